import { describe, expect, it } from 'vitest';
import { feriadosNacionais, pascoa } from '../../../src/shared/calendario/index.ts';

describe('pascoa (Gregorian computus)', () => {
  it.each([
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i → %s', (ano, domingo) => {
    expect(pascoa(ano)).toBe(domingo);
  });
});

describe('feriadosNacionais', () => {
  it('2025, with its pt-BR names, in date order', () => {
    expect(feriadosNacionais(2025)).toEqual([
      { data: '2025-01-01', nome: 'Confraternização Universal' },
      { data: '2025-03-03', nome: 'Carnaval' },
      { data: '2025-03-04', nome: 'Carnaval' },
      { data: '2025-04-18', nome: 'Sexta-feira Santa' },
      { data: '2025-04-21', nome: 'Tiradentes' },
      { data: '2025-05-01', nome: 'Dia do Trabalho' },
      { data: '2025-06-19', nome: 'Corpus Christi' },
      { data: '2025-09-07', nome: 'Independência do Brasil' },
      { data: '2025-10-12', nome: 'Nossa Senhora Aparecida' },
      { data: '2025-11-02', nome: 'Finados' },
      { data: '2025-11-15', nome: 'Proclamação da República' },
      { data: '2025-11-20', nome: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { data: '2025-12-25', nome: 'Natal' },
    ]);
  });

  it('2024: the movable ones follow Easter on 31/03', () => {
    const datas = feriadosNacionais(2024).map((f) => f.data);
    expect(datas).toEqual(expect.arrayContaining(['2024-02-12', '2024-02-13', '2024-03-29', '2024-05-30', '2024-11-20']));
    expect(datas).toHaveLength(13);
  });

  it('20/11 is a holiday from 2024 on (Lei 14.759/2023), not before', () => {
    expect(feriadosNacionais(2023).map((f) => f.data)).not.toContain('2023-11-20');
    expect(feriadosNacionais(2023)).toHaveLength(12);
  });
});
