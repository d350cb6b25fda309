import type { JsonType, Model, ModelProperty } from './types.ts';

// Reading a model by dotted path ('pessoaFisica.cpf'): nested objects and local $refs.

export interface PropriedadeEncontrada {
  propriedade: ModelProperty;
  /** Listed in its parent's `required`. */
  exigida: boolean;
}

/** The property at `caminho` and whether its parent requires it; undefined when absent. */
export function encontrarPropriedade(modelo: Model, caminho: string): PropriedadeEncontrada | undefined {
  let pai: Pick<ModelProperty, 'properties' | 'required'> = modelo;
  let encontrada: PropriedadeEncontrada | undefined;
  for (const nome of caminho.split('.')) {
    // Own keys only: a path from data must never reach Object.prototype.
    const bruta = pai.properties !== undefined && Object.hasOwn(pai.properties, nome) ? pai.properties[nome] : undefined;
    if (bruta === undefined) return undefined;
    const propriedade = resolverRef(modelo, bruta);
    if (propriedade === undefined) return undefined;
    encontrada = { propriedade, exigida: pai.required?.includes(nome) ?? false };
    pai = propriedade;
  }
  return encontrada;
}

/**
 * A local $ref ('#/$defs/endereco') replaced by its target; keywords written beside the
 * $ref (a title, say) win, as they refine the shared definition for this one use.
 */
export function resolverRef(modelo: Model, propriedade: ModelProperty): ModelProperty | undefined {
  if (propriedade.$ref === undefined) return propriedade;
  const nome = /^#\/\$defs\/(.+)$/.exec(propriedade.$ref)?.[1];
  const defs = modelo.$defs;
  if (nome === undefined || defs === undefined || !Object.hasOwn(defs, nome)) return undefined;
  const proprias: ModelProperty = { ...propriedade };
  delete proprias.$ref;
  return { ...defs[nome], ...proprias };
}

/** The type that says what the value is: the first one besides null ('["string", "null"]'). */
export function tipoPrincipal(propriedade: ModelProperty): JsonType | undefined {
  const tipos = typeof propriedade.type === 'string' ? [propriedade.type] : (propriedade.type ?? []);
  return tipos.find((tipo) => tipo !== 'null');
}

/** A list whose items are objects with their own fields (edited item by item), not references nor a typed whole (anexos). */
export function ehListaDeObjetos(propriedade: ModelProperty): boolean {
  const itens = propriedade.items;
  if (tipoPrincipal(propriedade) !== 'array' || propriedade['x-tipo'] !== undefined || itens === undefined || itens['x-ref'] !== undefined) return false;
  return tipoPrincipal(itens) === 'object' || itens.properties !== undefined;
}

/**
 * What one value is: a list's items (a multiple choice picks several of them), else the
 * property itself. A list with its own x-tipo (anexos) is one value as a whole, and so is a
 * list of objects (its items resolved, for the editor of each item).
 */
export function valorUnitario(modelo: Model, propriedade: ModelProperty): ModelProperty {
  if (tipoPrincipal(propriedade) !== 'array' || propriedade.items === undefined || propriedade['x-tipo'] !== undefined) {
    return propriedade;
  }
  const itens = resolverRef(modelo, propriedade.items) ?? propriedade.items;
  return ehListaDeObjetos({ ...propriedade, items: itens }) ? { ...propriedade, items: itens } : itens;
}

/**
 * The model a value refers to: its own x-ref or, for attachments (x-tipo anexos, whose items are
 * the specification's Anexo: id, arquivo, tipoAnexo), their document type's model, whose records
 * the attachments manager offers.
 */
export function referenciaDoValor(valor: ModelProperty): string | null {
  if (valor['x-ref'] !== undefined) return valor['x-ref'];
  if (valor['x-tipo'] !== 'anexos') return null;
  const tipo = valor.items?.properties?.tipoAnexo;
  return tipo?.['x-ref'] ?? null;
}
