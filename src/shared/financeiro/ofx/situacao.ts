import { chaveSemOcorrencia } from './ocorrencia.ts';
import type { ExtratoOfx, TransacaoOfx } from './tipos.ts';

// What the import preview says of each line of a statement, against the lines already imported
// into the same account (the caller picks them): `existente` when the account already holds the
// same FITID, date, amount and occurrence; `conflito` when it holds the FITID only with other dates
// or amounts, or when the line has no date; `nova` otherwise. A further occurrence of a known line
// is `nova`: two real transactions may share everything but the occurrence.

export type SituacaoDaTransacao = 'nova' | 'existente' | 'conflito';

export interface TransacaoImportada {
  fitid: string;
  data: string;
  valorCentavos: number;
  ocorrencia: number;
}

export interface TransacaoNaPrevia extends Omit<TransacaoOfx, 'data'> {
  /** The file's date, or the statement's end (its start when it has no end) for a line without one. */
  data: string | null;
  situacao: SituacaoDaTransacao;
}

const chave = (t: Omit<TransacaoImportada, 'data'> & { data: string | null }): string => `${chaveSemOcorrencia(t)}\u0000${t.ocorrencia}`;

export function situacaoDasTransacoes(novas: Pick<ExtratoOfx, 'inicio' | 'fim' | 'transacoes'>, existentes: readonly TransacaoImportada[]): TransacaoNaPrevia[] {
  const importadas = new Set(existentes.map(chave));
  const fitids = new Set(existentes.map((t) => t.fitid));
  const mesmaDataEValor = new Set(existentes.map(chaveSemOcorrencia));
  return novas.transacoes.map((t) => {
    if (t.data === null) return { ...t, data: novas.fim ?? novas.inicio, situacao: 'conflito' };
    if (importadas.has(chave(t))) return { ...t, situacao: 'existente' };
    return { ...t, situacao: fitids.has(t.fitid) && !mesmaDataEValor.has(chaveSemOcorrencia(t)) ? 'conflito' : 'nova' };
  });
}
