import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

const INSTRUCOES = 'Se o usuário existir e tiver e-mail cadastrado, enviaremos as instruções para redefinir a senha.';
const LINK_INVALIDO = 'Este link para criar a senha está incompleto, expirou ou já foi usado. Peça um novo link e abra-o pelo e-mail que você receber.';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('password recovery', () => {
  it('sends the login and shows the reply message on the page', async () => {
    const { callsTo } = stubFetch({ 'POST /api/recuperarsenha': { content: null, message: INSTRUCOES } });
    renderApp('/recuperarsenha');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Usuário ou e-mail' }), 'ana@exemplo.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(INSTRUCOES));
    expect(callsTo('POST', '/api/recuperarsenha')[0]?.body).toEqual({ login: 'ana@exemplo.org' });
  });
});

describe('new password', () => {
  async function preencher(senha: string, confirmacao: string) {
    await userEvent.type(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }), senha);
    await userEvent.type(screen.getByLabelText(/^Confirme a nova senha/), confirmacao);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
  }

  it('sends the token of the link with the new password and goes to login', async () => {
    const { callsTo } = stubFetch({ 'POST /api/novasenha': { content: null, message: 'Senha redefinida.' } });
    const app = renderApp('/novasenha?token=abc');

    await preencher('nova-senha-1', 'nova-senha-1');

    await waitFor(() => expect(app.currentUrl()).toBe('/login'));
    expect(callsTo('POST', '/api/novasenha')[0]?.body).toEqual({
      token: 'abc',
      senha: 'nova-senha-1',
      confirmacaoSenha: 'nova-senha-1',
    });
  });

  it('shows the field errors of the reply under the fields', async () => {
    stubFetch({
      'POST /api/novasenha': () =>
        json(
          {
            message: 'Existem erros no formulário, revise-o salve novamente.',
            errors: [{ field: 'senha', message: 'A senha deve ter pelo menos 8 caracteres.' }],
          },
          422,
        ),
    });
    const app = renderApp('/novasenha?token=abc');

    await preencher('nova-senha-1', 'nova-senha-1');

    await waitFor(() =>
      expect(screen.getByLabelText(/^Nova senha/, { selector: 'input' })).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres.'),
    );
    expect(app.currentUrl()).toBe('/novasenha?token=abc');
  });

  it('without a token in the address, says the link is missing or expired and offers a new one', async () => {
    stubFetch({});
    const app = renderApp('/novasenha');

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALIDO));
    await waitFor(() => expect(screen.queryByLabelText(/^Nova senha/, { selector: 'input' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('link', { name: 'Pedir um novo link' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/recuperarsenha'));
  });

  it('gives the same guidance when the server refuses the link as expired or used', async () => {
    stubFetch({
      'POST /api/novasenha': () =>
        json({ message: 'Link de redefinição inválido ou expirado. Solicite um novo.', errors: [{ field: 'token', message: 'Link de redefinição inválido ou expirado. Solicite um novo.' }] }, 400),
    });
    renderApp('/novasenha?token=usado');

    await preencher('nova-senha-1', 'nova-senha-1');

    await waitFor(() => expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/recuperarsenha'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALIDO));
    await waitFor(() => expect(screen.queryByLabelText(/^Nova senha/, { selector: 'input' })).not.toBeInTheDocument());
  });
});
