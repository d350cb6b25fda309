import { describe, expect, it } from 'vitest';
import {
  OPCAO_PERIODO_PADRAO,
  OPCOES_PERIODO,
  ROTULOS_PERIODO,
  isOpcaoPeriodo,
} from '../../../src/shared/periodo/index.ts';

describe('period options', () => {
  it('are the options of the specification with their pt-BR labels, in order', () => {
    expect(OPCOES_PERIODO.map((opcao) => [opcao, ROTULOS_PERIODO[opcao]])).toEqual([
      ['ONTEM', 'Ontem'],
      ['HOJE', 'Hoje'],
      ['ESTA_SEMANA', 'Esta semana'],
      ['ESTA_SEMANA_ISO', 'Esta semana (ISO)'],
      ['ESTE_MES', 'Este mês'],
      ['MES_ANTERIOR', 'Mês anterior'],
      ['ULTIMOS_30_DIAS', 'Últimos 30 dias'],
      ['ANUAL', 'Anual'],
      ['TODOS', 'Todos'],
      ['CUSTOMIZADO', 'Customizado'],
    ]);
  });

  it('default to TODOS', () => {
    expect(OPCAO_PERIODO_PADRAO).toBe('TODOS');
  });

  it.each([
    ['HOJE', true],
    ['hoje', false],
    ['SEMANA', false],
    [3, false],
  ])('isOpcaoPeriodo(%j) is %s', (value, expected) => {
    expect(isOpcaoPeriodo(value)).toBe(expected);
  });
});
