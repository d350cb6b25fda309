// Brazilian banks repeat FITIDs, even for two real transactions of the same day and amount. The
// occurrence numbers the repeats of one (fitid, data, valor) within a statement in file order, so
// the identity account + FITID + date + amount + occurrence keeps both and a re-import finds each.

export interface Identificavel {
  fitid: string;
  data: string | null;
  valorCentavos: number;
}

export const chaveSemOcorrencia = (t: Identificavel): string => `${t.fitid}\u0000${t.data ?? ''}\u0000${t.valorCentavos}`;

/** 1, 2, 3… per transaction, counting the earlier ones with the same fitid, data and valor. */
export function numerarOcorrencias(transacoes: readonly Identificavel[]): number[] {
  const vistas = new Map<string, number>();
  return transacoes.map((t) => {
    const chave = chaveSemOcorrencia(t);
    const ocorrencia = (vistas.get(chave) ?? 0) + 1;
    vistas.set(chave, ocorrencia);
    return ocorrencia;
  });
}
