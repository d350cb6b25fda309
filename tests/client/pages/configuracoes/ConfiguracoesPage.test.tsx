import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { renderPagina, sessaoCom } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the configuracoes root page', () => {
  it('shows a card linking to each screen of the family the user may open', async () => {
    sessaoCom(['configuracoes.usuario.visualizar', 'configuracoes.unidade.visualizar'], {
      'GET /api/telas': {
        content: [{ name: 'configuracoes.unidades', path: '/configuracoes/unidades', titulo: 'Unidades', familia: 'configuracoes', tags: { visualizar: 'configuracoes.unidade.visualizar' }, rotas: { novo: null, editar: null, importacao: null, resultadoDaImportacao: null } }],
      },
    });
    renderPagina('/configuracoes');
    const lista = await screen.findByRole('list', { name: 'Telas de configuração' }, { timeout: 10_000 });
    await waitFor(() => expect(within(lista).getByRole('link', { name: 'Unidades' })).toHaveAttribute('href', '/configuracoes/unidades'));
    await waitFor(() => expect(within(lista).getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/configuracoes/usuarios'));
    await waitFor(() => expect(within(lista).queryByRole('link', { name: 'Grupos de permissão' })).not.toBeInTheDocument());
  });
});
