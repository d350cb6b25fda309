// The date formats of the specification (section 5), in dayjs tokens.

export const DISPLAY_FORMATS = {
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm',
  time: 'HH:mm',
  year: 'YYYY',
  yearMonth: 'MM/YYYY',
} as const;

export type DateKind = keyof typeof DISPLAY_FORMATS;

/** The format every model value (payloads, database, filters) uses: São Paulo wall time. */
export const MODEL_FORMAT = 'YYYY-MM-DD[T]HH:mm:ss';

/** A model value may also carry only the day. */
export const MODEL_DATE_FORMAT = 'YYYY-MM-DD';
