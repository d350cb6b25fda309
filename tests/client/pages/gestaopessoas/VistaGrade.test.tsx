import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACME, MARIA, PRIMEIRA_CARGA, abrirCadastro, pagina, parametros } from './support.tsx';

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const cartoes = () => within(screen.getByRole('list', { name: 'Pessoas' })).getAllByRole('listitem');

describe('the people register, Grade view', { timeout: 15_000 }, () => {
  it('shows a card per person: code, name cut at 30 characters, roles and birth date', async () => {
    abrirCadastro();
    const link = await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeInTheDocument());
    await waitFor(() => expect(link).toHaveTextContent(/^Maria Aparecida dos Santos Fig\.\.\.$/));
    const [maria, acme] = cartoes();
    await waitFor(() => expect(within(maria!).getByText('Código 101')).toBeInTheDocument());
    await waitFor(() => expect(within(maria!).getByRole('img', { name: 'Pessoa Física' })).toBeInTheDocument());
    await waitFor(() => expect(maria).toHaveTextContent('Data de nascimento: 01/02/1980'));
    await waitFor(() => expect(within(acme!).getByRole('link', { name: 'Acme Ltda' })).toHaveTextContent(/^Acme Ltda$/));
    await waitFor(() => expect(within(acme!).getByRole('img', { name: 'Pessoa Jurídica' })).toBeInTheDocument());
    await waitFor(() => expect(within(acme!).getByRole('img', { name: 'Fornecedor' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grade' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('asks the first page with rpp by width, the fields shown and an empty filter', async () => {
    const { pedidos } = abrirCadastro();
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    const [primeiro] = pedidos();
    const query = parametros(primeiro);
    expect(query.get('page')).toBe('1');
    expect(query.get('rpp')).toBe('10');
    expect(query.get('fields')?.split(',')).toEqual(expect.arrayContaining(['id', 'codigo', 'nome', 'pessoaFisica.dataNascimento', 'foto']));
    expect(primeiro?.body).toEqual({});
  });

  it.each([
    [1440, '15'],
    [1024, '12'],
    [1023, '10'],
  ])('at %i px wide asks %s per page', async (largura, rpp) => {
    vi.stubGlobal('innerWidth', largura);
    const { pedidos } = abrirCadastro();
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    expect(parametros(pedidos()[0]).get('rpp')).toBe(rpp);
  });

  it("shows the photo through the token the list brought for it (never the session's)", async () => {
    abrirCadastro('/gestaopessoas/lista', { responder: () => pagina([{ ...MARIA, foto: { id: 5, authtoken: 'token-da-foto' } }, ACME]) });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    const fotos = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(fotos).toEqual(['/api/pessoas/1/foto?width=96&height=96&arquivoId=5&authtoken=token-da-foto']);
  });

  it('opens the person on a click anywhere on the card', async () => {
    const { currentUrl } = abrirCadastro();
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await userEvent.click(within(cartoes()[1]!).getByText('Código 102'));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/pessoa/2'));
  });

  it('searches with Enter and with the button, keeping the text in the URL; the tooltip lists the fields searched', async () => {
    const usuario = userEvent.setup();
    const { pedidos, query } = abrirCadastro('/gestaopessoas/lista', {
      responder: (call) => pagina((call.body as { q?: string }).q ? [ACME] : [MARIA]),
    });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    const caixa = screen.getByRole('searchbox', { name: 'Pesquisar' });
    await waitFor(() => expect(caixa).toHaveAttribute('placeholder', 'Pesquisa por: Nome, Código, CPF, CNPJ, E-mail'));

    const antesDaBusca = pedidos().length;
    await usuario.type(caixa, 'acme{Enter}');
    expect(await screen.findByRole('link', { name: 'Acme Ltda' })).toBeInTheDocument();
    // The new search alone: the old one is not fetched again on the way.
    expect(pedidos().slice(antesDaBusca).map((p) => p.body)).toEqual([{ q: 'acme' }]);
    expect(query().get('q')).toBe('acme');

    // The same search again runs it again.
    const antes = pedidos().length;
    await usuario.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(pedidos().length).toBe(antes + 1));
    expect(pedidos().at(-1)?.body).toEqual({ q: 'acme' });
  });

  it('loads the next page when the end of the cards is near', async () => {
    const { pedidos } = abrirCadastro('/gestaopessoas/lista', {
      responder: (call) => {
        const page = Number(parametros(call).get('page'));
        return page === 1 ? pagina([MARIA], { hasMore: true, count: 2, pageCount: 2 }) : pagina([ACME], { page: 2, count: 2, pageCount: 2 });
      },
    });
    // jsdom lays nothing out: the list is always "near its end", so page 2 follows page 1.
    expect(await screen.findByRole('link', { name: 'Acme Ltda' })).toBeInTheDocument();
    expect(pedidos().map((p) => parametros(p).get('page'))).toEqual(['1', '2']);
    expect(cartoes()).toHaveLength(2);
  });

  it('says when nothing was found', async () => {
    abrirCadastro('/gestaopessoas/lista', { responder: () => pagina([]) });
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it('opens a new person from the Novo button, which needs the editar tag', async () => {
    const { currentUrl } = abrirCadastro();
    await userEvent.click(await screen.findByRole('button', { name: 'Novo' }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/novo'));
  });

  it('has no Novo button without the editar tag', async () => {
    abrirCadastro('/gestaopessoas/lista', { tags: ['gestaopessoas.pessoa.visualizar'] });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Novo' })).not.toBeInTheDocument());
  });

  it('is refused without the permission to view people', async () => {
    const { pedidos } = abrirCadastro('/gestaopessoas/lista', { tags: [] });
    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade')).toBeInTheDocument();
    expect(pedidos()).toHaveLength(0);
  });
});
