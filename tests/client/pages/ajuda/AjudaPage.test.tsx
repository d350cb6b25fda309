import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGINAS_DE_AJUDA, paginaDoMarkdown, pesquisarAjuda, trechoDaBusca, urlDaImagemDeAjuda } from '../../../../src/client/pages/ajuda/paginas.ts';
import { blocosDoMarkdown } from '../../../../src/shared/texto/markdown.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the help pages', () => {
  it('are every Markdown file of docs/ajuda, in their order, titled by their first heading', () => {
    const arquivos = readdirSync('docs/ajuda').filter((f) => f.endsWith('.md')).sort();
    expect(PAGINAS_DE_AJUDA.map((p) => p.slug)).toEqual(arquivos.map((f) => f.replace(/^\d+-/, '').replace(/\.md$/, '')));
    expect(PAGINAS_DE_AJUDA[0]?.titulo).toBe('Primeiros passos');
  });

  it('show only images that exist in docs/ajuda/imagens', () => {
    for (const pagina of PAGINAS_DE_AJUDA) {
      for (const bloco of pagina.blocos) {
        if (bloco.tipo === 'imagem') expect(urlDaImagemDeAjuda(bloco.src), `${pagina.slug}: ${bloco.src}`).not.toBeNull();
      }
    }
  });

  it('are found by every word searched, ignoring accents and case, with the sentence around it', () => {
    const paginas = [paginaDoMarkdown('01-a.md', '# Pessoas\n\nO **cadastro** de pessoas físicas.'), paginaDoMarkdown('02-b.md', '# Intervalos\n\nO almoço.')];
    expect(pesquisarAjuda(paginas, 'FISICAS cadastro').map((p) => p.slug)).toEqual(['a']);
    expect(pesquisarAjuda(paginas, 'almoco').map((p) => p.slug)).toEqual(['b']);
    expect(pesquisarAjuda(paginas, 'almoco pessoas')).toEqual([]);
    expect(pesquisarAjuda(paginas, '  ')).toHaveLength(2);
    expect(trechoDaBusca(paginas[0]!, 'fisicas')).toBe('O cadastro de pessoas físicas.…');
  });

  it('keep the text of an image when searched (its alt)', () => {
    const [pagina] = [paginaDoMarkdown('01-x.md', `# X\n\n![A vista Mapa](imagens/mapa.png)`)];
    expect(pesquisarAjuda([pagina!], 'mapa')).toHaveLength(1);
    expect(pagina?.blocos).toEqual(blocosDoMarkdown('![A vista Mapa](imagens/mapa.png)'));
  });

  it('open from the URL, search as the user types and open the page chosen', async () => {
    logIn();
    stubFetch({
      'GET /api/context': { content: contexto() },
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/telas': { content: [] },
      'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    });
    const { location } = renderApp('/ajuda');
    const artigo = await screen.findByRole('article', { name: 'Primeiros passos' }, { timeout: 15_000 });
    await waitFor(() => expect(within(artigo).getByRole('heading', { level: 3, name: 'Entrar' })).toBeInTheDocument());

    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar na ajuda' }), 'cronometro');
    const indice = screen.getByRole('navigation', { name: 'Páginas de ajuda' });
    await waitFor(() => expect(within(indice).getAllByRole('link').map((l) => l.textContent)).toEqual(['Registro de Intervalo']));
    await waitFor(() => expect(within(indice).getByText(/cronômetro/)).toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Registro de Intervalo' })).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Pesquisar na ajuda' }));
    await userEvent.click(within(indice).getByRole('link', { name: 'Cadastro de pessoas' }));
    expect(await screen.findByRole('article', { name: 'Cadastro de pessoas' })).toBeInTheDocument();
    expect(location().search).toBe('?pagina=cadastro-de-pessoas');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar na ajuda' }), 'palavrainexistente');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nenhuma página fala de “palavrainexistente”.'));
  }, 30_000);
});
