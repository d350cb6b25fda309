import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArquivoDaImportacao, ImportacaoResumo } from '../../../src/shared/api/importacao.ts';
import { MENSAGEM_DO_ENVIO } from '../../../src/client/engine/importacao/EnvioDaPlanilha.tsx';
import { rotasDoDescritor } from '../../../src/shared/engine/rotas.ts';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { contexto, logIn } from '../support/fixtures.ts';
import { stubFetch } from '../support/fetchStub.ts';
import { renderApp } from '../support/renderApp.tsx';
import { pagina } from './fixtures.ts';

// A screen other than the people register imports by its descriptor's line alone: the list offers
// Importar to who holds tags.importar, the engine serves <path>/importacao (the columns of the
// line, the key it asks for, the calls at {recurso}/importacao) and <path>/importacao/resultado.

vi.setConfig({ testTimeout: 30_000 });

/** The first render waits for the engine's lazily loaded chunks, which Vite transforms on demand (slow on a loaded machine). */
const PRIMEIRA_CARGA = { timeout: 20_000 };
const SEM_PERMISSAO = 'Você não possui permissão para acessar essa funcionalidade';
const VER = 'gp.configuracao.visualizar';
const IMPORTAR = 'gp.configuracao.importar';

const PROFISSAO: Model = {
  $id: 'profissao',
  title: 'Profissão',
  type: 'object',
  required: ['descricao'],
  properties: {
    id: { type: 'integer', readOnly: true },
    descricao: { type: 'string', title: 'Descrição', maxLength: 120 },
    ativo: { type: 'boolean', title: 'Ativo', default: true },
  },
};

const PROFISSOES: Descriptor = {
  rota: { name: 'gestaopessoas.configuracoes.profissoes', path: '/gestaopessoas/configuracoes/profissoes' },
  titulo: 'Profissões',
  recurso: '/api/pessoas/profissoes',
  modelo: 'profissao',
  tags: { visualizar: VER, importar: IMPORTAR },
  lista: { colunas: ['descricao', 'ativo'] },
  importacao: { chave: ['descricao'], genero: 'feminino' },
  formulario: { secoes: [{ nome: 'dadosGerais', campos: ['descricao', 'ativo'] }] },
};

const ARQUIVO: ArquivoDaImportacao = {
  id: 9,
  nomeArquivo: 'profissoes.csv',
  formato: 'CSV',
  colunas: ['Profissão', 'Situação'],
  total: 2,
  amostra: [['Cientista de Dados', 'Sim'], ['Bibliotecária', 'Não']],
  mapeamentoSugerido: {},
};

const RESUMO: ImportacaoResumo = {
  id: 9,
  nomeArquivo: 'profissoes.csv',
  formato: 'CSV',
  estado: 'concluida',
  colunas: ARQUIVO.colunas,
  mapeamento: { descricao: 0, ativo: 1 },
  contagens: { lidas: 2, incluidas: 2, ignoradas: 0, rejeitadas: 0, pendentes: 0 },
  tarefa: null,
  criadaEm: '2026-03-10T13:00:00.000Z',
  concluidaEm: '2026-03-10T13:00:05.000Z',
};

function abrir(path: string, tags: readonly string[], descritor: Descriptor = PROFISSOES) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    'GET /api/telas': {
      content: [{ name: PROFISSOES.rota.name, path: PROFISSOES.rota.path, titulo: PROFISSOES.titulo, familia: 'gestaopessoas', tags: PROFISSOES.tags, rotas: rotasDoDescritor(PROFISSOES) }],
    },
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    [`GET /api/telas/${PROFISSOES.rota.name}`]: { content: { descritor, modelo: PROFISSAO, modelosReferenciados: {} } },
    'GET /api/pessoas/profissoes': { content: pagina([{ id: 1, descricao: 'Arquiteta', ativo: true }]) },
    'GET /api/pessoas/profissoes/metadatalist': { content: { camposPesquisados: ['Descrição'] } },
    'POST /api/pessoas/profissoes/importacao': { content: ARQUIVO },
    'GET /api/pessoas/profissoes/importacao/9': { content: RESUMO },
    'GET /api/pessoas/profissoes/importacao/9/linhas': { content: pagina([]) },
  });
  return { ...stub, ...renderApp(path) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a screen's import, by its descriptor line", () => {
  it('is offered on the list; its page sends the file to {recurso}/importacao and asks for the key', async () => {
    const app = abrir('/gestaopessoas/configuracoes/profissoes', [VER, IMPORTAR]);
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('button', { name: 'Importar' }, PRIMEIRA_CARGA));

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/configuracoes/profissoes/importacao'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Importação de profissões' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Importação de profissões - Alicerce'));
    const entrada = await screen.findByLabelText(MENSAGEM_DO_ENVIO);
    await usuario.upload(entrada as HTMLInputElement, new File(['Profissão;Situação\nCientista de Dados;Sim\n'], 'profissoes.csv', { type: 'text/csv' }));

    const colunas = await screen.findByRole('table', { name: 'Colunas do arquivo' });
    expect(app.callsTo('POST', '/api/pessoas/profissoes/importacao')).toHaveLength(1);
    const campo = within(colunas).getByRole('combobox', { name: 'Campo da coluna Profissão' });
    await waitFor(() => expect(within(campo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Não importar', 'Descrição', 'Ativo']));
    await waitFor(() => expect(screen.getByText('Associe uma coluna ao campo Descrição.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toBeDisabled());
    await usuario.selectOptions(campo, 'descricao');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toBeEnabled());
  });

  it("shows the result's counts in the screen's words", async () => {
    abrir('/gestaopessoas/configuracoes/profissoes/importacao/resultado?id=9', [VER, IMPORTAR]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultado da importação' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    const contagens = await screen.findByRole('list', { name: 'Contagens da importação' });
    await waitFor(() => expect(within(contagens).getAllByRole('group').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Linhas lidas: 2',
      'Profissões incluídas: 2',
      'Ignoradas (já cadastradas): 0',
      'Linhas rejeitadas: 0',
    ]));
  });

  it('names the records by importacao.plural when the screen’s title is not their name', async () => {
    abrir('/gestaopessoas/configuracoes/profissoes/importacao/resultado?id=9', [VER, IMPORTAR], { ...PROFISSOES, titulo: 'Quadro de ofícios', importacao: { chave: ['descricao'], genero: 'feminino', plural: 'Profissões' } });
    const contagens = await screen.findByRole('list', { name: 'Contagens da importação' }, PRIMEIRA_CARGA);
    await waitFor(() => expect(within(contagens).getAllByRole('group').map((c) => c.getAttribute('aria-label'))).toContain('Profissões incluídas: 2'));
  });

  it('is not offered to who lacks tags.importar', async () => {
    abrir('/gestaopessoas/configuracoes/profissoes', [VER]);
    expect(await screen.findByRole('cell', { name: 'Arquiteta' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument());
  });

  it('does not open to who lacks tags.importar', async () => {
    const app = abrir('/gestaopessoas/configuracoes/profissoes/importacao', [VER]);
    expect(await screen.findByText(SEM_PERMISSAO, {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(app.callsTo('POST', '/api/pessoas/profissoes/importacao')).toEqual([]);
  });
});
