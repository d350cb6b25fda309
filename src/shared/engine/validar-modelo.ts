import { problemasDoMetaSchema } from './meta-validacao.ts';
import { campoDoFiltro } from './filtro-da-referencia.ts';
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
  const noRegistro: Lugar = { irmas: modelo.properties, noRegistro: true };
  return [
    ...verificarObrigatorios(modelo, ''),
    ...verificarVisao(modelo),
    ...Object.entries(modelo.properties).flatMap(([nome, p]) => verificarPropriedade(modelo, p, noCaminho('/properties', nome), noRegistro)),
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
 * Where a property sits: `irmas` are the properties of the record or list item holding it
 * (x-posteriorA compares within one), `ehItem` that it is a list's items, `noRegistro` that
 * it is one of the record's own properties (where a child table or a computed field may be declared).
 */
interface Lugar {
  irmas?: Propriedades;
  ehItem?: boolean;
  noRegistro?: boolean;
}

/** A view is read through, never written: it is the model's only source, and it has no children to save. */
function verificarVisao(modelo: Model): Problema[] {
  if (modelo['x-visao'] === undefined) return [];
  const problemas: Problema[] = [];
  if (modelo['x-tabela'] !== undefined) problemas.push({ caminho: '/x-visao', mensagem: 'x-visao e x-tabela não andam juntas: a visão é a origem dos registros.' });
  for (const [nome, p] of Object.entries(modelo.properties)) {
    if (p['x-filhos'] !== undefined) {
      problemas.push({ caminho: noCaminho('/properties', nome, 'x-filhos'), mensagem: 'Um modelo de visão (x-visao) não grava linhas filhas.' });
    }
  }
  return problemas;
}

function verificarFilhos(p: ModelProperty, ponteiro: string, ondeEsta: Lugar): Problema[] {
  if (p['x-filhos'] === undefined) return [];
  const caminho = noCaminho(ponteiro, 'x-filhos');
  if (ondeEsta.noRegistro !== true) return [{ caminho, mensagem: 'x-filhos só vale numa propriedade do próprio registro.' }];
  if (tipoPrincipal(p) !== 'array') return [{ caminho, mensagem: 'x-filhos só vale numa lista (type array).' }];
  if (p.items !== undefined) return [{ caminho: noCaminho(ponteiro, 'items'), mensagem: 'Uma lista com x-filhos não declara items: os itens são os campos do modelo filho.' }];
  return [];
}

function verificarPropriedade(modelo: Model, p: ModelProperty, ponteiro: string, ondeEsta: Lugar = {}): Problema[] {
  const problemas = [...verificarObrigatorios(p, ponteiro), ...verificarPosterior(modelo, p, ponteiro, ondeEsta.irmas), ...verificarFilhos(p, ponteiro, ondeEsta)];
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
  if (p['x-soNoRegistro'] === true && (ondeEsta.noRegistro !== true || p.readOnly !== true)) {
    problema('x-soNoRegistro', 'x-soNoRegistro só vale numa propriedade readOnly do modelo (não dentro de objetos, listas ou $defs).');
  }
  if (p['x-calculo'] !== undefined && ondeEsta.noRegistro !== true) problema('x-calculo', 'x-calculo só vale nas propriedades do modelo, não dentro de objetos, listas ou $defs.');
  if (p['x-casasDecimais'] !== undefined && (tipo !== 'number' || p['x-tipo'] === 'money')) {
    problema('x-casasDecimais', "x-casasDecimais só vale para um number que não é money (money tem sempre 2 casas).");
  }
  if (p['x-medida'] !== undefined && tipo !== 'integer' && tipo !== 'number') problema('x-medida', 'x-medida só vale para números.');
  if (p['x-casasFixas'] === true && p['x-casasDecimais'] === undefined) problema('x-casasFixas', 'x-casasFixas pede x-casasDecimais: as casas que o número sempre mostra.');
  if (p['x-refFiltro'] !== undefined && p['x-ref'] === undefined) problema('x-refFiltro', 'x-refFiltro só vale com x-ref.');
  for (const valor of Object.values(p['x-refFiltro'] ?? {})) {
    const campo = campoDoFiltro(valor);
    if (campo !== null && !Object.hasOwn(ondeEsta.irmas ?? {}, campo)) problema('x-refFiltro', `'${valor}' lê o campo '${campo}', que não está ao lado deste no modelo.`);
  }
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
  if (irmas === undefined) return [{ caminho, mensagem: 'x-posteriorA só vale nas propriedades do registro ou dos itens de uma lista.' }];
  if (p.format !== 'hora') return [{ caminho, mensagem: "x-posteriorA só vale numa propriedade com format 'hora'." }];
  const irma = Object.hasOwn(irmas, alvo) ? irmas[alvo] : undefined;
  const resolvida = irma === undefined ? undefined : resolverRef(modelo, irma);
  return resolvida?.format === 'hora' ? [] : [{ caminho, mensagem: `'${alvo}' não é uma propriedade com format 'hora' do mesmo registro ou item.` }];
}
