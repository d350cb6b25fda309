import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardarDesafio } from '../../../src/client/portal/doacao/desafioGuardado.ts';

// The bot check's challenge is taken by the server from 3 seconds after it issued it: the page
// counts those seconds from the challenge's arrival, so a slow answer never makes a gift early.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the kept challenge', () => {
  it('waits 3 seconds counted from its arrival, not from the request', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ content: { desafio: 'abc', zeros: 3 } }))));
    // Asked at 1 s, arrived at 3 s (a slow answer), sent at 4,5 s: 1,5 s are still to wait.
    const relogio = [1_000, 3_000, 4_500, 4_500];
    const esperas: number[] = [];
    const guardado = guardarDesafio(() => relogio.shift() ?? 4_500, async (ms) => void esperas.push(ms));
    await vi.waitFor(() => expect(relogio).toHaveLength(2));

    expect(await guardado.pronto()).toEqual({ desafio: 'abc', zeros: 3 });
    expect(esperas).toEqual([1_500]);
  });
});
