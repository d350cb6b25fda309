import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_POLITICA_LONGA, MENSAGEM_POLITICA_VAZIA, TAMANHO_MAXIMO_DA_POLITICA } from '../../../../src/shared/api/politicaprivacidade.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { contarAuditoria, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

let t: AppDeTeste;
let admin: string;
let operador: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  operador = await t.entrar('operador');
});
afterAll(() => t.fechar());

const ler = () => t.chamar({ method: 'GET', url: '/api/politicaprivacidade' });
const salvar = (payload: unknown, token = admin) => t.chamar({ method: 'PUT', url: '/api/politicaprivacidade', token, payload: payload as object });

describe('GET /api/politicaprivacidade', () => {
  it("answers the shipped LGPD policy, with the institution's name, to anyone without a session", async () => {
    const { nome } = await t.db.selectFrom('instituicao').select('nome').executeTakeFirstOrThrow();
    const r = await ler();
    expect(r.statusCode).toBe(200);
    const { texto, atualizadaEm, atualizadaPor } = r.json().content;
    expect(texto).toMatch(/^# Política de Privacidade/);
    expect(texto).toContain('Lei nº 13.709/2018');
    expect(texto).toContain(nome);
    expect(texto).not.toContain('{{instituicao}}');
    expect({ atualizadaEm, atualizadaPor }).toEqual({ atualizadaEm: null, atualizadaPor: null });
  });
});

describe('PUT /api/politicaprivacidade', () => {
  it('refuses a user without the tag, and changes nothing', async () => {
    const auditoria = await contarAuditoria(t.db);
    const r = await salvar({ texto: 'Outra política.' }, operador);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    expect((await ler()).json().content.atualizadaEm).toBeNull();
    expect(await contarAuditoria(t.db)).toBe(auditoria);
  });

  it.each([
    ['an empty text', { texto: '   ' }, 422, MENSAGEM_POLITICA_VAZIA],
    ['a text over the limit', { texto: 'a'.repeat(TAMANHO_MAXIMO_DA_POLITICA + 1) }, 422, MENSAGEM_POLITICA_LONGA],
  ])('refuses %s with the field message', async (_, payload, status, mensagem) => {
    const r = await salvar(payload);
    expect(r.statusCode).toBe(status);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'texto', message: mensagem }] });
  });

  it.each([
    ['a missing text', {}],
    ['an object for the text', { texto: { $ne: '' } }],
    ['a text with a NUL character', { texto: 'Política\u0000' }],
  ])('refuses %s with a pt-BR 4xx', async (_, payload) => {
    const r = await salvar(payload);
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json().message).toMatch(/[a-zà-ú]/i);
    expect((await ler()).json().content.atualizadaEm).toBeNull();
  });

  it('saves a new text, keeps the old one as history, audits it and answers who saved it and when', async () => {
    const auditoria = await contarAuditoria(t.db);
    const texto = '# Política\n\nTexto <script>alert(1)</script> guardado como texto.';
    // An unknown field (here, who saved it) is refused by name and never written: the session says who.
    const intrusa = await salvar({ texto, atualizadaPor: 'Outra pessoa' });
    expect(intrusa.statusCode).toBe(422);
    expect(intrusa.json().errors).toEqual([{ field: 'atualizadaPor', message: 'Campo não permitido.' }]);
    expect(await contarAuditoria(t.db)).toBe(auditoria);
    const r = await salvar({ texto });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Política de privacidade salva.');
    const lida = (await ler()).json().content;
    expect(lida.texto).toBe(texto);
    expect(lida.atualizadaPor).toBe('Administrador');
    expect(Date.now() - Date.parse(lida.atualizadaEm)).toBeLessThan(60_000);
    expect(await contarAuditoria(t.db)).toBe(auditoria + 1);

    await salvar({ texto: '# Política\n\nSegunda versão.' });
    expect((await ler()).json().content.texto).toBe('# Política\n\nSegunda versão.');
    const versoes = await t.db.selectFrom('politica_privacidade').select('texto').orderBy('id').execute();
    expect(versoes.map((v) => v.texto)).toEqual([texto, '# Política\n\nSegunda versão.']);
  });
});
