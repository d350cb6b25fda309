import type { DataISO } from '../../../../shared/calendario/data.ts';

/** The months (YYYY-MM) a period touches, in order: 2026-01-15 to 2026-03-02 gives three. */
export function mesesDoPeriodo(inicio: DataISO, fim: DataISO): string[] {
  const meses: string[] = [];
  let [ano, mes] = [Number(inicio.slice(0, 4)), Number(inicio.slice(5, 7))];
  const ultimo = fim.slice(0, 7);
  for (;;) {
    const chave = `${String(ano).padStart(4, '0')}-${String(mes).padStart(2, '0')}`;
    if (chave > ultimo) return meses;
    meses.push(chave);
    [ano, mes] = mes === 12 ? [ano + 1, 1] : [ano, mes + 1];
  }
}
