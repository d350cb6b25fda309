import { formatMoney } from '../format/money.ts';
import { interpolar } from '../i18n/idiomas.ts';
import { MENSAGENS_DOS_EMPRESTIMOS } from './mensagens.ts';
import { SITUACOES_EM_ABERTO, type SituacaoDoEmprestimo } from './situacao.ts';

// What a loan still owes after its returns, in whole cents: a return is never above the balance,
// so the returns of a settled loan sum to its amount exactly.

/** The amount lent less what came back (cents). */
export const saldoDevedor = (valorCentavos: number, devolvidosCentavos: readonly number[]): number =>
  devolvidosCentavos.reduce((saldo, devolvido) => saldo - devolvido, valorCentavos);

export type ResultadoDaDevolucao = { saldoCentavos: number; situacao: SituacaoDoEmprestimo } | { erro: string };

/** A new return of `centavos` on a loan in `situacao`: the balance and state after it, or why it is refused. */
export function devolver(situacao: SituacaoDoEmprestimo, valorCentavos: number, devolvidosCentavos: readonly number[], centavos: number): ResultadoDaDevolucao {
  if (!SITUACOES_EM_ABERTO.includes(situacao)) return { erro: MENSAGENS_DOS_EMPRESTIMOS.naoTransferido };
  if (!Number.isSafeInteger(centavos) || centavos <= 0) return { erro: MENSAGENS_DOS_EMPRESTIMOS.devolucaoSemValor };
  const saldo = saldoDevedor(valorCentavos, devolvidosCentavos);
  if (centavos > saldo) {
    return { erro: interpolar(MENSAGENS_DOS_EMPRESTIMOS.devolucaoAcimaDoSaldo, { valor: formatMoney(centavos / 100), saldo: formatMoney(saldo / 100) }) };
  }
  const saldoCentavos = saldo - centavos;
  return { saldoCentavos, situacao: saldoCentavos === 0 ? 'QUITADO' : 'PARCIALMENTE_DEVOLVIDO' };
}
