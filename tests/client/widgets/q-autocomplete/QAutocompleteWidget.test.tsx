import '../../support/environment.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AVISO_SEM_SELECAO,
  AutocompleteContext,
  QAutocompleteWidget,
} from '../../../../src/client/widgets/q-autocomplete/index.ts';
import { stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

const cidade = (id: number) => ({ id, nome: `Cidade ${id}`, estado: { uf: 'SP' } });
const RECIFE = { id: 7, nome: 'Recife', estado: { uf: 'PE' } };

const query = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

/** /api/cidades answering pages of 10 of `total` cities, in the paged reply shape. */
function cidades(total: number) {
  return stubFetch({
    'GET /api/cidades': (call: RecordedCall) => {
      const page = Number(query(call).page);
      const ids = Array.from({ length: 10 }, (_, i) => (page - 1) * 10 + i + 1).filter((id) => id <= total);
      return new Response(JSON.stringify({ content: { resultList: ids.map(cidade), hasMore: page * 10 < total } }));
    },
  });
}

const combobox = () => screen.getByRole('combobox', { name: ROTULO });

afterEach(() => {
  vi.unstubAllGlobals();
});

// Generous: typing waits out the debounce, and a full parallel run slows Fluent's popups.
describe('the autocomplete', { timeout: 15_000 }, () => {
  it('asks the referenced collection with page, rpp=10, q and term, after typing settles', async () => {
    const { callsTo } = cidades(3);
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });

    await userEvent.type(combobox(), 'sao');

    await waitFor(() => expect(callsTo('GET', '/api/cidades').map(query)).toContainEqual(expect.objectContaining({ q: 'sao' })));
    const pedidos = callsTo('GET', '/api/cidades').map(query);
    // The partial texts are held back by the wait (useAtrasado's test); how many get through here
    // depends on how fast the machine types.
    expect(pedidos.at(-1)).toEqual({ page: '1', rpp: '10', q: 'sao', term: 'sao', fields: 'id,nome,estado.uf' });
  });

  it('sends the field’s x-refFiltro as the collection’s filters, so it offers only those records', async () => {
    const { callsTo } = cidades(3);
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade', filtroDaReferencia: { estado: 'PE' } } });

    await userEvent.type(combobox(), 'rec');

    await waitFor(() => expect(callsTo('GET', '/api/cidades').map(query)).toContainEqual(expect.objectContaining({ q: 'rec' })));
    expect(callsTo('GET', '/api/cidades').map(query).at(-1)).toEqual({ estado: 'PE', page: '1', rpp: '10', q: 'rec', term: 'rec', fields: 'id,nome,estado.uf' });
  });

  it('loads the next page when the highlighted item is within 15 of the end', async () => {
    const { callsTo } = cidades(25);
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });

    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Cidade 1 - SP' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');

    expect(await screen.findByRole('option', { name: 'Cidade 20 - SP' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/cidades').map((call) => query(call).page)).toEqual(['1', '2']);
    expect(callsTo('GET', '/api/cidades').every((call) => query(call).rpp === '10')).toBe(true);
  });

  it('stops asking once a page says there is no more', async () => {
    const { callsTo } = cidades(8);
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });

    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Cidade 8 - SP' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');

    expect(callsTo('GET', '/api/cidades').map((call) => query(call).page)).toEqual(['1']);
  });

  it('also reads content.list and content.more', async () => {
    const { callsTo } = stubFetch({
      'GET /api/pessoas': (call: RecordedCall) =>
        new Response(JSON.stringify({ content: { list: [{ id: Number(query(call).page), nome: `Pessoa ${query(call).page}` }], more: query(call).page === '1' } })),
    });
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'pessoa' } });

    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Pessoa 1' });
    await userEvent.keyboard('{ArrowDown}');

    expect(await screen.findByRole('option', { name: 'Pessoa 2' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/pessoas')).toHaveLength(2);
  });

  it('emits the chosen record and shows a Cidade as nome - UF', async () => {
    stubFetch({ 'GET /api/cidades': { content: { resultList: [RECIFE], hasMore: false } } });
    const { onChange } = renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });

    await userEvent.type(combobox(), 'rec');
    await userEvent.click(await screen.findByRole('option', { name: 'Recife - PE' }));

    expect(ultimo(onChange)).toEqual(RECIFE);
    await waitFor(() => expect(combobox()).toHaveValue('Recife - PE'));
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText(AVISO_SEM_SELECAO)).not.toBeInTheDocument());
  });

  it('warns when text was typed and nothing chosen, and keeps the value null', async () => {
    stubFetch({ 'GET /api/cidades': { content: { resultList: [RECIFE], hasMore: false } } });
    const { onChange } = renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });

    await userEvent.type(combobox(), 'Cidade que não existe');
    await userEvent.tab();

    await waitFor(() => expect(screen.getByText('Atenção! Nenhum valor foi selecionado.')).toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops a chosen record whose text the user then changed, with the warning', async () => {
    stubFetch({ 'GET /api/cidades': { content: { resultList: [RECIFE], hasMore: false } } });
    const { onChange } = renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' }, valor: RECIFE });

    await userEvent.type(combobox(), 'x');
    await userEvent.tab();

    expect(ultimo(onChange)).toBeNull();
    await waitFor(() => expect(screen.getByText(AVISO_SEM_SELECAO)).toBeInTheDocument());
  });

  it('clears the value, without a warning, when the text is erased', async () => {
    stubFetch({ 'GET /api/cidades': { content: { resultList: [RECIFE], hasMore: false } } });
    const { onChange } = renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' }, valor: RECIFE });

    await userEvent.clear(combobox());
    await userEvent.tab();

    expect(ultimo(onChange)).toBeNull();
    await waitFor(() => expect(screen.queryByText(AVISO_SEM_SELECAO)).not.toBeInTheDocument());
  });

  it('takes the url and the display from AutocompleteContext', async () => {
    const { callsTo } = stubFetch({ 'GET /api/enderecos/cidades': { content: { resultList: [RECIFE], hasMore: false } } });
    const fontes = { cidade: { url: '/api/enderecos/cidades', exibir: (r: { id: unknown }) => `Cidade nº ${String(r.id)}` } };
    renderWidget(QAutocompleteWidget, {
      apresentacao: { referencia: 'cidade' },
      envolver: (filho) => <AutocompleteContext value={fontes}>{filho}</AutocompleteContext>,
    });

    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');

    expect(await screen.findByRole('option', { name: 'Cidade nº 7' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/enderecos/cidades')).not.toHaveLength(0);
  });

  it('takes the url from its own prop before anything else', async () => {
    const { callsTo } = stubFetch({ 'GET /api/pessoas/situacoes': { content: { resultList: [{ id: 1, descricao: 'Ativa' }], hasMore: false } } });
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'situacao' }, extras: { url: '/api/pessoas/situacoes' } });

    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');

    expect(await screen.findByRole('option', { name: 'Ativa' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/pessoas/situacoes')).not.toHaveLength(0);
  });

  it('with multiplo, emits an array and lists the chosen records as removable tags', async () => {
    stubFetch({ 'GET /api/cidades': { content: { resultList: [RECIFE, cidade(1)], hasMore: false } } });
    const { onChange } = renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade', multiplo: true } });

    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    // Fluent gives multi-select options the role menuitemcheckbox.
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Recife - PE' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Cidade 1 - SP' }));
    expect(ultimo(onChange)).toEqual([RECIFE, cidade(1)]);

    await userEvent.click(screen.getByRole('button', { name: 'Remover Recife - PE' }));
    expect(ultimo(onChange)).toEqual([cidade(1)]);
  });

  it('says so when the search finds nothing', async () => {
    stubFetch({ 'GET /api/cidades': { content: { resultList: [], hasMore: false } } });
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });
    await userEvent.type(combobox(), 'zzz');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nenhum resultado encontrado' })).toHaveAttribute('aria-disabled', 'true'));
  });

  it('caps the menu at 300px', async () => {
    cidades(3);
    renderWidget(QAutocompleteWidget, { apresentacao: { referencia: 'cidade' } });
    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    expect(getComputedStyle(await screen.findByRole('listbox')).maxHeight).toBe('300px');
  });
});
