import type { FieldRules, RuleSpec } from '../validation/index.ts';
import { valueAtPath } from '../validation/path.ts';
import { resolverRef, tipoPrincipal } from './modelo.ts';
import { regrasDaPropriedade } from './regras-do-campo.ts';
import type { Model, ModelProperty } from './types.ts';

// The rules of the items of a record's lists, by each item's dotted path ('horarios.0.fim').
// How many items there are depends on the record, so they are worked out per record. An
// object item follows its schema (required, formats, limits, and x-posteriorA against the
// sibling's value in the same item); a scalar item its limits. References are the server's
// existence check, and read-only item properties (an item's id) are never written by a user.

type Regras = Record<string, readonly RuleSpec[]>;

export function regrasDosItens(modelo: Model, registro: unknown): FieldRules {
  const regras: Regras = {};
  for (const [nome, bruta] of Object.entries(modelo.properties)) {
    const propriedade = resolverRef(modelo, bruta) ?? bruta;
    if (propriedade.readOnly !== true) acrescentarItens(modelo, propriedade, nome, valueAtPath(registro, nome), regras);
  }
  return regras;
}

function acrescentarItens(modelo: Model, lista: ModelProperty, caminho: string, valor: unknown, regras: Regras): void {
  if (tipoPrincipal(lista) !== 'array' || lista.items === undefined || !Array.isArray(valor)) return;
  const itens = resolverRef(modelo, lista.items) ?? lista.items;
  if (itens['x-ref'] !== undefined) return;
  valor.forEach((item: unknown, i) => {
    const base = `${caminho}.${i}`;
    if (itens.properties === undefined) {
      guardar(regras, base, regrasDaPropriedade(itens, false));
      return;
    }
    for (const [nome, bruta] of Object.entries(itens.properties)) {
      const filha = resolverRef(modelo, bruta) ?? bruta;
      if (filha.readOnly === true) continue;
      const obrigatoria = itens.required?.includes(nome) ?? false;
      guardar(regras, `${base}.${nome}`, [...regrasDaPropriedade(filha, obrigatoria), ...posterior(filha, item)]);
      acrescentarItens(modelo, filha, `${base}.${nome}`, valueAtPath(item, nome), regras);
    }
  });
}

function posterior(propriedade: ModelProperty, item: unknown): RuleSpec[] {
  const irma = propriedade['x-posteriorA'];
  const limite = irma === undefined ? undefined : valueAtPath(item, irma);
  return typeof limite === 'string' ? [{ rule: 'horaPosterior', value: limite }] : [];
}

function guardar(regras: Regras, caminho: string, lista: readonly RuleSpec[]): void {
  if (lista.length > 0) regras[caminho] = lista;
}
