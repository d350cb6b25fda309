import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '../../../../src/shared/messages.ts';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { IGNORADA, REJEITADA, abrirImportacao, paginaDe, resumo, tarefa } from './importacao-apoio.tsx';
import { MARIA, PRIMEIRA_CARGA, TAGS_OPERADOR, abrirCadastro, formularioDoCadastro, parametros } from './support.tsx';

// The result page (counts, the rejected and ignored rows, the rejected rows' download) and the
// way in: the register's more menu offers Importação to whoever may import.

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

function abrirResultado(extra: Parameters<typeof abrirImportacao>[1] = {}) {
  return abrirImportacao('/gestaopessoas/importacao/resultado?id=5', {
    'GET /api/pessoas/importacao/5': { content: resumo() },
    'GET /api/pessoas/importacao/5/linhas': (call: RecordedCall) => json(paginaDe(parametros(call).get('situacao') === 'ignorada' ? [IGNORADA] : [REJEITADA])),
    ...extra,
  });
}

describe('the result page', () => {
  it('shows the counts and the rejected rows with their messages', async () => {
    abrirResultado();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultado da importação' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    const contagens = await screen.findByRole('list', { name: 'Contagens da importação' });
    await waitFor(() => expect(within(contagens).getAllByRole('group').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Linhas lidas: 3',
      'Pessoas incluídas: 1',
      'Ignoradas (já cadastradas): 1',
      'Linhas rejeitadas: 1',
    ]));
    await waitFor(() => expect(screen.getByText(/cadastro\.csv · enviado em 10\/03\/2026/)).toBeInTheDocument());
    const tabela = await screen.findByRole('table', { name: 'Linhas rejeitadas' });
    const linha = within(tabela).getByRole('row', { name: /Bruno Lima/ });
    await waitFor(() => expect(within(linha).getByText('123.456.789-00')).toBeInTheDocument());
    await waitFor(() => expect(within(linha).getByText('CPF: CPF inválido.')).toBeInTheDocument());
  });

  it('downloads the rejected rows through a derived authtoken', async () => {
    const abrir = vi.fn(() => null);
    vi.stubGlobal('open', abrir);
    const { callsTo } = abrirResultado({ 'POST /api/authtokens': { content: { authtoken: 'derivado', expiraEm: '2026-03-10T13:05:00.000Z' } } });
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('button', { name: 'Baixar linhas rejeitadas' }, PRIMEIRA_CARGA));
    await waitFor(() => expect(callsTo('POST', '/api/authtokens')).toHaveLength(1));
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/pessoas/importacao/5/rejeitadas.csv' });
    await waitFor(() => expect(abrir).toHaveBeenLastCalledWith('/api/pessoas/importacao/5/rejeitadas.csv?authtoken=derivado', '_blank'));
  });

  it('lists the ignored rows with a link to the registered person', async () => {
    abrirResultado();
    const usuario = userEvent.setup();
    await usuario.click(await screen.findByRole('tab', { name: 'Ignoradas (1)' }, PRIMEIRA_CARGA));
    const tabela = await screen.findByRole('table', { name: 'Linhas ignoradas' });
    await waitFor(() => expect(within(tabela).getByText('CPF: Já existe uma pessoa com este CPF (código 12).')).toBeInTheDocument());
    await waitFor(() => expect(within(tabela).getByRole('link', { name: 'Abrir cadastro' })).toHaveAttribute('href', '/gestaopessoas/pessoa/12'));
  });

  it('shows the progress of an import still running, with nothing to download yet', async () => {
    abrirResultado({
      'GET /api/pessoas/importacao/5': {
        content: resumo({ estado: 'iniciada', concluidaEm: null, contagens: { lidas: 3, incluidas: 1, ignoradas: 0, rejeitadas: 0, pendentes: 2 }, tarefa: tarefa({ estado: 'executando', progresso: 33, mensagem: '1 de 3 linhas' }) }),
      },
    });
    expect(await screen.findByText('Em execução (33%)', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'A processar: 2' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Baixar linhas rejeitadas' })).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Rejeitadas/ })).not.toBeInTheDocument());
  });

  it('says so when the id is missing', async () => {
    abrirImportacao('/gestaopessoas/importacao/resultado?id=abc');
    expect(await screen.findByText('Importação não encontrada.', {}, PRIMEIRA_CARGA)).toBeInTheDocument();
  });

  it("says so when the id is unknown (or another unit's)", async () => {
    abrirImportacao('/gestaopessoas/importacao/resultado?id=9', { 'GET /api/pessoas/importacao/9': () => json({ message: 'Importação não encontrada.' }, 404) });
    await waitFor(() => expect(screen.getByRole('alert', {})).toHaveTextContent('Importação não encontrada.'), PRIMEIRA_CARGA);
  });

  it('is closed to a user without the import tag', async () => {
    abrirImportacao('/gestaopessoas/importacao/resultado?id=5', {}, TAGS_OPERADOR);
    expect(await screen.findByText(MENSAGENS.semPermissao, {}, PRIMEIRA_CARGA)).toBeInTheDocument();
  });
});

describe("the register's more menu", () => {
  it('offers Importação to a user with the import tag and opens the import page', async () => {
    const usuario = userEvent.setup();
    // The import page is the engine's: it reads the register's screen (its importacao line).
    const { currentUrl } = abrirCadastro('/gestaopessoas/lista', { outros: formularioDoCadastro('gestaopessoas.pessoa') });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await usuario.click(screen.getByRole('button', { name: 'Mais opções' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Importação' }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/importacao'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Importação de pessoas' }, PRIMEIRA_CARGA)).toBeInTheDocument();
  });

  it('does not offer it to operador', async () => {
    const usuario = userEvent.setup();
    abrirCadastro('/gestaopessoas/lista', { tags: TAGS_OPERADOR });
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await usuario.click(screen.getByRole('button', { name: 'Mais opções' }));
    expect(await screen.findByRole('menuitem', { name: 'Imprimir' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Importação' })).not.toBeInTheDocument());
  });
});
