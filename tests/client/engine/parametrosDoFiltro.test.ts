import { describe, expect, it } from 'vitest';
import { parametrosDoFiltro } from '../../../src/client/engine/lista/parametrosDoFiltro.ts';
import type { CampoDoFiltroResolvido, FiltroResolvido } from '../../../src/shared/engine/tela-resolvida.ts';

// A filter's values as the query string the list and its resumos send.

const campo = (parametro: string, widget: string, multiplo = false): CampoDoFiltroResolvido => ({
  parametro,
  campo: parametro,
  titulo: parametro,
  widget,
  largura: 6,
  regras: [],
  mascara: null,
  formato: null,
  tipo: null,
  opcoes: null,
  referencia: null,
  multiplo,
});

const FILTRO: FiltroResolvido = {
  campos: [campo('vencimento', 'periodo'), campo('valor', 'intervalo'), campo('cidade', 'q-autocomplete'), campo('grupos', 'q-autocomplete', true), campo('ativo', 'o-select')],
};

describe('parametrosDoFiltro', () => {
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['a period by its option alone: the server works out the dates', { vencimento: { opcao: 'ESTE_MES', data: { inicial: '2026-01-01T00:00:00', final: '2026-01-31T23:59:59' } } }, [['vencimento', 'ESTE_MES']]],
    ['TODOS is no filter', { vencimento: { opcao: 'TODOS', data: { inicial: null, final: null } } }, []],
    [
      'CUSTOMIZADO with its days',
      { vencimento: { opcao: 'CUSTOMIZADO', data: { inicial: '2026-01-05T00:00:00', final: '2026-02-10T23:59:59' } } },
      [['vencimento', 'CUSTOMIZADO'], ['vencimentoDe', '2026-01-05'], ['vencimentoAte', '2026-02-10']],
    ],
    ['CUSTOMIZADO open at the start', { vencimento: { opcao: 'CUSTOMIZADO', data: { inicial: null, final: '2026-02-10T23:59:59' } } }, [['vencimento', 'CUSTOMIZADO'], ['vencimentoAte', '2026-02-10']]],
    ['an unknown option is left out', { vencimento: { opcao: 'SEMPRE' } }, []],
    ['a range of numbers', { valor: { de: 10.5, ate: 1000 } }, [['valorDe', '10.5'], ['valorAte', '1000']]],
    ['a range open at the end', { valor: { de: 0, ate: null } }, [['valorDe', '0']]],
    ['a record by its id, several repeated', { cidade: { id: 7, nome: 'Recife' }, grupos: [{ id: 1 }, { id: 2 }] }, [['cidade', '7'], ['grupos', '1'], ['grupos', '2']]],
    ['a value as text, a parameter the descriptor lacks left out', { ativo: false, intruso: 'x' }, [['ativo', 'false']]],
  ])('%s', (_caso, valores, esperado) => {
    expect(parametrosDoFiltro(FILTRO, valores)).toEqual(esperado);
  });
});
