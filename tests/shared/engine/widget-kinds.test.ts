import { describe, expect, it } from 'vitest';
import {
  FILTER_KINDS,
  WIDGET_KINDS,
  componentesInvalidosDoFiltro,
  isFilterKind,
  isWidgetKind,
  mensagemComponentesInvalidos,
} from '../../../src/shared/engine/widget-kinds.ts';

const campos = (...widgets: string[]) => widgets.map((widget) => ({ widget }));

describe('widget kinds', () => {
  it('accepts in filters the eight kinds of the specification and the ranges of issue 15', () => {
    expect([...FILTER_KINDS]).toEqual([
      'q-input',
      'q-autocomplete',
      'o-select',
      'date-time-picker',
      'q-checkbox',
      'masked-input',
      'periodo',
      'check-box-filter',
      'intervalo',
    ]);
  });

  it('registers the filter kinds and the form-only kinds', () => {
    expect(WIDGET_KINDS.filter((kind) => !isFilterKind(kind))).toEqual(['textarea', 'number', 'codigo', 'money', 'photo', 'attachments', 'colour', 'lista-de-itens', 'ponto-no-mapa', 'seletor-de-tags', 'retencoes', 'tabela']);
    expect(WIDGET_KINDS.every(isWidgetKind)).toBe(true);
    expect(isWidgetKind('slider')).toBe(false);
    expect(isWidgetKind('constructor')).toBe(false);
  });
});

describe('componentesInvalidosDoFiltro', () => {
  it.each<[string[], string[]]>([
    [[...FILTER_KINDS], []],
    [[], []],
    [['q-input', 'textarea', 'periodo'], ['textarea']],
    [['money', 'q-input', 'slider', 'money', 'colour'], ['money', 'slider', 'colour']],
  ])('%j → %j', (widgets, invalidos) => {
    expect(componentesInvalidosDoFiltro(campos(...widgets))).toEqual(invalidos);
  });

  it('says which components are invalid and which are accepted', () => {
    expect(mensagemComponentesInvalidos(['textarea', 'money'])).toBe(
      'Componentes inválidos no filtro: textarea, money. Use apenas: q-input, q-autocomplete, o-select, date-time-picker, q-checkbox, masked-input, periodo, check-box-filter, intervalo.',
    );
  });
});
