import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACME, MARIA, PRIMEIRA_CARGA, TAGS_FORNECEDORES, abrirCadastro, formularioDoCadastro, pagina } from './support.tsx';

// Issue 13, defect 8: the person form's heading names the person (or says it is a new one), a
// link goes back to the list the user came from with its search, the LGPD menu sits with the
// form's actions, and Código reads as the card reads it.

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const COM_CODIGO_LONGO = { ...MARIA, codigo: 1011, ativo: true };

function abrir(path: string, tags: readonly string[] = ['administrador']) {
  return abrirCadastro(path, {
    tags,
    responder: () => pagina([COM_CODIGO_LONGO, ACME]),
    outros: {
      ...formularioDoCadastro('gestaopessoas.pessoa'),
      ...formularioDoCadastro('financeiro.fornecedor'),
      'GET /api/pessoas/1': { content: COM_CODIGO_LONGO },
      'GET /api/pessoas/2': { content: { ...ACME, ativo: true } },
    },
  });
}

describe('the person form', { timeout: 40_000 }, () => {
  it('is headed by the person, goes back to the search it came from, and has LGPD beside Salvar', async () => {
    const usuario = userEvent.setup();
    const { currentUrl } = abrir('/gestaopessoas/lista?q=maria');
    await usuario.click(await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/pessoa/1'));

    expect(await screen.findByRole('heading', { level: 1, name: MARIA.nome }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Edição do cadastro')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código' })).toHaveValue('1011'));

    const salvar = screen.getByRole('button', { name: 'Salvar' });
    const acoes = salvar.parentElement as HTMLElement;
    await waitFor(() => expect(within(acoes).getByRole('button', { name: 'Dados pessoais (LGPD)' })).toBeInTheDocument());
    await waitFor(() => expect(within(acoes).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument());

    const voltar = screen.getByRole('link', { name: 'Voltar para Pessoas' });
    await waitFor(() => expect(voltar).toHaveAttribute('href', '/gestaopessoas/lista?q=maria'));
    await usuario.click(voltar);
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/lista?q=maria'));
  });

  it('says Nova pessoa for a new one, with no LGPD menu', async () => {
    abrir('/gestaopessoas/novo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova pessoa' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Dados pessoais (LGPD)' })).not.toBeInTheDocument());
    // The list with the search it was last left with (the test before left one).
    await waitFor(() => expect(screen.getByRole('link', { name: 'Voltar para Pessoas' }).getAttribute('href')).toMatch(/^\/gestaopessoas\/lista\b/));
  });

  it('names a supplier as one, and goes back to Fornecedores', async () => {
    abrir('/financeiro/fornecedor/2', TAGS_FORNECEDORES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fornecedor: Acme Ltda' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Voltar para Fornecedores' })).toHaveAttribute('href', '/financeiro/fornecedor'));
  });

  it('says Novo fornecedor for a new supplier', async () => {
    abrir('/financeiro/fornecedor/novo', TAGS_FORNECEDORES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo fornecedor' }, PRIMEIRA_CARGA)).toBeInTheDocument();
  });
});
