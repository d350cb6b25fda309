import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  token = await t.entrar('operador');
});
afterAll(() => t.fechar());

const idiomas = async () => {
  const r = await t.chamar({ method: 'GET', url: '/api/internacionalizacao/languages', token });
  expect(r.statusCode).toBe(200);
  return r.json().content as Record<string, Record<string, string>>;
};

describe('GET /api/internacionalizacao/languages', () => {
  it('needs a session', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/internacionalizacao/languages' });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });

  it('answers pt-BR and en with the same keys, every text filled', async () => {
    const content = await idiomas();
    expect(Object.keys(content).sort()).toEqual(['en', 'pt-BR']);
    const chaves = Object.keys(content['pt-BR']!).sort();
    expect(chaves.length).toBeGreaterThan(0);
    expect(Object.keys(content.en!).sort()).toEqual(chaves);
    for (const idioma of ['pt-BR', 'en']) {
      for (const chave of chaves) expect(content[idioma]![chave]!.trim(), `${idioma}.${chave}`).not.toBe('');
    }
  });

  it('holds the specification\'s pt-BR texts and English ones that differ', async () => {
    const content = await idiomas();
    expect(content['pt-BR']).toMatchObject({
      sessaoExpirada: 'Sessão expirada. Faça login novamente.',
      semPermissao: MENSAGEM_SEM_PERMISSAO,
      credenciaisInvalidas: 'Usuário ou senha inválidos.',
    });
    expect(content.en!.sessaoExpirada).toBe('Session expired. Please log in again.');
    expect(content.en!.semPermissao).not.toBe(content['pt-BR']!.semPermissao);
  });

  it('answers the stored copies, so an edited message shows at once', async () => {
    await t.db.updateTable('mensagem_i18n').set({ texto: 'Sua sessão terminou.' }).where('locale', '=', 'pt-BR').where('chave', '=', 'sessaoExpirada').execute();
    expect((await idiomas())['pt-BR']!.sessaoExpirada).toBe('Sua sessão terminou.');
  });
});
