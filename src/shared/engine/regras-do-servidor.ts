import type { FieldRules } from '../validation/index.ts';
import type { TelaResolvida } from './tela-resolvida.ts';
import { campoVisivel } from './visibilidade.ts';

/**
 * The rules validateRecord applies to a record saved through this screen's form: only the
 * fields visible for that record (configuration and visivelSe), and only those with rules.
 * The record is needed because visivelSe depends on it: a field hidden by a condition is not
 * required either.
 */
export function regrasDoServidor(tela: TelaResolvida, registro: unknown): FieldRules {
  const campos = (tela.formulario?.secoes ?? []).flatMap((secao) => secao.campos);
  return Object.fromEntries(
    campos.filter((campo) => campo.regras.length > 0 && campoVisivel(campo, registro)).map((campo) => [campo.campo, campo.regras]),
  );
}
