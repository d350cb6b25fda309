import { describe, expect, it } from 'vitest';
import {
  DISPLAY_FORMATS,
  MODEL_FORMAT,
  formatDate,
  formatDateTime,
  formatDisplay,
  formatModel,
  formatTime,
  formatYear,
  formatYearMonth,
  modelToInstant,
  parseDate,
  parseDateTime,
  parseDisplay,
  parseModel,
  parseTime,
  parseYear,
  parseYearMonth,
  type DateKind,
} from '../../../src/shared/format/index.ts';

describe('formats of the specification', () => {
  it('are exact', () => {
    expect(DISPLAY_FORMATS).toEqual({
      date: 'DD/MM/YYYY',
      dateTime: 'DD/MM/YYYY HH:mm',
      time: 'HH:mm',
      year: 'YYYY',
      yearMonth: 'MM/YYYY',
    });
    expect(MODEL_FORMAT).toBe('YYYY-MM-DD[T]HH:mm:ss');
  });
});

describe('formatting a model value', () => {
  it.each<[(value: string) => string, string, string]>([
    [formatDate, '2024-03-05T14:07:09', '05/03/2024'],
    [formatDateTime, '2024-03-05T14:07:09', '05/03/2024 14:07'],
    [formatTime, '2024-03-05T14:07:09', '14:07'],
    [formatYear, '2024-03-05T14:07:09', '2024'],
    [formatYearMonth, '2024-03-05T14:07:09', '03/2024'],
    [formatDate, '2024-03-05', '05/03/2024'],
    [formatModel, '2024-03-05', '2024-03-05T00:00:00'],
  ])('%#: %j → %j', (format, model, text) => {
    expect(format(model)).toBe(text);
  });

  it('keeps the wall time of a model value whatever the machine time zone (no shift)', () => {
    expect(formatDateTime('2024-01-01T00:00:00')).toBe('01/01/2024 00:00');
  });

  it('shows instants in São Paulo time', () => {
    // 02:30 UTC on 1 January is still 31 December in São Paulo (UTC−3).
    expect(formatDateTime(new Date('2025-01-01T02:30:00Z'))).toBe('31/12/2024 23:30');
    expect(formatDateTime('2025-01-01T02:30:00Z')).toBe('31/12/2024 23:30');
    expect(formatDate('2025-01-01T02:30:00+00:00')).toBe('31/12/2024');
    // Brazil still had daylight saving time (UTC−2) in January 2018.
    expect(formatDateTime(new Date('2018-01-15T12:00:00Z'))).toBe('15/01/2018 10:00');
    expect(formatModel(new Date('2025-06-10T15:00:00.999Z'))).toBe('2025-06-10T12:00:00');
  });

  it.each([[null], [undefined], [''], ['31/02/2024'], ['2024-02-30'], [new Date('nada')]])(
    'shows nothing for %j',
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );
});

describe('parsing display text', () => {
  it.each<[(text: string) => string | null, string, string | null]>([
    [parseDate, '29/02/2024', '2024-02-29T00:00:00'],
    [parseDate, '31/02/2024', null],
    [parseDate, '29/02/2023', null],
    [parseDate, '1/2/2024', null],
    [parseDate, '2024-02-29', null],
    [parseDateTime, '05/03/2024 14:07', '2024-03-05T14:07:00'],
    [parseDateTime, '05/03/2024 24:00', null],
    [parseYear, '2024', '2024-01-01T00:00:00'],
    [parseYear, '24', null],
    [parseYearMonth, '02/2024', '2024-02-01T00:00:00'],
    [parseYearMonth, '13/2024', null],
    [parseTime, '23:59', '1970-01-01T23:59:00'],
    [parseTime, '23:60', null],
  ])('%#: %j → %j', (parse, text, model) => {
    expect(parse(text)).toBe(model);
  });

  it('takes the day of a time from the value being edited', () => {
    expect(parseTime('08:15', '2024-03-05T14:07:09')).toBe('2024-03-05T08:15:00');
    expect(parseTime('08:15', 'amanhã')).toBeNull();
  });

  it.each<[DateKind, string]>([
    ['date', '05/03/2024'],
    ['dateTime', '05/03/2024 14:07'],
    ['time', '14:07'],
    ['year', '2024'],
    ['yearMonth', '03/2024'],
  ])('%s: reads back what it shows', (kind, text) => {
    const model = parseDisplay(text, kind, '2024-03-05');
    expect(model).not.toBeNull();
    expect(formatDisplay(model, kind)).toBe(text);
  });
});

describe('model values', () => {
  it.each([
    ['2024-03-05', '2024-03-05T00:00:00'],
    ['2024-03-05T14:07:09', '2024-03-05T14:07:09'],
    ['2024-03-05T14:07', null],
    ['2024-02-30', null],
    ['05/03/2024', null],
  ])('parseModel(%j) is %j', (text, model) => {
    expect(parseModel(text)).toBe(model);
  });

  it('turns a model value into the instant it denotes in São Paulo', () => {
    expect(modelToInstant('2024-03-05T21:30:00')?.toISOString()).toBe('2024-03-06T00:30:00.000Z');
    expect(modelToInstant('2018-01-15T10:00:00')?.toISOString()).toBe('2018-01-15T12:00:00.000Z');
    expect(modelToInstant('nada')).toBeNull();
  });
});
