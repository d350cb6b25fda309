import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, post } from '../../../src/client/api/http.ts';
import { onSessionTeardown, teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import { subscribeNotices, type Notice } from '../../../src/client/services/toasts/notices.ts';
import { json, stubFetch } from '../support/fetchStub.ts';
import { logIn } from '../support/fixtures.ts';

const EXPIRADA = 'Sessão expirada. Faça login novamente.';

describe('an expired session', () => {
  const reload = vi.fn();
  const notices: Notice[] = [];
  let unsubscribe: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { ...window.location, reload });
    unsubscribe = subscribeNotices((notice) => notices.push(notice));
    logIn();
    localStorage.setItem('alicerce.outra-coisa', 'x');
  });

  afterEach(() => {
    unsubscribe();
    notices.length = 0;
    reload.mockReset();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the message, then after 5 s runs the teardown hooks, clears local storage and reloads', async () => {
    const fecharCanal = vi.fn();
    const cancelar = onSessionTeardown(fecharCanal);
    stubFetch({ 'GET /api/context': () => json({ message: EXPIRADA }, 401) });

    await get('/api/context').catch(() => undefined);

    expect(notices).toEqual([{ intent: 'error', text: EXPIRADA }]);
    vi.advanceTimersByTime(4999);
    expect(fecharCanal).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(2);
    expect(reload).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(fecharCanal).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(reload).toHaveBeenCalledTimes(1);
    cancelar();
  });

  it('tears down once when several calls expire together', async () => {
    stubFetch({ 'POST /api/a': () => json({ msg: EXPIRADA }, 401) });
    await Promise.all([post('/api/a').catch(() => undefined), post('/api/a').catch(() => undefined)]);

    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload later when the user left with Sair meanwhile', async () => {
    stubFetch({ 'GET /api/context': () => json({ message: EXPIRADA }, 401) });
    await get('/api/context').catch(() => undefined);

    teardownSession();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores the refusal of a request whose session ended with Sair before it came back, and keeps the next login', async () => {
    let responder: (r: Response) => void = () => undefined;
    stubFetch({ 'GET /api/avisos': () => new Promise<Response>((resolve) => (responder = resolve)) });
    const pedido = get('/api/avisos').catch((erro: unknown) => erro);

    teardownSession();
    logIn('token-do-novo-login');
    responder(json({ message: EXPIRADA }, 401));
    expect(await pedido).toMatchObject({ status: 401 });

    vi.advanceTimersByTime(10_000);
    expect(notices).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('alicerce.token')).toBe('token-do-novo-login');
  });

  it('does not end a session begun during the delay (a login right after an expired call)', async () => {
    teardownSession();
    stubFetch({ 'GET /api/parametros/publicos': () => json({ message: EXPIRADA }, 401) });
    await get('/api/parametros/publicos').catch(() => undefined);
    logIn('token-do-novo-login');

    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('alicerce.token')).toBe('token-do-novo-login');
  });

  it('does not tear down for other errors', async () => {
    stubFetch({ 'GET /api/a': () => json({ message: 'Você não possui permissão para acessar essa funcionalidade' }, 403) });
    await get('/api/a').catch(() => undefined);

    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(2);
  });
});
