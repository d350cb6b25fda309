import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TelaDoCatalogo } from '../../../src/client/engine/dados/contrato.ts';
import { rotasDoDescritor } from '../../../src/shared/engine/rotas.ts';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { contexto, logIn } from '../support/fixtures.ts';
import { stubFetch } from '../support/fetchStub.ts';
import { renderApp } from '../support/renderApp.tsx';
import { ANA, TAGS_TODAS, VOLUNTARIOS, conteudoDaTela, pagina } from './fixtures.ts';

// Screens of the catalogue as GET /api/telas lists them: all of them, with their tags.

/** The first render waits for the engine's lazily loaded chunk, which Vite transforms on demand. */
const PRIMEIRA_CARGA = { timeout: 10_000 };

const SEM_PERMISSAO = 'Você não possui permissão para acessar essa funcionalidade';

const TABELA_SIMPLES: Model = {
  $id: 'idioma',
  title: 'Idioma',
  type: 'object',
  required: ['descricao'],
  properties: { id: { type: 'integer', readOnly: true }, descricao: { type: 'string', title: 'Descrição' } },
};

function telaSimples(name: string, path: string, titulo: string, tag: string): Descriptor {
  return {
    rota: { name, path },
    titulo,
    recurso: `/api/${name.replace(/\./g, '/')}`,
    modelo: 'idioma',
    tags: { visualizar: tag },
    lista: { colunas: ['descricao'] },
    formulario: { secoes: [{ nome: 'dados', campos: ['descricao'] }] },
  };
}

const IDIOMAS = telaSimples('gestaopessoas.configuracoes.idiomas', '/gestaopessoas/configuracoes/idiomas', 'Idiomas', 'gp.idiomas');
const PROFISSOES = telaSimples('gestaopessoas.configuracoes.profissoes', '/gestaopessoas/configuracoes/profissoes', 'Profissões', 'gp.profissoes');
const SETORES = telaSimples('configuracoes.setores', '/configuracoes/setores', 'Setores', 'cfg.setores');

const noCatalogo = (d: Descriptor): TelaDoCatalogo => ({
  name: d.rota.name,
  path: d.rota.path,
  titulo: d.titulo,
  familia: d.rota.path.split('/')[1] ?? '',
  tags: d.tags,
  rotas: rotasDoDescritor(d),
  configuracao: d.configuracao === true,
});

// A settings screen among the section's tabs: one record, no list.
const PREFERENCIAS: Descriptor = {
  rota: { name: 'gestaopessoas.configuracoes.preferencias', path: '/gestaopessoas/configuracoes/preferencias' },
  titulo: 'Preferências',
  recurso: '/api/gestaopessoas/preferencias',
  modelo: 'idioma',
  configuracao: true,
  tags: { visualizar: 'gp.preferencias', editar: 'gp.preferencias' },
  formulario: { secoes: [{ nome: 'geral', campos: ['descricao'] }] },
};

const TODAS = [VOLUNTARIOS, IDIOMAS, PROFISSOES, SETORES, PREFERENCIAS];

function abrir(path: string, tags: string[], telas: Descriptor[] = TODAS) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    'GET /api/telas': { content: telas.map(noCatalogo) },
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    'GET /api/telas/teste.voluntarios': conteudoDaTela(),
    'GET /api/voluntarios': { content: pagina([ANA]) },
    'GET /api/voluntarios/7': { content: ANA },
    'GET /api/voluntarios/metadatalist': { content: { camposPesquisados: ['Nome'] } },
    'POST /api/pessoas/filter': { content: pagina([]) },
    [`GET /api/telas/${PREFERENCIAS.rota.name}`]: { content: { descritor: PREFERENCIAS, modelo: TABELA_SIMPLES, modelosReferenciados: {} } },
    [`GET ${PREFERENCIAS.recurso}`]: { content: { descricao: { valor: 'Português', padrao: 'Português', alterado: false } } },
    ...Object.fromEntries(
      [IDIOMAS, PROFISSOES, SETORES].flatMap((d) => [
        [`GET /api/telas/${d.rota.name}`, { content: { descritor: d, modelo: TABELA_SIMPLES, modelosReferenciados: {} } }],
        [`GET ${d.recurso}`, { content: pagina([{ id: 1, descricao: `Item de ${d.titulo}` }]) }],
        [`GET ${d.recurso}/metadatalist`, { content: { camposPesquisados: ['Descrição'] } }],
      ]),
    ),
  });
  return { ...stub, ...renderApp(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routes of the engine screens', { timeout: 15_000 }, () => {
  it('opens a screen list at its path', async () => {
    abrir('/teste/voluntarios', TAGS_TODAS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Voluntários' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Ana Lima' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Voluntários - Alicerce'));
  });

  it('opens the new form at <path>/novo and a record at <path>/:id', async () => {
    const app = abrir('/teste/voluntarios/novo', TAGS_TODAS);
    expect(await screen.findByRole('form', { name: 'Voluntários' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue(''));

    await app.router.navigate('/teste/voluntarios/7');
    expect(await screen.findByDisplayValue('Ana Lima')).toBeInTheDocument();
  });

  it('opens a section root at the first tab the user may see, showing only permitted tabs', async () => {
    const app = abrir('/gestaopessoas/configuracoes', ['gp.profissoes']);

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/configuracoes/profissoes'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurações' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Profissões' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByRole('cell', { name: 'Item de Profissões' })).toBeInTheDocument();
  });

  it('switches between the tabs of a section', async () => {
    const app = abrir('/gestaopessoas/configuracoes', ['gp.idiomas', 'gp.profissoes']);

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/configuracoes/idiomas'));
    expect(await screen.findByRole('cell', { name: 'Item de Idiomas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Profissões' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/configuracoes/profissoes'));
    expect(await screen.findByRole('cell', { name: 'Item de Profissões' })).toBeInTheDocument();
  });

  it("opens a settings screen's form at its path, among its section's tabs", async () => {
    abrir('/gestaopessoas/configuracoes/preferencias', ['gp.idiomas', 'gp.preferencias']);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Preferências' })).toHaveAttribute('aria-selected', 'true'), PRIMEIRA_CARGA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferências' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(await screen.findByText('Padrão: Português (em uso)', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
  });

  it('sends a path that is no screen to the start page', async () => {
    const app = abrir('/teste/nada/por/aqui', TAGS_TODAS);

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/lista'));
  });

  it.each([
    ['a list the user may not open', '/configuracoes/setores', TAGS_TODAS],
    ['its form', '/configuracoes/setores/novo', TAGS_TODAS],
    ["a section's tab the user may not open", '/gestaopessoas/configuracoes/idiomas', ['gp.profissoes']],
    ['a section none of whose tabs the user may open', '/gestaopessoas/configuracoes', TAGS_TODAS],
  ])('shows the permission message in the shell, never a redirect, on %s, asking the server for no screen', async (_, path, tags) => {
    const app = abrir(path, tags);

    expect(await screen.findByText(SEM_PERMISSAO, {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(app.currentUrl()).toBe(path);
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Módulos' })).toBeInTheDocument());
    // The server would refuse the descriptor (403) with a red toast.
    expect(app.calls.filter((c) => c.path.startsWith('/api/telas/'))).toEqual([]);
  });
});

describe('the module menu with the engine screens', { timeout: 15_000 }, () => {
  const menu = async () => screen.findByRole('navigation', { name: 'Módulos' });

  it('merges the engine families with the static ones, one entry each, in the menu order', async () => {
    abrir('/perfilusuario/dados', ['gestaopessoas.pessoa.visualizar', 'gp.idiomas', 'cfg.setores', ...TAGS_TODAS]);

    const nav = await menu();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gestão de Pessoas', '/gestaopessoas/lista'],
      ['Comunicados', '/comunicados'],
      ['Mensagens', '/mensagens'],
      ['Configurações', '/configuracoes/setores'],
      ['Teste', '/teste/voluntarios'],
    ]);
  });

  it('leads a family to its first page the user may see: a section, whose root opens its first tab the user may see', async () => {
    abrir('/perfilusuario/dados', ['gp.profissoes']);

    const nav = await menu();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Gestão de Pessoas' })).toHaveAttribute('href', '/gestaopessoas/configuracoes'));
  });

  it('shows Configurações (its page of screens) for the field configuration screen alone', async () => {
    abrir('/perfilusuario/dados', ['configuracoes.configuracaocampo.editar']);

    const nav = await menu();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/configuracoes'));
    await waitFor(() => expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Comunicados', 'Mensagens', 'Configurações']));
  });
});
