import type { FieldError } from '../api/contract.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { valueAtPath } from '../validation/path.ts';
import { avaliarCondicao } from './condicao.ts';
import { mesmoValor } from './mesmo-valor.ts';
import type { TelaResolvida } from './tela-resolvida.ts';

/** The server's answer to a change of a field the stored record's state makes read-only (somenteLeituraSe). */
export const MENSAGEM_CAMPO_BLOQUEADO = "O campo '{campo}' não pode ser alterado no estado atual do registro.";

/**
 * The fields a payload changes although somenteLeituraSe makes them read-only for the record as
 * stored (a paid título's value), one error each; none for a new record. A field the payload
 * leaves out, or sends as stored, is no change: the form sends the whole record.
 */
export function alteracoesBloqueadas(tela: TelaResolvida, armazenado: unknown, enviado: unknown): FieldError[] {
  if (armazenado === null) return [];
  return (tela.formulario?.secoes ?? [])
    .flatMap((secao) => secao.campos)
    .filter((campo) => campo.somenteLeituraSe !== null && avaliarCondicao(campo.somenteLeituraSe, armazenado))
    .filter((campo) => {
      const novo = valueAtPath(enviado, campo.campo);
      return novo !== undefined && !mesmoValor(novo, valueAtPath(armazenado, campo.campo));
    })
    .map((campo) => ({ field: campo.campo, message: campo.motivoSomenteLeitura ?? interpolar(MENSAGEM_CAMPO_BLOQUEADO, { campo: campo.titulo }) }));
}
