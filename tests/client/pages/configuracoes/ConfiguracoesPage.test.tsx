import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import type { Rota } from '../../../../src/client/app/routes/types.ts';
import { telasDaFamilia } from '../../../../src/client/pages/configuracoes/telasDaFamilia.ts';
import { renderPagina, sessaoCom } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const Pagina = () => null;

describe('the configuracoes root\'s cards', () => {
  const rotas: Rota[] = [
    { name: 'configuracoes', path: '/configuracoes', titulo: 'Configurações', acesso: 'aplicacao', page: Pagina },
    { name: 'configuracoes.usuarios', path: '/configuracoes/usuarios', titulo: 'Usuários', acesso: 'aplicacao', permissao: { tags: ['u.ver'] }, page: Pagina },
    { name: 'configuracoes.usuarios.novo', path: '/configuracoes/usuarios/novo', titulo: 'Novo usuário', acesso: 'aplicacao', permissao: { tags: ['u.ver'] }, page: Pagina },
    { name: 'configuracoes.usuarios.editar', path: '/configuracoes/usuarios/:id', titulo: 'Usuário', acesso: 'aplicacao', permissao: { tags: ['u.ver'] }, page: Pagina },
    { name: 'configuracoes.grupopermissao', path: '/configuracoes/grupopermissao', titulo: 'Grupos de permissão', acesso: 'aplicacao', permissao: { tags: ['g.ver'] }, page: Pagina },
  ];
  const unidades = { name: 'configuracoes.unidades', path: '/configuracoes/unidades', titulo: 'Unidades', familia: 'configuracoes', tags: { visualizar: 'x' }, rotas: { novo: null, editar: null } };
  const outraFamilia = { ...unidades, name: 'financeiro.contas', path: '/financeiro/contas', titulo: 'Contas', familia: 'financeiro' };

  it('lists the screens the user may open, never a form\'s route nor the root, the engine\'s after the table\'s', () => {
    const pode = (tags: readonly string[]) => tags.every((t) => t === 'u.ver');
    expect(telasDaFamilia(rotas, [unidades, outraFamilia], pode)).toEqual([
      { titulo: 'Usuários', path: '/configuracoes/usuarios', descricao: expect.stringContaining('grupos de permissão') },
      { titulo: 'Unidades', path: '/configuracoes/unidades', descricao: expect.stringContaining('CNPJ') },
    ]);
  });
});

describe('the configuracoes root page', () => {
  it('shows a card linking to each screen of the family the user may open', async () => {
    sessaoCom(['configuracoes.usuario.visualizar', 'configuracoes.unidade.visualizar'], {
      'GET /api/telas': {
        content: [{ name: 'configuracoes.unidades', path: '/configuracoes/unidades', titulo: 'Unidades', familia: 'configuracoes', tags: { visualizar: 'configuracoes.unidade.visualizar' }, rotas: { novo: null, editar: null } }],
      },
    });
    renderPagina('/configuracoes');
    const lista = await screen.findByRole('list', { name: 'Telas de configuração' }, { timeout: 10_000 });
    await waitFor(() => expect(within(lista).getByRole('link', { name: 'Unidades' })).toHaveAttribute('href', '/configuracoes/unidades'));
    await waitFor(() => expect(within(lista).getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/configuracoes/usuarios'));
    await waitFor(() => expect(within(lista).queryByRole('link', { name: 'Grupos de permissão' })).not.toBeInTheDocument());
  });
});
