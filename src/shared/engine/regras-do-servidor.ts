import type { FieldRules, RuleSpec } from '../validation/index.ts';
import { valueAtPath } from '../validation/path.ts';
import type { CampoResolvido, TelaResolvida } from './tela-resolvida.ts';
import { campoVisivel } from './visibilidade.ts';

/**
 * The rules validateRecord applies to a record saved through this screen's form: only the
 * fields visible for that record (configuration and visivelSe), and only those with rules.
 * The record is needed because visivelSe depends on it: a field hidden by a condition is not
 * required either; and so does x-posteriorA, a time after the sibling's value.
 */
export function regrasDoServidor(tela: TelaResolvida, registro: unknown): FieldRules {
  const campos = (tela.formulario?.secoes ?? []).flatMap((secao) => secao.campos);
  return Object.fromEntries(
    campos
      .filter((campo) => campoVisivel(campo, registro))
      .map((campo) => [campo.campo, [...campo.regras, ...posterior(campo, registro)]] as const)
      .filter(([, regras]) => regras.length > 0),
  );
}

/** A sibling of the same object: 'fim' follows 'inicio', 'janela.fim' follows 'janela.inicio'. */
function posterior(campo: CampoResolvido, registro: unknown): RuleSpec[] {
  if (campo.posteriorA === null) return [];
  const irma = [...campo.campo.split('.').slice(0, -1), campo.posteriorA].join('.');
  const limite = valueAtPath(registro, irma);
  return typeof limite === 'string' ? [{ rule: 'horaPosterior', value: limite }] : [];
}
