import { encontrarPropriedade } from '../../../shared/engine/modelo.ts';
import type { FormularioResolvido } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { valueAtPath } from '../../../shared/validation/index.ts';

export type Valores = Readonly<Record<string, unknown>>;

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A copy of the record with the value at a dotted path replaced, creating the objects on the way. */
export function comValor(valores: Valores, caminho: string, valor: unknown): Valores {
  const [chave, ...resto] = caminho.split('.');
  if (chave === undefined) return valores;
  if (resto.length === 0) return { ...valores, [chave]: valor };
  const filho = Object.hasOwn(valores, chave) ? valores[chave] : undefined;
  return { ...valores, [chave]: comValor(ehObjeto(filho) ? filho : {}, resto.join('.'), valor) };
}

/**
 * A new record: the descriptor's values (the supplier screen opens with fornecedor: true) over
 * the model's defaults of the form's fields (e.g. ativo: true).
 */
export function valoresIniciais(formulario: FormularioResolvido, modelo: Model): Valores {
  let valores: Valores = {};
  for (const campo of formulario.secoes.flatMap((secao) => secao.campos)) {
    const padrao = encontrarPropriedade(modelo, campo.campo)?.propriedade.default;
    if (padrao !== undefined && valueAtPath(valores, campo.campo) === undefined) valores = comValor(valores, campo.campo, padrao);
  }
  for (const [caminho, valor] of Object.entries(formulario.valoresIniciais)) valores = comValor(valores, caminho, valor);
  return valores;
}
