import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the permission catalogue', () => {
  it('is public and groups the tags by module', async () => {
    const { calls } = stubFetch({
      'GET /api/permissoes/catalogo': {
        content: [
          { tag: 'administrador', modulo: 'Geral', descricao: 'Acesso total.' },
          { tag: 'gestaopessoas.pessoa.visualizar', modulo: 'Gestão de Pessoas', descricao: 'Consultar pessoas.' },
          { tag: 'gestaopessoas.pessoa.editar', modulo: 'Gestão de Pessoas', descricao: 'Alterar pessoas.' },
        ],
      },
    });
    renderApp('/planopermissao');

    const pessoas = await screen.findByRole('table', { name: 'Permissões de Gestão de Pessoas' });
    await waitFor(() => expect(within(pessoas).getAllByRole('row')).toHaveLength(3));
    await waitFor(() => expect(within(pessoas).getByText('Alterar pessoas.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Geral', 'Gestão de Pessoas']));
    expect(calls[0]?.headers.has('X-AUTH-TOKEN')).toBe(false);
  });
});
