import { dayjs, fusoHorario, type Dayjs } from './dayjs.ts';
import { MODEL_DATE_FORMAT, MODEL_FORMAT } from './date-formats.ts';

/** A model string (São Paulo wall time) or an instant. */
export type DateInput = Date | string | null | undefined;

// An explicit offset or Z marks an instant (e.g. a JSON timestamp), not a wall time.
const INSTANT_SUFFIX = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * São Paulo wall time as a dayjs object in UTC mode. Calendar arithmetic is done in UTC
 * because UTC has no daylight saving: adding days or going to the start of a day can never
 * land on an hour that does not exist (Brazil had DST at midnight until 2019), whatever
 * the time zone of the machine running the code.
 */
export function toWallClock(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return instantToWallClock(value);
  if (INSTANT_SUFFIX.test(value)) return instantToWallClock(new Date(value));
  return parseStrict(value, [MODEL_FORMAT, MODEL_DATE_FORMAT]);
}

/** Parses `text` in the first of `formats` that matches exactly (strict: 31/02 fails). */
export function parseStrict(text: string, formats: readonly string[]): Dayjs | null {
  for (const format of formats) {
    const parsed = dayjs.utc(text, format, true);
    if (parsed.isValid()) return parsed;
  }
  return null;
}

function instantToWallClock(instant: Date): Dayjs | null {
  if (Number.isNaN(instant.getTime())) return null;
  const wall = dayjs(instant).tz(fusoHorario()).format(MODEL_FORMAT);
  return dayjs.utc(wall, MODEL_FORMAT, true);
}
