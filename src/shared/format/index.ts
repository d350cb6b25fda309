export { definirFusoHorario, fusoHorario } from './dayjs.ts';
export { DISPLAY_FORMATS, MODEL_FORMAT, MODEL_DATE_FORMAT, type DateKind } from './date-formats.ts';
export { toWallClock, type DateInput } from './wall-clock.ts';
export {
  formatDisplay,
  parseDisplay,
  formatDate,
  formatDateTime,
  formatTime,
  formatYear,
  formatYearMonth,
  parseDate,
  parseDateTime,
  parseTime,
  parseYear,
  parseYearMonth,
  formatModel,
  parseModel,
  modelToInstant,
} from './dates.ts';
export { formatNumber, parseNumber, type NumberFormatOptions } from './number.ts';
export { formatMoney, parseMoney } from './money.ts';
