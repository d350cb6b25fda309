import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASTA_MODELOS } from '../../../../src/server/caminhos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  token = await t.entrar('operador');
});
afterAll(() => t.fechar());

describe('GET /api/models/{name}.json', () => {
  it.each([['usuario'], ['unidade'], ['cidade']])('answers the model %s itself, as JSON', async (nome) => {
    const r = await t.chamar({ method: 'GET', url: `/api/models/${nome}.json`, token });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    const arquivo = JSON.parse(await readFile(`${PASTA_MODELOS}/${nome}.json`, 'utf8'));
    expect(r.json()).toEqual(arquivo);
  });

  it('the usuario model describes the user\'s fields', async () => {
    const modelo = (await t.chamar({ method: 'GET', url: '/api/models/usuario.json', token })).json();
    expect(modelo.type).toBe('object');
    expect(Object.keys(modelo.properties)).toEqual(expect.arrayContaining(['login', 'nome', 'email']));
    expect(JSON.stringify(modelo)).not.toMatch(/senha/);
  });

  it.each([
    ['..%2Fpackage.json'],
    ['..%2F..%2Fpackage.json'],
    ['%2e%2e%2fpackage.json'],
    ['..%5Cpackage.json'],
    ['_meta'],
    ['_meta.json'],
    ['nao-existe.json'],
    ['naoexiste.json'],
    ['usuario'],
    ['usuario.JSON'],
    ['usuario.json.json'],
    ['usuario.json%00'],
    ['Usuario.json'],
    ['%2Fetc%2Fpasswd'],
  ])('answers 404 Modelo não encontrado. to %s', async (nome) => {
    const r = await t.chamar({ method: 'GET', url: `/api/models/${nome}`, token });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Modelo não encontrado.' });
  });

  it.each([['../package.json'], ['../../package.json'], ['_meta/'], ['./usuario.json/..']])(
    'answers 404 with a pt-BR message, and never a file from outside schemas/, to %s',
    async (nome) => {
      const r = await t.chamar({ method: 'GET', url: `/api/models/${nome}`, token });
      expect(r.statusCode).toBe(404);
      expect(['Modelo não encontrado.', 'Recurso não encontrado.']).toContain(r.json().message);
      expect(r.body).not.toContain('dependencies');
    },
  );

  // The router may refuse an over-long parameter itself (414) or find no route (404).
  it('answers 404 or 414 with a pt-BR message to a name of 300 characters', async () => {
    const r = await t.chamar({ method: 'GET', url: `/api/models/${'a'.repeat(300)}.json`, token });
    expect([404, 414]).toContain(r.statusCode);
    expect(['Modelo não encontrado.', 'Recurso não encontrado.', 'Endereço longo demais.']).toContain(r.json().message);
  });

  it('needs a session', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/models/usuario.json' });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });
});
