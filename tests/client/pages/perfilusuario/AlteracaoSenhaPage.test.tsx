import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

function abrir(resposta: () => Response) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: [] },
    'POST /api/perfilusuario/senha': resposta,
  });
  renderApp('/perfilusuario/alteracaosenha');
  return stub;
}

async function preencher(atual: string, nova: string, confirmacao: string) {
  await userEvent.type(await screen.findByLabelText(/^Senha atual/), atual);
  await userEvent.type(screen.getByLabelText(/^Nova senha/), nova);
  await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), confirmacao);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the password change tab', () => {
  it('sends the passwords and the choice to end other sessions', async () => {
    const { callsTo } = abrir(() => Response.json({ content: null, message: 'Senha alterada com sucesso.' }));
    await preencher('antiga123', 'nova-senha-1', 'nova-senha-1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Encerrar minhas outras sessões' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo('POST', '/api/perfilusuario/senha')).toHaveLength(1));
    expect(callsTo('POST', '/api/perfilusuario/senha')[0]?.body).toEqual({
      senhaAtual: 'antiga123',
      novaSenha: 'nova-senha-1',
      confirmacaoSenha: 'nova-senha-1',
      encerrarOutrasSessoes: true,
    });
    await waitFor(() => expect(screen.getByLabelText(/^Senha atual/)).toHaveValue(''));
  });

  it('shows the server field errors under the fields', async () => {
    abrir(() =>
      json(
        {
          message: 'Existem erros no formulário, revise-o salve novamente.',
          errors: [{ field: 'senhaAtual', message: 'Senha atual incorreta.' }],
        },
        422,
      ),
    );
    await preencher('errada', 'nova-senha-1', 'nova-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByLabelText(/^Senha atual/)).toHaveAccessibleDescription('Senha atual incorreta.'));
  });

  it('checks the confirmation before calling the server', async () => {
    const { callsTo } = abrir(() => Response.json({ content: null }));
    await preencher('antiga123', 'nova-senha-1', 'outra-senha');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.getByLabelText(/^Confirme a nova senha/)).toHaveAccessibleDescription('As senhas não conferem.'));
    expect(await screen.findByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/perfilusuario/senha')).toHaveLength(0);
  });
});
