import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

interface PessoaDaLista {
  id: number;
  codigo: number;
  nome: string;
  pessoaFisica: { cpf: string | null } | null;
  pessoaJuridica: { cnpj: string | null } | null;
}

let t: AppDeTeste;
let sede: number;
let norte: number;
let adminSede: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  adminSede = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const semAcento = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const filtrar = (token: string, payload: unknown, query = '') =>
  t.chamar({ method: 'POST', url: `/api/pessoas/filter${query}`, token, payload: payload as object });

/** Every person the filter answers (all pages), with the reply's count. */
async function todas(token: string, q?: string): Promise<{ pessoas: PessoaDaLista[]; count: number }> {
  const pessoas: PessoaDaLista[] = [];
  for (let page = 1; ; page++) {
    const r = await filtrar(token, q === undefined ? {} : { q }, `?page=${page}&rpp=100`);
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    pessoas.push(...content.resultList);
    if (!content.hasMore) return { pessoas, count: content.count };
  }
}

async function idsAtivosDaUnidade(unidadeId: number): Promise<number[]> {
  const linhas = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', unidadeId).where('ativo', '=', true).execute();
  return linhas.map((l) => l.id).sort((a, b) => a - b);
}

const ids = (pessoas: PessoaDaLista[]) => pessoas.map((p) => p.id).sort((a, b) => a - b);

describe('POST /api/pessoas/filter — unit', () => {
  it('answers 409 to a session that has not chosen a unit', async () => {
    const r = await filtrar(await t.entrar('admin'), {});
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ message: 'Selecione uma unidade para continuar.' });
  });

  it('lists exactly the active people of the current unit, and switching the unit switches the list', async () => {
    const token = await t.entrarNaUnidade('admin', 'Sede');
    const daSede = await todas(token);
    const esperadasSede = await idsAtivosDaUnidade(sede);
    expect(esperadasSede.length).toBeGreaterThan(50);
    expect(ids(daSede.pessoas)).toEqual(esperadasSede);
    expect(daSede.count).toBe(esperadasSede.length);

    const troca = await t.chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: norte } });
    expect(troca.statusCode).toBe(200);
    const doNorte = await todas(token);
    expect(ids(doNorte.pessoas)).toEqual(await idsAtivosDaUnidade(norte));
    expect(doNorte.pessoas.some((p) => esperadasSede.includes(p.id))).toBe(false);
  });

  it('gives the operador (Sede only) the people of Sede only', async () => {
    const { pessoas } = await todas(await t.entrar('operador'));
    expect(ids(pessoas)).toEqual(await idsAtivosDaUnidade(sede));
  });

  it('leaves out deactivated people', async () => {
    const { id } = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', sede).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('pessoa').set({ ativo: false }).where('id', '=', id).execute();
    try {
      const { pessoas } = await todas(adminSede);
      expect(pessoas.map((p) => p.id)).not.toContain(id);
    } finally {
      await t.db.updateTable('pessoa').set({ ativo: true }).where('id', '=', id).execute();
    }
  });

  it('pages with page and rpp', async () => {
    const total = (await idsAtivosDaUnidade(sede)).length;
    const r = await filtrar(adminSede, {}, '?page=2&rpp=5');
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content).toMatchObject({ page: 2, rpp: 5, count: total, countExact: true, hasMore: true, pageCount: Math.ceil(total / 5) });
    expect(content.resultList).toHaveLength(5);
    const primeira = (await filtrar(adminSede, {}, '?page=1&rpp=5')).json().content.resultList;
    expect(ids(primeira).some((id) => ids(content.resultList).includes(id))).toBe(false);
  });
});

describe('POST /api/pessoas/filter — q', () => {
  it('finds names ignoring accents and letter case ("jose" finds "José")', async () => {
    const nomes = await t.db.selectFrom('pessoa').select('nome').where('unidade_id', '=', sede).where('ativo', '=', true).execute();
    const esperadas = nomes.filter((p) => semAcento(p.nome).includes('jose')).length;
    expect(nomes.some((p) => p.nome.includes('José'))).toBe(true);

    for (const q of ['jose', 'JOSE', 'José', 'jOsÉ']) {
      const { pessoas, count } = await todas(adminSede, q);
      expect(count, q).toBe(esperadas);
      expect(pessoas.every((p) => semAcento(p.nome).includes('jose'))).toBe(true);
      expect(pessoas.some((p) => p.nome.includes('José'))).toBe(true);
    }
  });

  it('finds by CPF with or without the mask, but never a person of another unit', async () => {
    const daSede = await t.db
      .selectFrom('pessoa')
      .select(['id', 'cpf'])
      .where('unidade_id', '=', sede)
      .where('cpf', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cpf = String(daSede.cpf).replace(/\D/g, '');
    const mascarado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const q of [cpf, mascarado]) {
      const { pessoas } = await todas(adminSede, q);
      expect(pessoas.map((p) => p.id), q).toEqual([daSede.id]);
    }

    const doNorte = await t.db
      .selectFrom('pessoa')
      .select('cpf')
      .where('unidade_id', '=', norte)
      .where('cpf', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await todas(adminSede, String(doNorte.cpf))).count).toBe(0);
  });

  it('finds by code within the current unit only', async () => {
    const { pessoas } = await todas(adminSede, '1');
    expect(pessoas.map((p) => p.codigo)).toEqual([1]);
    const { unidade_id } = await t.db.selectFrom('pessoa').select('unidade_id').where('id', '=', pessoas[0]!.id).executeTakeFirstOrThrow();
    expect(unidade_id).toBe(sede);
  });

  it('treats % and _ literally', async () => {
    expect((await todas(adminSede, 'Silva')).count).toBeGreaterThan(0);
    for (const q of ['%', '_', '%%', 'Silva%', 'S_lva', '%a%', '\\', '\\%']) {
      const r = await filtrar(adminSede, { q });
      expect(r.statusCode, q).toBe(200);
      expect(r.json().content.count, q).toBe(0);
    }
  });

  it('treats SQL-looking text as plain text and changes nothing', async () => {
    const antes = await idsAtivosDaUnidade(sede);
    for (const q of ["'; DROP TABLE pessoa; --", "' OR ''='", 'x") OR TRUE --', "Silva' UNION SELECT senha_hash FROM usuario --"]) {
      const r = await filtrar(adminSede, { q });
      expect(r.statusCode, q).toBe(200);
      expect(r.json().content.count, q).toBe(0);
    }
    expect(await idsAtivosDaUnidade(sede)).toEqual(antes);
  });

  it('ignores an empty or blank q, and accepts a null body', async () => {
    const total = (await idsAtivosDaUnidade(sede)).length;
    for (const payload of [{ q: '' }, { q: '   ' }, null]) {
      const r = await t.chamar({
        method: 'POST',
        url: '/api/pessoas/filter',
        token: adminSede,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(200);
      expect(r.json().content.count).toBe(total);
    }
  });
});

describe('POST /api/pessoas/filter — bad input', () => {
  it('answers 413 with a pt-BR message to a 10 MB body', async () => {
    const r = await filtrar(adminSede, { q: 'a', lixo: 'x'.repeat(10 * 1024 * 1024) });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ message: 'O conteúdo enviado excede o tamanho permitido.' });
  });

  it.each([
    ['q as an object', { q: { $ne: null } }],
    ['q as a list', { q: ['a', 'b'] }],
    ['q longer than 200 characters', { q: 'a'.repeat(201) }],
    ['a list as the body', ['jose']],
  ])('answers 422 to %s', async (_caso, payload) => {
    const r = await filtrar(adminSede, payload);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
  });

  it('answers 422 naming the field to a q that is not text', async () => {
    const r = await filtrar(adminSede, { q: { a: 1 } });
    expect(r.json().errors).toEqual([{ field: 'q', message: 'Valor inválido.' }]);
  });

  it.each([['page=0'], ['page=abc'], ['rpp=0'], ['rpp=-1'], ['rpp=1000']])('answers 422 to %s', async (query) => {
    const r = await filtrar(adminSede, {}, `?${query}`);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: query.split('=')[0], message: 'Valor inválido.' }] });
  });

  it('answers 400 to a body that is not JSON and 415 to an unsupported content type', async () => {
    const invalido = await t.chamar({
      method: 'POST',
      url: '/api/pessoas/filter',
      token: adminSede,
      payload: '{"q": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    const xml = await t.chamar({
      method: 'POST',
      url: '/api/pessoas/filter',
      token: adminSede,
      payload: '<q>jose</q>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Tipo de conteúdo não suportado.' });
    // Plain text is read as a string, which is not the filter object.
    const texto = await t.chamar({
      method: 'POST',
      url: '/api/pessoas/filter',
      token: adminSede,
      payload: 'q=jose',
      headers: { 'content-type': 'text/plain' },
    });
    expect(texto.statusCode).toBe(422);
    expect(texto.json().message).toBe(MENSAGEM_FORMULARIO);
  });
});
