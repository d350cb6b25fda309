import type { FieldError } from '../../../shared/api/contract.ts';
import { formatDate, hojeNoModelo } from '../../../shared/format/dates.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import { texto } from './valores.ts';

// The day a reversal (of a baixa, of a transfer) is booked on: the one its dialog asks, today by
// default; never after today, nor before the day of what it reverses.

export const MENSAGEM_ESTORNO_FUTURO = 'A data do estorno não pode ser posterior a hoje.';

const recusar = (erro: FieldError): never => {
  throw errosDeFormulario([erro]);
};

/** The reversal's day asked in `dados.data` (today when absent); refused (422, field data) after today. */
export function dataDoEstorno(dados: Readonly<Record<string, unknown>>): string {
  const data = texto(dados['data']) ?? hojeNoModelo();
  if (data > hojeNoModelo()) recusar({ field: 'data', message: MENSAGEM_ESTORNO_FUTURO });
  return data;
}

/** Refuses (422, field data) a reversal dated before `desde`, the day of what it reverses; `mensagem` has a {data} marker. */
export function conferirEstornoDepoisDe(data: string, desde: string, mensagem: string): void {
  if (data < desde) recusar({ field: 'data', message: interpolar(mensagem, { data: formatDate(desde) }) });
}
