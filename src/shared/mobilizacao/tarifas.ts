// The collection fees of a return file as expenses: what each record was paid (gross) and what
// the bank or utility kept of it (the fee), grouped by the date the money reached the account —
// one expense per date with fees. Amounts in integer cents; per date and over the file,
// gross = net + fees, and every record's fee is in exactly one date.

export interface TarifaDoRegistro {
  /** AAAA-MM-DD: the date the net amount was credited. */
  data: string;
  brutoCentavos: number;
  tarifaCentavos: number;
}

export interface MovimentoDoDia {
  data: string;
  registros: number;
  brutoCentavos: number;
  tarifaCentavos: number;
  /** What the account received that day: gross less fees (below zero when only fees were charged). */
  liquidoCentavos: number;
}

const centavosValidos = (v: number): boolean => Number.isSafeInteger(v) && v >= 0;

/** The credit date of a record: the credit's, else the occurrence's, else today; never after today. */
export function dataDaTarifa(dataCredito: string | null, dataOcorrencia: string | null, hoje: string): string {
  const data = dataCredito ?? dataOcorrencia ?? hoje;
  return data > hoje ? hoje : data;
}

/** The records grouped by credit date, in date order. */
export function movimentosPorDia(registros: readonly TarifaDoRegistro[]): MovimentoDoDia[] {
  const porDia = new Map<string, MovimentoDoDia>();
  for (const r of registros) {
    if (!centavosValidos(r.brutoCentavos) || !centavosValidos(r.tarifaCentavos)) throw new RangeError(`valor inválido em ${r.data}: ${r.brutoCentavos} / ${r.tarifaCentavos}`);
    const dia = porDia.get(r.data) ?? { data: r.data, registros: 0, brutoCentavos: 0, tarifaCentavos: 0, liquidoCentavos: 0 };
    dia.registros++;
    dia.brutoCentavos += r.brutoCentavos;
    dia.tarifaCentavos += r.tarifaCentavos;
    dia.liquidoCentavos = dia.brutoCentavos - dia.tarifaCentavos;
    porDia.set(r.data, dia);
  }
  return [...porDia.values()].sort((a, b) => a.data.localeCompare(b.data));
}

/** The expenses a file books: one per credit date whose records carry fees. */
export function despesasDeTarifas(registros: readonly TarifaDoRegistro[]): MovimentoDoDia[] {
  return movimentosPorDia(registros).flatMap((dia) => {
    const comTarifa = registros.filter((r) => r.data === dia.data && r.tarifaCentavos > 0);
    return comTarifa.length === 0 ? [] : movimentosPorDia(comTarifa);
  });
}
