import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { json, type RecordedCall } from '../support/fetchStub.ts';
import { ANA, BETO, TAGS_TODAS, VOLUNTARIOS, configuracao, pagina } from './fixtures.ts';
import { parametros, renderTela, stubTela } from './support.tsx';

// A list's summary bar and footer (lista.resumos) and the filters finance needs (a period, a
// from–to range), as the engine's list shows and sends them.

const COM_RESUMOS: Descriptor = {
  ...VOLUNTARIOS,
  lista: {
    colunas: ['nome', 'nascimento', 'ajudaDeCusto', 'ativo', 'cidade'],
    ordenacaoPadrao: { campo: 'nome' },
    resumos: [
      { nome: 'total', rotulo: 'Total pago', soma: 'ajudaDeCusto' },
      { nome: 'quantidade', contagem: true },
      { nome: 'dosAtivos', rotulo: 'Pago aos ativos', soma: 'ajudaDeCusto', se: { field: 'ativo', op: 'eq', value: true } },
      { nome: 'ativos', rotulo: 'Ativos', contagem: true, se: { field: 'ativo', op: 'eq', value: true } },
    ],
  },
  filtro: { campos: [{ campo: 'nascimento', titulo: 'Nascidos', widget: 'periodo' }, { campo: 'ajudaDeCusto', widget: 'intervalo' }] },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function abrir(path = '/teste/voluntarios', resumos = (_: RecordedCall) => json({ content: { total: 1234.56, quantidade: 2, dosAtivos: 1000, ativos: 1 } })) {
  const stub = stubTela(TAGS_TODAS, { 'GET /api/voluntarios': { content: pagina([ANA, BETO]) }, 'GET /api/voluntarios/resumos': resumos }, configuracao(), COM_RESUMOS);
  const vista = renderTela(path);
  await screen.findByRole('cell', { name: 'Ana Lima' });
  return { ...stub, ...vista, pedidosDosResumos: () => stub.callsTo('GET', '/api/voluntarios/resumos').map(parametros) };
}

/** Each figure of the bar: its term and the definition after it. */
const figuras = async () =>
  within(await screen.findByLabelText('Resumo da lista'))
    .getAllByRole('term')
    .map((termo) => [termo.textContent, termo.nextElementSibling?.textContent]);

describe('the summary bar and the footer of a list', { timeout: 30_000 }, () => {
  it('shows each figure the server computed, money as 1.234,56, and the sum of every row (not of some) under its column', async () => {
    await abrir();

    await waitFor(async () => expect(await figuras()).toEqual([['Total pago', '1.234,56'], ['Quantidade', '2'], ['Pago aos ativos', '1.000,00'], ['Ativos', '1']]));
    const tabela = screen.getByRole('table', { name: 'Voluntários' });
    const rodape = within(tabela).getAllByRole('row').at(-1);
    await waitFor(() => expect(within(rodape!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Totais', '', '1.234,56', '', '', '']));
  });

  it('asks resumos with the same search and filter as the page, and again when they change', async () => {
    const usuario = userEvent.setup();
    const { pedidosDosResumos, callsTo } = await abrir('/teste/voluntarios?q=ana');
    await waitFor(() => expect(pedidosDosResumos()).toHaveLength(1));
    expect(Object.fromEntries(pedidosDosResumos()[0]!)).toEqual({ q: 'ana' });

    await usuario.click(screen.getByRole('button', { name: 'Filtros' }));
    const faixa = await screen.findByRole('group', { name: 'Ajuda de custo' });
    await usuario.type(within(faixa).getByLabelText('De'), '100');
    await usuario.click(screen.getByRole('combobox', { name: 'Nascidos' }));
    await usuario.click(await screen.findByRole('option', { name: 'Este mês' }));
    await usuario.click(screen.getByRole('button', { name: 'Aplicar' }));

    const esperado = { q: 'ana', nascimento: 'ESTE_MES', ajudaDeCustoDe: '100' };
    await waitFor(() => expect(Object.fromEntries(pedidosDosResumos().at(-1)!)).toEqual(esperado));
    const pagina = parametros(callsTo('GET', '/api/voluntarios').at(-1)!);
    expect(Object.fromEntries(pagina)).toEqual({ page: '1', rpp: '10', sort: 'nome,asc', ...esperado });
  });

  it('reads the figures again after a delete, as the list itself', async () => {
    const usuario = userEvent.setup();
    let registros = [ANA, BETO];
    stubTela(
      TAGS_TODAS,
      {
        'GET /api/voluntarios': () => json({ content: pagina(registros) }),
        'GET /api/voluntarios/resumos': () => json({ content: { total: registros.length * 100, quantidade: registros.length, dosAtivos: 100, ativos: 1 } }),
        'DELETE /api/voluntarios/8': () => {
          registros = [ANA];
          return json({ content: { id: 8 }, message: 'Registro excluído.' });
        },
      },
      configuracao(),
      COM_RESUMOS,
    );
    renderTela('/teste/voluntarios');
    await waitFor(async () => expect(await figuras()).toEqual([['Total pago', '200,00'], ['Quantidade', '2'], ['Pago aos ativos', '100,00'], ['Ativos', '1']]));

    await usuario.click(await screen.findByRole('button', { name: 'Excluir Beto Souza' }));
    await usuario.click(await screen.findByRole('button', { name: 'Excluir', hidden: true }));
    await waitFor(async () => expect(await figuras()).toEqual([['Total pago', '100,00'], ['Quantidade', '1'], ['Pago aos ativos', '100,00'], ['Ativos', '1']]));
  });

  it('asks nothing and shows no bar on a list without resumos', async () => {
    const stub = stubTela(TAGS_TODAS, { 'GET /api/voluntarios': { content: pagina([ANA]) } });
    renderTela('/teste/voluntarios');
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByLabelText('Resumo da lista')).not.toBeInTheDocument());
    expect(stub.callsTo('GET', '/api/voluntarios/resumos')).toEqual([]);
  });
});
