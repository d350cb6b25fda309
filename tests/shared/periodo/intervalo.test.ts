import { describe, expect, it } from 'vitest';
import { intervaloDoPeriodo, valorDoPeriodo, type OpcaoPeriodo } from '../../../src/shared/periodo/index.ts';

// Instants in UTC; São Paulo is UTC−3 (no daylight saving since 2019).
const SABADO = new Date('2025-03-01T15:00:00Z'); // Saturday 01/03/2025 12:00 in São Paulo
const DOMINGO = new Date('2025-03-02T15:00:00Z'); // Sunday 02/03/2025 12:00
// 01:30 UTC on Saturday 1 March is still Friday 28 February, 22:30, in São Paulo.
const SEXTA_NOITE = new Date('2025-03-01T01:30:00Z');
const ANO_NOVO = new Date('2025-01-01T12:00:00Z'); // Wednesday 01/01/2025
const REVEILLON = new Date('2025-01-01T02:59:59Z'); // Tuesday 31/12/2024 23:59:59
const BISSEXTO = new Date('2028-02-29T12:00:00Z'); // Tuesday 29/02/2028

const dia = (inicio: string, fim: string) => ({ inicial: `${inicio}T00:00:00`, final: `${fim}T23:59:59` });

describe('intervaloDoPeriodo', () => {
  it.each<[string, OpcaoPeriodo, Date, { inicial: string | null; final: string | null }]>([
    ['Saturday', 'HOJE', SABADO, dia('2025-03-01', '2025-03-01')],
    ['Saturday', 'ONTEM', SABADO, dia('2025-02-28', '2025-02-28')],
    ['Saturday', 'ESTA_SEMANA', SABADO, dia('2025-02-23', '2025-03-01')],
    ['Saturday', 'ESTA_SEMANA_ISO', SABADO, dia('2025-02-24', '2025-03-02')],
    ['Saturday', 'ESTE_MES', SABADO, dia('2025-03-01', '2025-03-31')],
    ['Saturday', 'MES_ANTERIOR', SABADO, dia('2025-02-01', '2025-02-28')],
    ['Sunday', 'ESTA_SEMANA', DOMINGO, dia('2025-03-02', '2025-03-08')],
    ['Sunday', 'ESTA_SEMANA_ISO', DOMINGO, dia('2025-02-24', '2025-03-02')],
    ['Friday night (Saturday in UTC)', 'HOJE', SEXTA_NOITE, dia('2025-02-28', '2025-02-28')],
    ['Friday night (Saturday in UTC)', 'ONTEM', SEXTA_NOITE, dia('2025-02-27', '2025-02-27')],
    ['Friday night (Saturday in UTC)', 'ESTA_SEMANA', SEXTA_NOITE, dia('2025-02-23', '2025-03-01')],
    ['Friday night (Saturday in UTC)', 'ESTE_MES', SEXTA_NOITE, dia('2025-02-01', '2025-02-28')],
    ['Friday night (Saturday in UTC)', 'MES_ANTERIOR', SEXTA_NOITE, dia('2025-01-01', '2025-01-31')],
    ['New Year', 'ONTEM', ANO_NOVO, dia('2024-12-31', '2024-12-31')],
    ['New Year', 'ESTA_SEMANA', ANO_NOVO, dia('2024-12-29', '2025-01-04')],
    ['New Year', 'ESTA_SEMANA_ISO', ANO_NOVO, dia('2024-12-30', '2025-01-05')],
    ['New Year', 'MES_ANTERIOR', ANO_NOVO, dia('2024-12-01', '2024-12-31')],
    ['New Year', 'ANUAL', ANO_NOVO, dia('2025-01-01', '2025-12-31')],
    ["New Year's Eve (New Year in UTC)", 'HOJE', REVEILLON, dia('2024-12-31', '2024-12-31')],
    ["New Year's Eve (New Year in UTC)", 'ANUAL', REVEILLON, dia('2024-01-01', '2024-12-31')],
    ["New Year's Eve (New Year in UTC)", 'ESTE_MES', REVEILLON, dia('2024-12-01', '2024-12-31')],
    ['leap day', 'ANUAL', BISSEXTO, dia('2028-01-01', '2028-12-31')],
    ['leap day', 'ESTE_MES', BISSEXTO, dia('2028-02-01', '2028-02-29')],
    ['leap day', 'HOJE', BISSEXTO, dia('2028-02-29', '2028-02-29')],
    ['leap day', 'TODOS', BISSEXTO, { inicial: null, final: null }],
  ])('%s: %s', (_quando, opcao, agora, esperado) => {
    expect(intervaloDoPeriodo(opcao, agora)).toEqual(esperado);
  });

  it('ULTIMOS_30_DIAS runs from exactly 30 days before now to now, in São Paulo time', () => {
    expect(intervaloDoPeriodo('ULTIMOS_30_DIAS', SEXTA_NOITE)).toEqual({
      inicial: '2025-01-29T22:30:00',
      final: '2025-02-28T22:30:00',
    });
    expect(intervaloDoPeriodo('ULTIMOS_30_DIAS', new Date('2028-03-15T13:45:30.900Z'))).toEqual({
      inicial: '2028-02-14T10:45:30',
      final: '2028-03-15T10:45:30',
    });
  });

  it('MES_ANTERIOR of 31 March is February, never a 31 February', () => {
    expect(intervaloDoPeriodo('MES_ANTERIOR', new Date('2028-03-31T12:00:00Z'))).toEqual(dia('2028-02-01', '2028-02-29'));
  });

  it('CUSTOMIZADO spans the whole days it was given', () => {
    expect(
      intervaloDoPeriodo('CUSTOMIZADO', SABADO, { inicial: '2024-02-29T10:00:00', final: '2024-03-05' }),
    ).toEqual(dia('2024-02-29', '2024-03-05'));
    expect(
      intervaloDoPeriodo('CUSTOMIZADO', SABADO, { inicial: new Date('2025-01-01T01:00:00Z'), final: null }),
    ).toEqual({ inicial: '2024-12-31T00:00:00', final: null });
    expect(intervaloDoPeriodo('CUSTOMIZADO', SABADO, { inicial: '31/02/2024' })).toEqual({ inicial: null, final: null });
    expect(intervaloDoPeriodo('CUSTOMIZADO', SABADO)).toEqual({ inicial: null, final: null });
  });

  it('refuses an invalid now instead of returning garbage bounds', () => {
    expect(() => intervaloDoPeriodo('HOJE', new Date('nada'))).toThrow(RangeError);
  });
});

describe('valorDoPeriodo', () => {
  it('is the filter value of section 3: the option and its dates', () => {
    expect(valorDoPeriodo('HOJE', SABADO)).toEqual({ opcao: 'HOJE', data: dia('2025-03-01', '2025-03-01') });
    expect(valorDoPeriodo('TODOS', SABADO)).toEqual({ opcao: 'TODOS', data: { inicial: null, final: null } });
  });
});
