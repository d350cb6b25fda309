import { describe, expect, it } from 'vitest';
import { consultaDoFiltro, filtroDaUrl, filtroVazio, urlDoFiltro } from '../../../../src/client/pages/mensagens/filtros/filtro.ts';
import { valorDoPeriodo } from '../../../../src/shared/periodo/index.ts';

// The filters of mensagens/filtros: kept in the URL and turned into the search call's query.

const AGORA = new Date('2026-03-10T13:00:00.000Z');

describe('filters', () => {
  it('go to the URL and come back the same', () => {
    const filtro = {
      q: ' pauta ',
      pasta: 'caixaentrada' as const,
      remetente: { id: 8, nome: 'Bia Lima' },
      situacao: 'naolidas' as const,
      periodo: valorDoPeriodo('CUSTOMIZADO', AGORA, { inicial: '2026-03-01', final: '2026-03-05' }),
    };
    const url = urlDoFiltro(filtro);
    expect(url.toString()).toBe('q=pauta&pasta=caixaentrada&remetenteId=8&remetente=Bia+Lima&situacao=naolidas&periodo=CUSTOMIZADO&de=2026-03-01&ate=2026-03-05');
    expect(filtroDaUrl(url, AGORA)).toEqual({ ...filtro, q: 'pauta' });
  });

  it('become the search query, a read state meaning received messages', () => {
    const filtro = { ...filtroVazio(AGORA), q: 'x', situacao: 'lidas' as const, periodo: valorDoPeriodo('HOJE', AGORA) };
    expect(consultaDoFiltro(filtro)).toEqual({ q: 'x', lida: true, dataInicial: '2026-03-10', dataFinal: '2026-03-10' });
    expect(consultaDoFiltro(filtroVazio(AGORA))).toEqual({});
  });

  it('ignore what the URL holds that is not a filter', () => {
    expect(filtroDaUrl(new URLSearchParams('pasta=lixo&situacao=x&remetenteId=abc&periodo=NUNCA'), AGORA)).toEqual(filtroVazio(AGORA));
  });
});
