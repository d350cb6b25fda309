import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsuarioDoCadastro } from '../../../../src/shared/api/configuracoes.ts';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { conteudoDaTela, pagina, renderPagina, sessaoCom } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// The lazy chunks and Fluent's components take their time under jsdom on a busy machine.
const ESPERA = { timeout: 10_000 };

const VER = 'configuracoes.usuario.visualizar';
const EDITAR = 'configuracoes.usuario.editar';

const CARLA: UsuarioDoCadastro = {
  id: 12,
  login: 'carla',
  nome: 'Carla Dias',
  email: 'carla@exemplo.org',
  foto: null,
  ativo: true,
  unidades: [{ id: 1, nome: 'Sede' }],
  grupos: [{ id: 3, nome: 'Registro de Intervalo' }],
};

function abrir(path: string, tags: readonly string[], extra: Record<string, unknown> = {}) {
  const stub = sessaoCom(tags, {
    'GET /api/telas/configuracoes.usuarios': conteudoDaTela('usuarios', ['unidadeAtribuivel', 'grupoAtribuivel']),
    'GET /api/usuarios': pagina([{ id: 12, login: 'carla', nome: 'Carla Dias', email: 'carla@exemplo.org', ativo: true }]),
    'GET /api/usuarios/metadatalist': { content: { params: {}, camposPesquisados: ['Nome', 'Login', 'E-mail'] } },
    'GET /api/usuarios/12': { content: CARLA },
    ...extra,
  });
  return { ...stub, ...renderPagina(path) };
}

describe('the users screens', { timeout: 40_000 }, () => {
  it('lists the users with the descriptor\'s columns and offers Novo to an editor', async () => {
    const { callsTo } = abrir('/configuracoes/usuarios', [VER, EDITAR]);
    expect(await screen.findByText('Carla Dias', {}, ESPERA)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('carla@exemplo.org')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Novo' })).toBeInTheDocument());
    const consulta = new URL(callsTo('GET', '/api/usuarios')[0]?.url ?? '', 'http://localhost').searchParams;
    expect(consulta.get('sort')).toBe('nome,asc');
  });

  it('the new user form asks for login, name, e-mail, units and groups, never a password', async () => {
    abrir('/configuracoes/usuarios/novo', [VER, EDITAR]);
    await screen.findByRole('form', { name: 'Usuários' }, ESPERA);
    for (const nome of ['Login', 'Nome', 'E-mail']) await waitFor(() => expect(screen.getByRole('textbox', { name: nome })).toHaveAttribute('required'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Unidades' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Grupos de permissão' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ativo' })).toBeChecked());
    await waitFor(() => expect(screen.queryByLabelText(/senha/i)).not.toBeInTheDocument());
    // No account actions before the user exists.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Redefinir senha' })).not.toBeInTheDocument());
  });

  it('shows the server\'s field error (a login in use) under the field', async () => {
    const { callsTo } = abrir('/configuracoes/usuarios/12', [VER, EDITAR], {
      'POST /api/usuarios': () =>
        json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'login', message: 'Já existe um usuário com este login.' }] }, 422),
    });
    const login = await screen.findByRole('textbox', { name: 'Login' }, ESPERA);
    await waitFor(() => expect(login).toHaveValue('carla'));
    await userEvent.clear(login);
    await userEvent.type(login, 'operador');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Já existe um usuário com este login.', {}, ESPERA)).toBeInTheDocument();
    expect(callsTo('POST', '/api/usuarios')[0]?.body).toEqual({ ...CARLA, login: 'operador' });
  });

  it('ends the user\'s sessions after a confirmation', async () => {
    const { callsTo } = abrir('/configuracoes/usuarios/12', [VER, EDITAR], {
      'POST /api/usuarios/12/encerrarsessoes': { content: { encerradas: 2 }, message: '2 sessões encerradas.' },
    });
    // Once the form has loaded, as a user would.
    await screen.findByRole('textbox', { name: 'Login' }, ESPERA);
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar sessões' }));
    await new Promise((r) => setTimeout(r, 2000));
    // Under jsdom, tabster marks this page's dialog aria-hidden a moment after it opens, so the
    // dialogs here are looked up with hidden: true; the e2e opens one in Chromium by its role.
    const dialogo = await screen.findByRole('alertdialog', { hidden: true }, ESPERA);
    await waitFor(() => expect(within(dialogo).getByText('O usuário perde o acesso em todos os dispositivos e precisará entrar de novo. Encerrar todas as sessões dele?')).toBeInTheDocument());
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encerrar sessões', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/usuarios/12/encerrarsessoes')).toHaveLength(1));
    expect(await screen.findByText('2 sessões encerradas.', {}, ESPERA)).toBeInTheDocument();
  });

  it('sends the password link only when confirmed', async () => {
    const { callsTo } = abrir('/configuracoes/usuarios/12', [VER, EDITAR], {
      'POST /api/usuarios/12/redefinirsenha': (_call: RecordedCall) =>
        json({ content: null, message: 'O link para criar uma nova senha foi enviado para ana@exemplo.org.' }),
    });
    await screen.findByRole('textbox', { name: 'Login' }, ESPERA);
    const botao = screen.getByRole('button', { name: 'Redefinir senha' });
    await userEvent.click(botao);
    const dialogo = await screen.findByRole('alertdialog', { hidden: true }, ESPERA);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar', hidden: true }));
    expect(callsTo('POST', '/api/usuarios/12/redefinirsenha')).toHaveLength(0);

    // The button ignores clicks until the previous one has settled.
    await waitFor(() => expect(botao).not.toHaveAttribute('aria-busy'), ESPERA);
    await userEvent.click(botao);
    const denovo = await screen.findByRole('alertdialog', { hidden: true }, ESPERA);
    await userEvent.click(within(denovo).getByRole('button', { name: 'Enviar e-mail', hidden: true }));
    expect(await screen.findByText('O link para criar uma nova senha foi enviado para ana@exemplo.org.', {}, ESPERA)).toBeInTheDocument();
  });

  it('a reader sees the user read-only, without the account actions', async () => {
    abrir('/configuracoes/usuarios/12', [VER]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Login' })).toBeDisabled(), ESPERA);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Encerrar sessões' })).not.toBeInTheDocument());
  });

  it('without the tag the page says so', async () => {
    abrir('/configuracoes/usuarios', ['gestaopessoas.pessoa.visualizar']);
    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade', {}, ESPERA)).toBeInTheDocument();
  });
});
