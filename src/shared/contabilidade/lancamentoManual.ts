import type { FieldError } from '../api/contract.ts';
import { MENSAGENS_DA_CONTABILIDADE as M } from './mensagens.ts';
import type { Partida } from './partida.ts';
import type { ContaContabil } from './planoDeContas.ts';
import { problemaDoLancamento } from './planoDeContas.ts';

// A manual entry (an adjustment the accountant writes) takes a whole positive number of cents and
// two different analytic accounts of the chart.

export function problemasDoLancamentoManual(plano: ReadonlyMap<string, ContaContabil>, p: Partida): FieldError[] {
  const problemas: FieldError[] = [];
  if (!Number.isSafeInteger(p.valorCentavos) || p.valorCentavos <= 0) problemas.push({ field: 'valorCentavos', message: M.valorDoLancamento });
  const debito = problemaDoLancamento(plano, p.debito);
  if (debito !== null) problemas.push({ field: 'debito', message: debito });
  const credito = problemaDoLancamento(plano, p.credito);
  if (credito !== null) problemas.push({ field: 'credito', message: credito });
  else if (p.credito === p.debito) problemas.push({ field: 'credito', message: M.mesmaConta });
  return problemas;
}
