import type { FieldError } from '../../../shared/api/contract.ts';
import { toWallClock } from '../../../shared/format/index.ts';
import { valorDoPeriodo } from '../../../shared/periodo/index.ts';
import { MENSAGENS_VALIDACAO } from '../../../shared/validation/index.ts';
import { t } from '../../i18n/traducao.ts';

// A report's period as the servers check it: both days, in order, at most a year apart (366
// days, so a whole leap year fits).

export const DIAS_NO_MAXIMO = 366;

// The servers' own messages for the same rules, in pt-BR (their 422s read the same, and the
// client translates them where shown): errosDoPeriodo says them in the language in force.
export const MENSAGEM_FINAL_ANTES = 'A data final deve ser igual ou posterior à data inicial.';
export const MENSAGEM_PERIODO_LONGO = `O período pode ter no máximo ${DIAS_NO_MAXIMO} dias.`;

export interface PeriodoDoRelatorio {
  /** Model values (YYYY-MM-DDT00:00:00) from the date pickers, null when empty or invalid. */
  dataInicial: string | null;
  dataFinal: string | null;
}

export function errosDoPeriodo({ dataInicial, dataFinal }: PeriodoDoRelatorio): FieldError[] {
  const erros: FieldError[] = [];
  if (dataInicial === null) erros.push({ field: 'dataInicial', message: MENSAGENS_VALIDACAO.required });
  if (dataFinal === null) erros.push({ field: 'dataFinal', message: MENSAGENS_VALIDACAO.required });
  const inicial = toWallClock(dataInicial);
  const final = toWallClock(dataFinal);
  if (inicial === null || final === null) return erros;
  if (final.isBefore(inicial, 'day')) return [{ field: 'dataFinal', message: t('A data final deve ser igual ou posterior à data inicial.') }];
  if (final.diff(inicial, 'day') >= DIAS_NO_MAXIMO) {
    return [{ field: 'dataFinal', message: t('O período pode ter no máximo {dias} dias.', { dias: DIAS_NO_MAXIMO }) }];
  }
  return [];
}

/** The first day of a model value, as the date pickers hold it. */
const inicioDoDia = (modelo: string | null): string | null => (modelo === null ? null : `${modelo.slice(0, 10)}T00:00:00`);

export type PeriodoInicial = (agora: Date) => PeriodoDoRelatorio;

/** This month so far: the most asked-for period of what already happened. */
export const mesAteHoje: PeriodoInicial = (agora) => ({
  dataInicial: inicioDoDia(valorDoPeriodo('ESTE_MES', agora).data.inicial),
  dataFinal: inicioDoDia(valorDoPeriodo('HOJE', agora).data.inicial),
});

/** The whole of this month: for what is coming (birthdays). */
export const mesInteiro: PeriodoInicial = (agora) => {
  const { inicial, final } = valorDoPeriodo('ESTE_MES', agora).data;
  return { dataInicial: inicioDoDia(inicial), dataFinal: inicioDoDia(final) };
};

/** This year so far: for the year's results (the demonstração do superávit ou déficit). */
export const anoAteHoje: PeriodoInicial = (agora) => ({
  dataInicial: inicioDoDia(valorDoPeriodo('ANUAL', agora).data.inicial),
  dataFinal: inicioDoDia(valorDoPeriodo('HOJE', agora).data.inicial),
});
