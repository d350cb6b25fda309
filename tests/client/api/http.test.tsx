import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../src/client/api/ApiError.ts';
import { del, get, post } from '../../../src/client/api/http.ts';
import { teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import { json, stubFetch } from '../support/fetchStub.ts';
import { logIn } from '../support/fixtures.ts';
import { renderToaster, toastsOnScreen } from '../support/renderToaster.tsx';

let clock = 0;

beforeEach(() => {
  // Each test starts well past the previous one's success toast (the throttle is module state).
  clock += 60_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  renderToaster();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Lets any toast that would appear render before asserting that none did. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the HTTP client', () => {
  it('sends the stored token in X-AUTH-TOKEN and JSON in and out', async () => {
    logIn('abc123');
    const { calls } = stubFetch({ 'POST /api/pessoas/filter': { content: { ok: true } } });

    const reply = await post<{ ok: boolean }>('/api/pessoas/filter?page=1&rpp=10', { q: 'silva' });

    expect(reply.content).toEqual({ ok: true });
    expect(calls[0]?.headers.get('X-AUTH-TOKEN')).toBe('abc123');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ q: 'silva' });
  });

  it('sends no session header without a token', async () => {
    const { calls } = stubFetch({ 'GET /api/permissoes/catalogo': { content: [] } });
    await get('/api/permissoes/catalogo');
    expect(calls[0]?.headers.has('X-AUTH-TOKEN')).toBe(false);
  });

  it('shows a success toast for a non-GET reply with a message', async () => {
    stubFetch({ 'POST /api/perfilusuario': { content: null, message: 'Perfil atualizado.' } });
    await post('/api/perfilusuario', { nome: 'Ana' });
    await waitFor(() => expect(toastsOnScreen()).toEqual([['success', 'Perfil atualizado.']]));
  });

  it('shows each warning of a write that went through (avisos) beside its success, and hands them to the caller', async () => {
    const aviso = 'Atenção: esta despesa ultrapassa o orçamento de 2.3.04 - Energia elétrica / 01 - Administração geral em 05/2035 em R$ 10,00.';
    stubFetch({ 'POST /api/titulos/despesas': { content: { id: 7 }, message: 'Registro salvo.', avisos: [aviso] } });
    const reply = await post('/api/titulos/despesas', { valor: 30 });
    expect(reply.avisos).toEqual([aviso]);
    await waitFor(() => expect(toastsOnScreen().sort()).toEqual([['success', 'Registro salvo.'], ['warning', aviso]]));
  });

  it('accepts `msg` as the message', async () => {
    stubFetch({ 'DELETE /api/perfilusuario/foto': { content: null, msg: 'Foto removida.' } });
    await del('/api/perfilusuario/foto');
    await waitFor(() => expect(toastsOnScreen()).toEqual([['success', 'Foto removida.']]));
  });

  it('shows no success toast for a GET, even with a message', async () => {
    stubFetch({ 'GET /api/context': { content: {}, message: 'Carregado.' } });
    await get('/api/context');
    await settle();
    expect(toastsOnScreen()).toEqual([]);
  });

  it('shows no success toast for a reply without a message', async () => {
    stubFetch({ 'POST /api/context/unidade': { content: null } });
    await post('/api/context/unidade', { unidadeId: 2 });
    await settle();
    expect(toastsOnScreen()).toEqual([]);
  });

  it('drops a second success toast within 500 ms and shows one after', async () => {
    stubFetch({
      'POST /api/a': { content: null, message: 'Primeiro.' },
      'POST /api/b': { content: null, message: 'Segundo.' },
      'POST /api/c': { content: null, message: 'Terceiro.' },
    });
    await post('/api/a');
    clock += 499;
    await post('/api/b');
    clock += 1;
    await post('/api/c');

    await waitFor(() => expect(screen.getByText('Terceiro.')).toBeInTheDocument());
    // The newest toast is listed first.
    expect(toastsOnScreen().map(([, text]) => text)).toEqual(['Terceiro.', 'Primeiro.']);
  });

  it('shows success toasts after the clock was set back', async () => {
    stubFetch({
      'POST /api/a': { content: null, message: 'Antes do ajuste.' },
      'POST /api/b': { content: null, message: 'Depois do ajuste.' },
    });
    await post('/api/a');
    clock -= 3_600_000;
    await post('/api/b');

    await waitFor(() => expect(screen.getByText('Depois do ajuste.')).toBeInTheDocument());
  });

  it("shows the next user's first success toast at once after a logout", async () => {
    stubFetch({
      'POST /api/a': { content: null, message: 'De quem saiu.' },
      'POST /api/b': { content: null, message: 'De quem entrou.' },
    });
    await post('/api/a');
    teardownSession();
    await post('/api/b');

    await waitFor(() => expect(screen.getByText('De quem entrou.')).toBeInTheDocument());
  });

  it('suppresses the success toast of one call when asked', async () => {
    stubFetch({ 'POST /api/authtokens': { content: { authtoken: 't' }, message: 'Token gerado.' } });
    await post('/api/authtokens', { recurso: '/api/usuarios/1/foto' }, { silenciarSucesso: true });
    await settle();
    expect(toastsOnScreen()).toEqual([]);

    clock += 1000;
    await post('/api/authtokens', { recurso: '/api/usuarios/1/foto' });
    await waitFor(() => expect(toastsOnScreen()).toEqual([['success', 'Token gerado.']]));
  });

  it('suppresses the error toast of one call when the page shows the refusal itself, and still rejects with it', async () => {
    stubFetch({ 'POST /api/arquivo': () => json({ message: 'Linha 2, posição 9: não é número' }, 422) });
    await expect(post('/api/arquivo', undefined, { silenciarErro: true })).rejects.toMatchObject({ status: 422, message: 'Linha 2, posição 9: não é número' });
    await settle();
    expect(toastsOnScreen()).toEqual([]);
  });

  it('shows an error toast with the message of an error reply and rejects with its field errors', async () => {
    const errors = [{ field: 'email', message: 'Email inválido' }];
    stubFetch({
      'POST /api/perfilusuario': () =>
        json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors }, 422),
    });

    const failure = await post('/api/perfilusuario', {}).catch((e: unknown) => e);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).errors).toEqual(errors);
    await waitFor(() =>
      expect(toastsOnScreen()).toEqual([['error', 'Existem erros no formulário, revise-o salve novamente.']]),
    );
  });

  it('shows error toasts for GETs too, and never throttles them', async () => {
    stubFetch({ 'GET /api/x': () => json({ msg: 'Registro não encontrado.' }, 404) });
    await get('/api/x').catch(() => undefined);
    await get('/api/x').catch(() => undefined);
    await waitFor(() => expect(toastsOnScreen()).toHaveLength(2));
    expect(toastsOnScreen()[0]).toEqual(['error', 'Registro não encontrado.']);
  });

  it('shows no toast for an error reply without a message', async () => {
    stubFetch({ 'GET /api/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(get('/api/x')).rejects.toBeInstanceOf(ApiError);
    await settle();
    expect(toastsOnScreen()).toEqual([]);
  });
});
