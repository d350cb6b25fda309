import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

const PERFIL = { nome: 'Ana Souza', email: 'ana@exemplo.org', login: 'ana', temFoto: false };

function abrirPerfil(extra: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: [] },
    'GET /api/perfilusuario': { content: PERFIL },
    ...extra,
  });
  renderApp('/perfilusuario/dados');
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile data tab', () => {
  it('saves name and e-mail and refreshes the user in the shell', async () => {
    const { callsTo } = abrirPerfil({
      'POST /api/perfilusuario': (call: RecordedCall) =>
        Response.json({ content: { ...PERFIL, ...(call.body as object) }, message: 'Perfil atualizado.' }),
    });
    const nome = await screen.findByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@exemplo.org'));
    const contextoAntes = callsTo('GET', '/api/context').length;

    await userEvent.clear(nome);
    await userEvent.type(nome, 'Ana Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo('POST', '/api/perfilusuario')).toHaveLength(1));
    expect(callsTo('POST', '/api/perfilusuario')[0]?.body).toEqual({ nome: 'Ana Lima', email: 'ana@exemplo.org' });
    await waitFor(() => expect(callsTo('GET', '/api/context').length).toBeGreaterThan(contextoAntes));
    expect(await screen.findByText('Perfil atualizado.')).toBeInTheDocument();
  });

  it('shows field errors under their fields', async () => {
    abrirPerfil({
      'POST /api/perfilusuario': () =>
        json(
          {
            message: 'Existem erros no formulário, revise-o salve novamente.',
            errors: [
              { field: 'nome', message: 'Preenchimento obrigatório.' },
              { field: 'email', message: 'Email inválido' },
            ],
          },
          422,
        ),
    });
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Nome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription('Preenchimento obrigatório.'),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Email inválido'));
  });

  it('uploads a chosen image as the multipart field "file"', async () => {
    const { callsTo } = abrirPerfil({
      'POST /api/perfilusuario/foto': { content: { ...PERFIL, temFoto: true }, message: 'Foto atualizada.' },
    });
    await screen.findByRole('button', { name: 'Escolher foto' });

    const foto = new File(['png'], 'eu.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Arquivo da foto'), foto);

    await waitFor(() => expect(callsTo('POST', '/api/perfilusuario/foto')).toHaveLength(1));
    const enviado = callsTo('POST', '/api/perfilusuario/foto')[0]?.body;
    expect(enviado).toBeInstanceOf(FormData);
    expect((enviado as FormData).get('file')).toBe(foto);
    expect(callsTo('POST', '/api/perfilusuario/foto')[0]?.headers.has('Content-Type')).toBe(false);
  });

  it('refuses files that are not png, jpg, jpeg or gif', async () => {
    const { callsTo } = abrirPerfil();
    await screen.findByRole('button', { name: 'Escolher foto' });

    const arquivo = new File(['x'], 'documento.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Arquivo da foto'), arquivo, { applyAccept: false });

    expect(await screen.findByText('Selecione uma imagem PNG, JPG, JPEG ou GIF.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/perfilusuario/foto')).toHaveLength(0);
  });

  it('removes the photo after confirmation', async () => {
    logIn();
    const { callsTo } = stubFetch({
      'GET /api/context': { content: contexto({ usuario: { ...contexto().usuario, temFoto: true } }) },
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/perfilusuario': { content: { ...PERFIL, temFoto: true } },
      'POST /api/authtokens': { content: { authtoken: 'd', expiraEm: '2030-01-01T00:00:00Z' } },
      'DELETE /api/perfilusuario/foto': { content: PERFIL, message: 'Foto removida.' },
    });
    renderApp('/perfilusuario/dados');

    await userEvent.click(await screen.findByRole('button', { name: 'Remover foto' }));
    // Its buttons are awaited too: on a loaded machine they were not yet accessible when the dialog was.
    const dialogo = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(callsTo('DELETE', '/api/perfilusuario/foto')).toHaveLength(1));
  });
});
