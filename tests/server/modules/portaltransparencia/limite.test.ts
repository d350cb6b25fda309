import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_MUITOS_PEDIDOS_PUBLICOS } from '../../../../src/shared/portais/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

// The real application with the public calls' limit lowered to 2 a minute: the visitor's third
// call is refused with the pt-BR 429, and the staff's calls from the same address are not held back.

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste({ publicoPedidos: 2 });
});
afterAll(() => t.fechar());

describe('the public calls of the application', () => {
  it('answer 429 past the limit, while the staff go on', async () => {
    const portal = () => t.chamar({ method: 'GET', url: '/api/publico/transparencia/portal' });
    expect((await portal()).statusCode).toBe(200);
    expect((await portal()).statusCode).toBe(200);
    const barrado = await portal();
    expect(barrado.statusCode).toBe(429);
    expect(barrado.json()).toEqual({ message: MENSAGEM_MUITOS_PEDIDOS_PUBLICOS });

    const admin = await t.entrar('admin');
    expect((await t.chamar({ method: 'GET', url: '/api/portaltransparencia/transparencias', token: admin })).statusCode).toBe(200);
  });
});
