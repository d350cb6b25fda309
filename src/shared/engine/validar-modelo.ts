import { problemasDoMetaSchema } from './meta-validacao.ts';
import { encontrarPropriedade, resolverRef, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { Model, ModelProperty } from './types.ts';
import { verificarCalculos } from './verificar-calculo.ts';

/**
 * Every problem of a model: its shape (model.schema.json), then what a schema validator
 * would not notice but the engine would trip on: required names without a property, $refs
 * without a definition, contradictory limits, labels of values the enum lacks.
 */
export function validarModelo(json: unknown): Problema[] {
  const forma = problemasDoMetaSchema('modelo', json);
  if (forma.length > 0) return forma;
  const modelo = json as Model;
  return [
    ...verificarObrigatorios(modelo, ''),
    ...Object.entries(modelo.properties).flatMap(([nome, p]) => verificarPropriedade(modelo, p, noCaminho('/properties', nome), { doModelo: true })),
    ...Object.entries(modelo.$defs ?? {}).flatMap(([nome, p]) => verificarPropriedade(modelo, p, noCaminho('/$defs', nome))),
    ...(modelo['x-exibicao'] ?? []).flatMap((caminho, i) =>
      encontrarPropriedade(modelo, caminho) === undefined
        ? [{ caminho: noCaminho('/x-exibicao', i), mensagem: `Campo '${caminho}' não existe no modelo.` }]
        : [],
    ),
    ...verificarCalculos(modelo),
  ];
}

function verificarObrigatorios(objeto: Pick<ModelProperty, 'properties' | 'required'>, ponteiro: string): Problema[] {
  return (objeto.required ?? []).flatMap((nome, i) =>
    objeto.properties !== undefined && Object.hasOwn(objeto.properties, nome)
      ? []
      : [{ caminho: noCaminho(ponteiro, 'required', i), mensagem: `'${nome}' é obrigatório mas não está em properties.` }],
  );
}

type Propriedades = Readonly<Record<string, ModelProperty>>;

/**
 * Where a property sits: `irmas` are the properties of the list item
 * holding it (x-posteriorA compares within an item), `ehItem` that it is a list's items.
 */
interface Lugar {
  irmas?: Propriedades;
  ehItem?: boolean;
  /** One of the model's own properties (not inside an object, a list or $defs). */
  doModelo?: boolean;
}

function verificarPropriedade(modelo: Model, p: ModelProperty, ponteiro: string, ondeEsta: Lugar = {}): Problema[] {
  const problemas = [...verificarObrigatorios(p, ponteiro), ...verificarPosterior(modelo, p, ponteiro, ondeEsta.irmas)];
  function problema(membro: string, mensagem: string): void {
    problemas.push({ caminho: noCaminho(ponteiro, membro), mensagem });
  }
  const nomeDoRef = p.$ref?.slice('#/$defs/'.length);
  if (nomeDoRef !== undefined && (modelo.$defs === undefined || !Object.hasOwn(modelo.$defs, nomeDoRef))) {
    problema('$ref', `Definição inexistente: '${p.$ref ?? ''}'.`);
  }
  if (p.minLength !== undefined && p.maxLength !== undefined && p.minLength > p.maxLength) {
    problema('minLength', 'minLength maior que maxLength.');
  }
  if (p.minimum !== undefined && p.maximum !== undefined && p.minimum > p.maximum) problema('minimum', 'minimum maior que maximum.');
  const tipo = tipoPrincipal(p);
  if (p.format !== undefined && tipo !== undefined && tipo !== 'string') problema('format', `format '${p.format}' só vale para texto.`);
  if (p['x-tipo'] === 'money' && tipo !== undefined && tipo !== 'number') problema('x-tipo', "x-tipo 'money' só vale para number.");
  if (p['x-tipo'] === 'codigo' && tipo !== 'integer') problema('x-tipo', "x-tipo 'codigo' só vale para integer.");
  if (p['x-calculo'] !== undefined && ondeEsta.doModelo !== true) problema('x-calculo', 'x-calculo só vale nas propriedades do modelo, não dentro de objetos, listas ou $defs.');
  if (p['x-casasDecimais'] !== undefined && (tipo !== 'number' || p['x-tipo'] === 'money')) {
    problema('x-casasDecimais', "x-casasDecimais só vale para um number que não é money (money tem sempre 2 casas).");
  }
  if (p['x-medida'] !== undefined && tipo !== 'integer' && tipo !== 'number') problema('x-medida', 'x-medida só vale para números.');
  const valores = new Set((p.enum ?? []).map(String));
  for (const valor of Object.keys(p['x-opcoes'] ?? {})) {
    if (!valores.has(valor)) problemas.push({ caminho: noCaminho(ponteiro, 'x-opcoes', valor), mensagem: `'${valor}' não está no enum.` });
  }
  const irmas = ondeEsta.ehItem ? p.properties : undefined;
  const filhas = Object.entries(p.properties ?? {}).flatMap(([nome, filha]) =>
    verificarPropriedade(modelo, filha, noCaminho(ponteiro, 'properties', nome), { irmas }),
  );
  const itens = p.items === undefined ? [] : verificarPropriedade(modelo, p.items, noCaminho(ponteiro, 'items'), { ehItem: true });
  return [...problemas, ...filhas, ...itens];
}

function verificarPosterior(modelo: Model, p: ModelProperty, ponteiro: string, irmas: Propriedades | undefined): Problema[] {
  const alvo = p['x-posteriorA'];
  if (alvo === undefined) return [];
  const caminho = noCaminho(ponteiro, 'x-posteriorA');
  if (irmas === undefined) return [{ caminho, mensagem: 'x-posteriorA só vale nas propriedades dos itens de uma lista.' }];
  if (p.format !== 'hora') return [{ caminho, mensagem: "x-posteriorA só vale numa propriedade com format 'hora'." }];
  const irma = Object.hasOwn(irmas, alvo) ? irmas[alvo] : undefined;
  const resolvida = irma === undefined ? undefined : resolverRef(modelo, irma);
  return resolvida?.format === 'hora' ? [] : [{ caminho, mensagem: `'${alvo}' não é uma propriedade com format 'hora' do mesmo item.` }];
}
