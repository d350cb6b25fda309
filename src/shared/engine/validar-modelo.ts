import { problemasDoMetaSchema } from './meta-validacao.ts';
import { encontrarPropriedade, tipoPrincipal } from './modelo.ts';
import { noCaminho, type Problema } from './problema.ts';
import type { Model, ModelProperty } from './types.ts';

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
    ...Object.entries(modelo.properties).flatMap(([nome, p]) => verificarPropriedade(modelo, p, noCaminho('/properties', nome))),
    ...Object.entries(modelo.$defs ?? {}).flatMap(([nome, p]) => verificarPropriedade(modelo, p, noCaminho('/$defs', nome))),
    ...(modelo['x-exibicao'] ?? []).flatMap((caminho, i) =>
      encontrarPropriedade(modelo, caminho) === undefined
        ? [{ caminho: noCaminho('/x-exibicao', i), mensagem: `Campo '${caminho}' não existe no modelo.` }]
        : [],
    ),
  ];
}

function verificarObrigatorios(objeto: Pick<ModelProperty, 'properties' | 'required'>, ponteiro: string): Problema[] {
  return (objeto.required ?? []).flatMap((nome, i) =>
    objeto.properties !== undefined && Object.hasOwn(objeto.properties, nome)
      ? []
      : [{ caminho: noCaminho(ponteiro, 'required', i), mensagem: `'${nome}' é obrigatório mas não está em properties.` }],
  );
}

function verificarPropriedade(modelo: Model, p: ModelProperty, ponteiro: string): Problema[] {
  const problemas = verificarObrigatorios(p, ponteiro);
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
  const valores = new Set((p.enum ?? []).map(String));
  for (const valor of Object.keys(p['x-opcoes'] ?? {})) {
    if (!valores.has(valor)) problemas.push({ caminho: noCaminho(ponteiro, 'x-opcoes', valor), mensagem: `'${valor}' não está no enum.` });
  }
  const filhas = Object.entries(p.properties ?? {}).flatMap(([nome, filha]) =>
    verificarPropriedade(modelo, filha, noCaminho(ponteiro, 'properties', nome)),
  );
  const itens = p.items === undefined ? [] : verificarPropriedade(modelo, p.items, noCaminho(ponteiro, 'items'));
  return [...problemas, ...filhas, ...itens];
}
