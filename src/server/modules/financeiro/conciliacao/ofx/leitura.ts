import { VALOR_MAXIMO_CENTAVOS } from '../../../../../shared/financeiro/centavos.ts';
import { lerOfx } from '../../../../../shared/financeiro/ofx/lerOfx.ts';
import { ErroDeOfx } from '../../../../../shared/financeiro/ofx/mensagens.ts';
import type { ExtratoOfx } from '../../../../../shared/financeiro/ofx/tipos.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import { HttpError } from '../../../../http/erros.ts';

// The statements of the sent file as the reader gives them, refused with a 422 the reader's
// message (naming the line) when the file is malformed or holds no transaction, or when an
// amount does not fit the money columns. Lines of amount zero move no money: they are set apart.

export const MENSAGEM_VALOR_GRANDE = 'A transação {fitid} tem um valor acima do máximo permitido.';
export const MENSAGEM_SALDO_GRANDE = 'O saldo do extrato {conta} está acima do máximo permitido.';
export const MENSAGEM_SEM_DATA = 'A transação {fitid} não tem data e o extrato não informa o período.';

export interface ExtratoLido extends ExtratoOfx {
  ignoradas: number;
}

const semNul = (texto: string): string => texto.replaceAll('\u0000', '');

function conferido(extrato: ExtratoOfx): ExtratoLido {
  if (extrato.saldoFinal !== null && Math.abs(extrato.saldoFinal) > VALOR_MAXIMO_CENTAVOS) {
    throw new HttpError(422, interpolar(MENSAGEM_SALDO_GRANDE, { conta: extrato.conta.slice(0, 40) }));
  }
  for (const t of extrato.transacoes) {
    const fitid = t.fitid.slice(0, 40);
    if (Math.abs(t.valorCentavos) > VALOR_MAXIMO_CENTAVOS) throw new HttpError(422, interpolar(MENSAGEM_VALOR_GRANDE, { fitid }));
    if (t.data === null && extrato.fim === null && extrato.inicio === null) throw new HttpError(422, interpolar(MENSAGEM_SEM_DATA, { fitid }));
  }
  // PostgreSQL's text holds no NUL character.
  const transacoes = extrato.transacoes
    .filter((t) => t.valorCentavos !== 0)
    .map((t) => ({ ...t, fitid: semNul(t.fitid), memo: semNul(t.memo), tipo: semNul(t.tipo), documento: t.documento === null ? null : semNul(t.documento) }));
  return { ...extrato, conta: semNul(extrato.conta), transacoes, ignoradas: extrato.transacoes.length - transacoes.length };
}

export function lerExtratos(bytes: Uint8Array): ExtratoLido[] {
  try {
    return lerOfx(bytes).map(conferido);
  } catch (erro) {
    if (erro instanceof ErroDeOfx) throw new HttpError(422, erro.message);
    throw erro;
  }
}
