import type { FieldError } from '../../../shared/api/contract.ts';
import { parseStrict } from '../../../shared/format/wall-clock.ts';
import { MENSAGENS_VALIDACAO } from '../../../shared/validation/index.ts';
import { MENSAGENS_DO_INTERVALO as M } from './mensagens.ts';

// The period of the summary and the reports: two real days, YYYY-MM-DD, in order, at most a
// year apart (a longer one would be an unbounded read).

export interface Periodo {
  dataInicial: string;
  dataFinal: string;
}

const DIAS_NO_MAXIMO = 366;

export function errosDoPeriodo(periodo: Periodo): FieldError[] {
  const inicial = parseStrict(periodo.dataInicial, ['YYYY-MM-DD']);
  const final = parseStrict(periodo.dataFinal, ['YYYY-MM-DD']);
  const erros: FieldError[] = [];
  if (inicial === null) erros.push({ field: 'dataInicial', message: MENSAGENS_VALIDACAO.date });
  if (final === null) erros.push({ field: 'dataFinal', message: MENSAGENS_VALIDACAO.date });
  if (inicial === null || final === null) return erros;
  if (final.isBefore(inicial)) return [{ field: 'dataFinal', message: M.dataFinalAntes }];
  if (final.diff(inicial, 'day') >= DIAS_NO_MAXIMO) return [{ field: 'dataFinal', message: M.periodoLongo }];
  return [];
}
