import { ehDataISO, proximoDiaUtil } from '../../../../shared/calendario/index.ts';
import { dia } from './linhas.ts';

// Each installment's real due date is its due date moved to the next business day (weekends, the
// national bank holidays and the institution's own): the server's, whatever the form sent.

export function comVencimentoReal(parcelas: unknown, feriados: readonly string[]): unknown {
  if (!Array.isArray(parcelas)) return parcelas;
  return parcelas.map((linha: unknown) => {
    if (typeof linha !== 'object' || linha === null) return linha;
    const vencimento = dia((linha as Record<string, unknown>)['vencimento']);
    return vencimento !== null && ehDataISO(vencimento) ? { ...linha, vencimentoReal: proximoDiaUtil(vencimento, feriados) } : linha;
  });
}
