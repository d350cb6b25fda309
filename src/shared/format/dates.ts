import { dayjs, fusoHorario } from './dayjs.ts';
import { DISPLAY_FORMATS, MODEL_DATE_FORMAT, MODEL_FORMAT, type DateKind } from './date-formats.ts';
import { parseStrict, toWallClock, type DateInput } from './wall-clock.ts';

/** Displays a model value or an instant in one of the specification's formats; '' when empty or invalid. */
export function formatDisplay(value: DateInput, kind: DateKind): string {
  return toWallClock(value)?.format(DISPLAY_FORMATS[kind]) ?? '';
}

/**
 * Reads text typed in one of the display formats and returns the model value, or null when
 * the text is not a real date in that format. Parts the format lacks start at their
 * beginning (day 1, 00:00); a time alone takes its day from `dia` (the model value being
 * edited), so changing the time of a value keeps its day.
 */
export function parseDisplay(text: string, kind: DateKind, dia: DateInput = '1970-01-01'): string | null {
  const parsed = parseStrict(text, [DISPLAY_FORMATS[kind]]);
  if (parsed === null) return null;
  if (kind !== 'time') return parsed.format(MODEL_FORMAT);
  const day = toWallClock(dia);
  if (day === null) return null;
  return day.hour(parsed.hour()).minute(parsed.minute()).second(0).format(MODEL_FORMAT);
}

export const formatDate = (value: DateInput): string => formatDisplay(value, 'date');
export const formatDateTime = (value: DateInput): string => formatDisplay(value, 'dateTime');
export const formatTime = (value: DateInput): string => formatDisplay(value, 'time');
export const formatYear = (value: DateInput): string => formatDisplay(value, 'year');
export const formatYearMonth = (value: DateInput): string => formatDisplay(value, 'yearMonth');

export const parseDate = (text: string): string | null => parseDisplay(text, 'date');
export const parseDateTime = (text: string): string | null => parseDisplay(text, 'dateTime');
export const parseTime = (text: string, dia?: DateInput): string | null => parseDisplay(text, 'time', dia);
export const parseYear = (text: string): string | null => parseDisplay(text, 'year');
export const parseYearMonth = (text: string): string | null => parseDisplay(text, 'yearMonth');

/** Normalises a model value or an instant to the full model format; '' when empty or invalid. */
export function formatModel(value: DateInput): string {
  return toWallClock(value)?.format(MODEL_FORMAT) ?? '';
}

/** Today in São Paulo, the day the institution's books are kept in, as YYYY-MM-DD. */
export const hojeNoModelo = (): string => formatModel(new Date()).slice(0, 10);

/** Reads a model value (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss) into the full model format, or null. */
export function parseModel(text: string): string | null {
  return parseStrict(text, [MODEL_FORMAT, MODEL_DATE_FORMAT])?.format(MODEL_FORMAT) ?? null;
}

/** The instant a model value (São Paulo wall time) denotes, or null when it is not a model value. */
export function modelToInstant(text: string): Date | null {
  const model = parseModel(text);
  return model === null ? null : dayjs.tz(model, MODEL_FORMAT, fusoHorario()).toDate();
}
