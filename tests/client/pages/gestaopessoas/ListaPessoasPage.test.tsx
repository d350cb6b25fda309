import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { PessoaDaLista } from '../../../../src/client/pages/gestaopessoas/pessoa.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

const MARIA: PessoaDaLista = {
  id: 1,
  codigo: 101,
  nome: 'Maria da Silva',
  papelPessoaFisica: true,
  papelPessoaJuridica: false,
  pessoaFisica: { cpf: '52998224725' },
  pessoaJuridica: null,
  cidade: { nome: 'Campinas', estado: { uf: 'SP' } },
};

const ACME: PessoaDaLista = {
  id: 2,
  codigo: 102,
  nome: 'Acme Ltda',
  papelPessoaFisica: false,
  papelPessoaJuridica: true,
  pessoaFisica: null,
  pessoaJuridica: { cnpj: '11222333000181' },
  cidade: null,
};

function pagina(resultList: PessoaDaLista[], extra: Partial<PagedContent<PessoaDaLista>> = {}) {
  return { resultList, hasMore: false, page: 1, rpp: 10, count: resultList.length, countExact: true, pageCount: 1, ...extra };
}

function abrirLista(responder: (call: RecordedCall) => PagedContent<PessoaDaLista>, tags = ['gestaopessoas.pessoa.visualizar']) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'POST /api/pessoas/filter': (call: RecordedCall) => Response.json({ content: responder(call) }),
  });
  renderApp('/gestaopessoas/lista');
  return stub;
}

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the people list', () => {
  it('lists code, name, formatted CPF/CNPJ and city', async () => {
    const { callsTo } = abrirLista(() => pagina([MARIA, ACME]));

    const tabela = await screen.findByRole('table', { name: 'Pessoas' });
    const textos = (linha: HTMLElement | undefined, papel: 'columnheader' | 'cell') =>
      linha ? within(linha).getAllByRole(papel).map((celula) => celula.textContent) : [];
    const [cabecalho, ...linhas] = within(tabela).getAllByRole('row');
    expect(textos(cabecalho, 'columnheader')).toEqual(['Código', 'Nome', 'CPF/CNPJ', 'Cidade']);
    expect(linhas.map((linha) => textos(linha, 'cell'))).toEqual([
      ['101', 'Maria da Silva', '529.982.247-25', 'Campinas - SP'],
      ['102', 'Acme Ltda', '11.222.333/0001-81', ''],
    ]);
    const [chamada] = callsTo('POST', '/api/pessoas/filter');
    expect(chamada?.url).toBe('/api/pessoas/filter?page=1&rpp=10');
    expect(chamada?.body).toEqual({ q: '' });
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByText('2 registros')).toBeInTheDocument();
  });

  it('searches with Enter and with the button, from the first page', async () => {
    const { callsTo } = abrirLista((call) => pagina((call.body as { q: string }).q ? [ACME] : [MARIA]));
    await screen.findByText('Maria da Silva');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'acme{Enter}');
    expect(await screen.findByText('Acme Ltda')).toBeInTheDocument();
    expect(callsTo('POST', '/api/pessoas/filter').at(-1)?.body).toEqual({ q: 'acme' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Pesquisar' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'maria');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(callsTo('POST', '/api/pessoas/filter').at(-1)?.body).toEqual({ q: 'maria' }));
  });

  it('pages forwards and back', async () => {
    const { callsTo } = abrirLista((call) => {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return pagina([page === 1 ? MARIA : ACME], { page, count: 15, pageCount: 2, hasMore: page === 1 });
    });
    await screen.findByText('Maria da Silva');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Acme Ltda')).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    expect(callsTo('POST', '/api/pessoas/filter').at(-1)?.url).toBe('/api/pessoas/filter?page=2&rpp=10');

    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Maria da Silva')).toBeInTheDocument();
  });

  it('says "mais de 10.000" when the count is capped', async () => {
    abrirLista(() => pagina([MARIA], { count: 10_000, countExact: false, pageCount: 1000, hasMore: true }));
    expect(await screen.findByText('mais de 10.000 registros')).toBeInTheDocument();
    expect(screen.getByText('Página 1')).toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    abrirLista(() => pagina([]));
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for more rows on wider screens', async () => {
    vi.stubGlobal('innerWidth', 1440);
    const { callsTo } = abrirLista(() => pagina([MARIA]));
    await screen.findByText('Maria da Silva');
    expect(callsTo('POST', '/api/pessoas/filter')[0]?.url).toBe('/api/pessoas/filter?page=1&rpp=15');
  });

  it('is refused without the permission to view people', async () => {
    const { callsTo } = abrirLista(() => pagina([MARIA]), []);
    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade')).toBeInTheDocument();
    expect(callsTo('POST', '/api/pessoas/filter')).toHaveLength(0);
  });
});
