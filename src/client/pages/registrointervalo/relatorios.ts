import type { FieldError } from '../../../shared/api/contract.ts';
import type { FormatoDoRelatorio, RelatorioDeIntervalo } from '../../../shared/api/registrointervalo.ts';
import { toWallClock } from '../../../shared/format/index.ts';
import { MENSAGENS_VALIDACAO } from '../../../shared/validation/index.ts';
import { DIAS_NO_MAXIMO } from './periodo.ts';

export interface CartaoDeRelatorio {
  relatorio: RelatorioDeIntervalo;
  titulo: string;
  descricao: string;
}

/** The module's report cards (spec section 4: title, description and emitir). */
export const RELATORIOS: readonly CartaoDeRelatorio[] = [
  {
    relatorio: 'intervalos',
    titulo: 'Intervalos por usuário e período',
    descricao: 'Os intervalos de cada usuário no período: dia, grupo, tipo, início, fim, duração e excessos.',
  },
  {
    relatorio: 'excessos',
    titulo: 'Intervalos excedidos',
    descricao: 'Os intervalos que passaram da duração máxima do horário, com o tempo excedido de cada um.',
  },
];

export const FORMATOS: readonly FormatoDoRelatorio[] = ['PDF', 'XLSX'];

// The server's own messages for the same rules (its 422s read the same).
export const MENSAGEM_FINAL_ANTES = 'A data final deve ser igual ou posterior à data inicial.';
export const MENSAGEM_PERIODO_LONGO = `O período pode ter no máximo ${DIAS_NO_MAXIMO} dias.`;

export interface PeriodoDoRelatorio {
  /** Model values (YYYY-MM-DDT00:00:00) from the date pickers, null when empty or invalid. */
  dataInicial: string | null;
  dataFinal: string | null;
}

/** The period's errors, as the server checks them: both days, in order, at most a year apart. */
export function errosDoPeriodo({ dataInicial, dataFinal }: PeriodoDoRelatorio): FieldError[] {
  const erros: FieldError[] = [];
  if (dataInicial === null) erros.push({ field: 'dataInicial', message: MENSAGENS_VALIDACAO.required });
  if (dataFinal === null) erros.push({ field: 'dataFinal', message: MENSAGENS_VALIDACAO.required });
  const inicial = toWallClock(dataInicial);
  const final = toWallClock(dataFinal);
  if (inicial === null || final === null) return erros;
  if (final.isBefore(inicial, 'day')) return [{ field: 'dataFinal', message: MENSAGEM_FINAL_ANTES }];
  if (final.diff(inicial, 'day') >= DIAS_NO_MAXIMO) return [{ field: 'dataFinal', message: MENSAGEM_PERIODO_LONGO }];
  return [];
}
