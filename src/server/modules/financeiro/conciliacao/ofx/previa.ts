import type { ExtratoDaPrevia } from '../../../../../shared/api/conciliacaoOfx.ts';
import { reaisDosCentavos } from '../../../../../shared/financeiro/centavos.ts';
import type { ExtratoAnalisado } from './analise.ts';

/** A statement as the preview shows it: nothing here is saved. */
export function extratoDaPrevia({ extrato, contaId, linhas }: ExtratoAnalisado): ExtratoDaPrevia {
  return {
    tipo: extrato.tipo,
    banco: extrato.banco,
    agencia: extrato.agencia,
    conta: extrato.conta,
    contaId,
    inicio: extrato.inicio,
    fim: extrato.fim,
    saldoFinal: extrato.saldoFinal === null ? null : reaisDosCentavos(extrato.saldoFinal),
    transacoes: linhas.map((l) => ({ fitid: l.fitid, data: l.data, valor: reaisDosCentavos(l.valorCentavos), memo: l.memo, situacao: l.situacao })),
    ignoradas: extrato.ignoradas,
  };
}
