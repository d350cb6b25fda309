import { describe, expect, it } from 'vitest';
import { escreverFiltros, lerFiltros } from '../../../../../src/client/pages/financeiro/movimento/filtrosNaUrl.ts';
import { caminhoDoExtrato, diasDoMes, listaDoRealizado, listaDosVencidos } from '../../../../../src/client/pages/financeiro/painel/listas.ts';

// Where a dashboard's click leads (the engine's list reads ?filtro= from its URL, the statement its
// own filters) and the filters kept in the dashboard's URL.

const filtroDe = (caminho: string): unknown => JSON.parse(new URLSearchParams(caminho.split('?')[1]).get('filtro') ?? 'null');
const SEM_FILTROS = { conta: null, centroCusto: null, categoria: null };

describe('the lists a chart opens', () => {
  it('opens the side paid in the days, with the bar and the dashboard filters', () => {
    const caminho = listaDoRealizado('despesas', { inicio: '2026-02-01', fim: '2026-02-28' }, { ...SEM_FILTROS, conta: { id: 3, descricao: 'Caixa' } }, { categoria: { id: 7, descricao: 'Aluguel' } });
    expect(caminho.startsWith('/financeiro/despesa?filtro=')).toBe(true);
    expect(filtroDe(caminho)).toEqual({
      conta: { id: 3, descricao: 'Caixa' },
      categoria: { id: 7, descricao: 'Aluguel' },
      baixadoEm: { opcao: 'CUSTOMIZADO', data: { inicial: '2026-02-01T00:00:00', final: '2026-02-28T23:59:59' } },
    });
  });

  it("clips a month to the period's days", () => {
    expect(diasDoMes('2024-02', { inicio: '2024-01-15', fim: '2024-12-31' })).toEqual({ inicio: '2024-02-01', fim: '2024-02-29' });
    expect(diasDoMes('2026-03', { inicio: '2026-03-10', fim: '2026-03-20' })).toEqual({ inicio: '2026-03-10', fim: '2026-03-20' });
  });

  it("opens an overdue bucket's open títulos by their due days", () => {
    expect(filtroDe(listaDosVencidos('receitas', '31-60', '2026-11-27', SEM_FILTROS))).toEqual({
      situacao: ['ABERTO', 'PARCIAL'],
      proximoVencimento: { opcao: 'CUSTOMIZADO', data: { inicial: '2026-09-28T00:00:00', final: '2026-10-27T23:59:59' } },
    });
    expect(filtroDe(listaDosVencidos('despesas', '90+', '2026-11-27', SEM_FILTROS))).toMatchObject({ proximoVencimento: { data: { inicial: null, final: '2026-08-28T23:59:59' } } });
  });
});

describe("the dashboard's filters in its URL", () => {
  const agora = new Date('2026-11-27T12:00:00Z');
  const ler = (texto: string) => lerFiltros(new URLSearchParams(texto), ['conta'], 'ANUAL', agora);

  it('reads what it writes, and this year when absent or unknown', () => {
    const custom = ler('periodo=CUSTOMIZADO&de=2026-01-10&ate=2026-03-05');
    expect(escreverFiltros(custom).toString()).toBe('periodo=CUSTOMIZADO&de=2026-01-10&ate=2026-03-05');
    expect(ler('periodo=XYZ').periodo.opcao).toBe('ANUAL');
    expect(ler('').periodo.data.inicial).toBe('2026-01-01T00:00:00');
  });

  it('keeps a chosen record by its id and text, and leaves out one a hand-edited URL spoilt', () => {
    expect(ler(`conta=${encodeURIComponent('{"id":3,"descricao":"Caixa"}')}`).registros.conta).toEqual({ id: 3, descricao: 'Caixa' });
    expect(ler('conta=3').registros.conta).toBeNull();
    expect(ler('conta=%7B').registros.conta).toBeNull();
  });
});

describe('the statement a balance opens', () => {
  it("names the account and the dashboard's period", () => {
    const periodo = { opcao: 'ANUAL' as const, data: { inicial: '2026-01-01T00:00:00', final: '2026-12-31T23:59:59' } };
    const caminho = caminhoDoExtrato({ id: 3, descricao: 'Caixa' }, periodo);
    expect(caminho.startsWith('/financeiro/extrato?')).toBe(true);
    const query = new URLSearchParams(caminho.split('?')[1]);
    expect(query.get('periodo')).toBe('ANUAL');
    expect(JSON.parse(query.get('conta') ?? 'null')).toEqual({ id: 3, descricao: 'Caixa' });
  });
});
