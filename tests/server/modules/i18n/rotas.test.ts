import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '../../../../src/shared/messages.ts';
import { MODELOS_VALIDACAO } from '../../../../src/shared/validation/messages.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

let t: AppDeTeste;
let admin: string;
let operador: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrar('admin');
  operador = await t.entrar('operador');
});
afterAll(() => t.fechar());

const URL = '/api/internacionalizacao/mensagens';
const CHAVE = MENSAGENS.naoEncontrado;

const idiomas = async () => {
  const r = await t.chamar({ method: 'GET', url: '/api/internacionalizacao/languages' });
  expect(r.statusCode).toBe(200);
  return r.json().content as Record<'pt-BR' | 'en', Record<string, string>>;
};

const guardadas = () => t.db.selectFrom('mensagem_i18n').select(['locale', 'chave', 'texto']).orderBy('locale').orderBy('chave').execute();

describe('GET /api/internacionalizacao/languages', () => {
  it('needs no session (the login page speaks the language too) and answers pt-BR and en with the same keys, all filled', async () => {
    const content = await idiomas();
    expect(Object.keys(content).sort()).toEqual(['en', 'pt-BR']);
    const chaves = Object.keys(content['pt-BR']).sort();
    expect(chaves.length).toBeGreaterThan(0);
    expect(Object.keys(content.en).sort()).toEqual(chaves);
    for (const idioma of ['pt-BR', 'en'] as const) {
      for (const chave of chaves) expect(content[idioma][chave]!.trim(), `${idioma}: ${chave}`).not.toBe('');
    }
  });

  it("a key is the specification's pt-BR text, and its English differs", async () => {
    const content = await idiomas();
    expect(content['pt-BR'][MENSAGENS.sessaoExpirada]).toBe('Sessão expirada. Faça login novamente.');
    expect(content.en[MENSAGENS.sessaoExpirada]).toBe('Session expired. Please log in again.');
    expect(content.en[MENSAGEM_SEM_PERMISSAO]).not.toBe(MENSAGEM_SEM_PERMISSAO);
  });
});

describe('PUT and DELETE /api/internacionalizacao/mensagens', () => {
  it('an edited pt-BR message is in force at once, audited; saving the default again removes the change', async () => {
    const auditoriaAntes = await contarAuditoria(t.db);
    const r = await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { idioma: 'pt-BR', chave: CHAVE, texto: 'Nada encontrado por aqui.' } });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Mensagem salva.');
    expect((await idiomas())['pt-BR'][CHAVE]).toBe('Nada encontrado por aqui.');
    const linha = (r.json().content as { chave: string; textos: Record<string, { texto: string; padrao: string; alterado: boolean }> }[]).find((m) => m.chave === CHAVE);
    expect(linha?.textos['pt-BR']).toEqual({ texto: 'Nada encontrado por aqui.', padrao: CHAVE, alterado: true });
    expect(await contarAuditoria(t.db)).toBe(auditoriaAntes + 1);

    const volta = await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { idioma: 'pt-BR', chave: CHAVE, texto: CHAVE } });
    expect(volta.statusCode).toBe(200);
    expect(await guardadas()).toEqual([]);
    expect((await idiomas())['pt-BR'][CHAVE]).toBe(CHAVE);
  });

  it('an English message is edited and restored by DELETE', async () => {
    await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { idioma: 'en', chave: CHAVE, texto: 'Nothing here.' } });
    expect((await idiomas()).en[CHAVE]).toBe('Nothing here.');
    const r = await t.chamar({ method: 'DELETE', url: URL, token: admin, query: { idioma: 'en', chave: CHAVE } });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Mensagem padrão restaurada.');
    expect((await idiomas()).en[CHAVE]).toBe('Record not found.');
    expect(await guardadas()).toEqual([]);
  });

  it('refuses bad input with a pt-BR message and changes nothing', async () => {
    const casos: [Record<string, unknown>, number, RegExp][] = [
      [{ idioma: 'pt-BR', chave: 'Texto que não existe', texto: 'x' }, 404, /^Mensagem não encontrada no catálogo\.$/],
      [{ idioma: 'pt-BR', chave: CHAVE, texto: '   ' }, 422, /^Existem erros/],
      [{ idioma: 'pt-BR', chave: CHAVE, texto: 'x'.repeat(2001) }, 422, /^Existem erros/],
      [{ idioma: 'pt-BR', chave: MODELOS_VALIDACAO.maxLength, texto: 'Texto longo demais.' }, 422, /^Existem erros/],
      [{ idioma: 'pt-BR', chave: MODELOS_VALIDACAO.maxLength, texto: 'Máximo {n}, {m}.' }, 422, /^Existem erros/],
      [{ idioma: 'fr', chave: CHAVE, texto: 'x' }, 422, /./],
      [{ idioma: 'pt-BR', chave: CHAVE, texto: 12 }, 422, /./],
      [{ idioma: 'pt-BR', chave: CHAVE, texto: 'Nada\u0000' }, 422, /^Existem erros/],
      [{ idioma: 'pt-BR', chave: CHAVE, texto: 'x', alterada_por: 1 }, 422, /./],
      [{ idioma: 'pt-BR', chave: CHAVE }, 422, /./],
    ];
    for (const [payload, status, mensagem] of casos) {
      const r = await t.chamar({ method: 'PUT', url: URL, token: admin, payload });
      expect(r.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(status);
      expect(r.json().message).toMatch(mensagem);
    }
    const marcadores = await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { idioma: 'pt-BR', chave: MODELOS_VALIDACAO.maxLength, texto: 'Sem marcador.' } });
    expect(marcadores.json().errors).toEqual([{ field: 'texto', message: 'O texto deve manter os marcadores {n} e nenhum outro.' }]);
    expect(await guardadas()).toEqual([]);
  });

  it('a text keeping its markers is accepted', async () => {
    const r = await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { idioma: 'pt-BR', chave: MODELOS_VALIDACAO.maxLength, texto: 'No máximo {n} caracteres.' } });
    expect(r.statusCode).toBe(200);
    expect((await idiomas())['pt-BR'][MODELOS_VALIDACAO.maxLength]).toBe('No máximo {n} caracteres.');
    await t.chamar({ method: 'DELETE', url: URL, token: admin, query: { idioma: 'pt-BR', chave: MODELOS_VALIDACAO.maxLength } });
  });

  it('operador, without the tags, is refused every call (403) and changes nothing', async () => {
    for (const chamada of [
      { method: 'GET' as const, url: URL },
      { method: 'PUT' as const, url: URL, payload: { idioma: 'pt-BR', chave: CHAVE, texto: 'Tomada.' } },
      { method: 'DELETE' as const, url: URL, query: { idioma: 'pt-BR', chave: CHAVE } },
    ]) {
      const r = await t.chamar({ ...chamada, token: operador });
      expect(r.statusCode, chamada.method).toBe(403);
      expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    }
    expect(await guardadas()).toEqual([]);
  });
});
