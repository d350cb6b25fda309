import { afterAll, beforeAll, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.fechar());

it('an over-long URL parameter gets a 4xx with a pt-BR message, never the router text', async () => {
  const token = await t.entrar('admin');
  for (const url of [`/api/models/${'a'.repeat(300)}.json`, `/api/usuarios/${'9'.repeat(300)}/foto`]) {
    const r = await t.chamar({ method: 'GET', url, token });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(['Endereço longo demais.', 'Recurso não encontrado.', 'Modelo não encontrado.', 'Existem erros no formulário, revise-o salve novamente.']).toContain(
      r.json().message,
    );
  }
});
