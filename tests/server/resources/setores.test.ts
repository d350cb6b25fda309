import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { criarUsuario, idDaUnidade, idDoUsuario, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';
import { auditoriaDe } from './ajudantes.ts';

// The generic engine over a real descriptor: screens/configuracoes/setores.json, whose model
// (schemas/setor.json) describes the core table setor and is scoped to the session's unit.

let t: AppDeTeste;
let admin: string;
let sede: number;
let norte: number;
let setorDoNorte: number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  await t.db.insertInto('setor').values([
    { unidade_id: sede, nome: 'Desconto 100% garantido', ativo: false },
    { unidade_id: sede, nome: 'Nome_com_sublinhado' },
  ]).execute();
  setorDoNorte = (await t.db.selectFrom('setor').select('id').where('nome', '=', 'Educação').executeTakeFirstOrThrow()).id;
  await criarUsuario(t.db, { login: 'leitorsetor', unidadeIds: [sede], tags: ['configuracoes.setor.visualizar'] });
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const get = (url: string, token = admin) => t.chamar({ method: 'GET', url, token });
const post = (payload: unknown, token = admin) => t.chamar({ method: 'POST', url: '/api/setores', token, payload: payload as object });
const nomes = (r: { json(): { content: { resultList: { nome: string }[] } } }) => r.json().content.resultList.map((s) => s.nome);
const lerSetor = (id: number) => t.db.selectFrom('setor').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /api/setores', () => {
  it('lists the sectors of the session unit only, sorted by the default order (nome), shaped as the model', async () => {
    const r = await get('/api/setores');
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content).toMatchObject({ page: 1, rpp: 10, count: 6, countExact: true, pageCount: 1, hasMore: false });
    expect(nomes(r)).toEqual(['Administrativo', 'Captação de Recursos', 'Desconto 100% garantido', 'Financeiro', 'Nome_com_sublinhado', 'Projetos Sociais']);
    for (const s of content.resultList) expect(Object.keys(s).sort()).toEqual(['ativo', 'id', 'membros', 'nome']);
    const doNorte = await get('/api/setores', await t.entrarNaUnidade('admin', 'Unidade Norte'));
    expect(nomes(doNorte)).toEqual(['Atendimento', 'Educação']);
  });

  it('pages with page and rpp, and refuses rpp over 100', async () => {
    const pagina2 = (await get('/api/setores?page=2&rpp=4')).json().content;
    expect(pagina2).toMatchObject({ page: 2, rpp: 4, count: 6, pageCount: 2, hasMore: false });
    expect(pagina2.resultList).toHaveLength(2);
    expect((await get('/api/setores?rpp=101')).statusCode).toBe(422);
    expect((await get('/api/setores?page=0')).statusCode).toBe(422);
  });

  it('searches q ignoring accents and case; % and _ are plain; SQL-looking text is plain text', async () => {
    expect(nomes(await get(`/api/setores?q=${encodeURIComponent('CAPTACAO')}`))).toEqual(['Captação de Recursos']);
    expect(nomes(await get('/api/setores?term=financ'))).toEqual(['Financeiro']);
    expect(nomes(await get('/api/setores?q=%25'))).toEqual(['Desconto 100% garantido']);
    expect(nomes(await get('/api/setores?q=_'))).toEqual(['Nome_com_sublinhado']);
    for (const q of ["' OR '1'='1", "x'; DELETE FROM setor; --", '\\']) {
      const r = await get(`/api/setores?q=${encodeURIComponent(q)}`);
      expect(r.statusCode).toBe(200);
      expect(nomes(r)).toEqual([]);
    }
    const { n } = await t.db.selectFrom('setor').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(8);
  });

  it('refuses a q with a NUL character or longer than 200 characters (422, not 500)', async () => {
    expect((await get('/api/setores?q=a%00b')).statusCode).toBe(422);
    expect((await get(`/api/setores?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });

  it('sorts by a listed sortable column in either direction; any other sort is 422', async () => {
    expect(nomes(await get('/api/setores?sort=nome,desc'))[0]).toBe('Projetos Sociais');
    expect(nomes(await get('/api/setores?sort=ativo,asc'))[0]).toBe('Desconto 100% garantido');
    for (const sort of ['id,asc', 'unidade_id,asc', 'criado_em,desc', 'nome,sideways', 'nome;DROP TABLE setor', '']) {
      const r = await get(`/api/setores?sort=${encodeURIComponent(sort)}`);
      expect(r.statusCode, sort).toBe(422);
      expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
      expect(r.json().errors[0].field).toBe('sort');
    }
  });

  it("filters by the descriptor's filter fields (ativo), typed", async () => {
    expect(nomes(await get('/api/setores?ativo=false'))).toEqual(['Desconto 100% garantido']);
    expect(nomes(await get('/api/setores?ativo=true'))).toHaveLength(5);
    const r = await get('/api/setores?ativo=talvez');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'ativo', message: 'Valor inválido.' }]);
  });

  it('narrows each record to the fields asked for', async () => {
    const { content } = (await get('/api/setores?fields=nome&rpp=2')).json();
    expect(content.resultList).toEqual([{ nome: 'Administrativo' }, { nome: 'Captação de Recursos' }]);
    expect((await get('/api/setores?fields=nome,,x')).statusCode).toBe(422);
    expect((await get('/api/setores?fields=__proto__.polluted')).json().content.resultList[0]).toEqual({});
  });
});

describe('GET /api/setores/metadatalist and /resumos', () => {
  it('gives the list defaults and the titles of the searched fields', async () => {
    const r = await get('/api/setores/metadatalist');
    expect(r.json()).toEqual({ content: { params: { page: 1, rpp: 10, sort: 'nome,asc' }, camposPesquisados: ['Nome'] } });
  });

  it('counts the records of the unit', async () => {
    expect((await get('/api/setores/resumos')).json()).toEqual({ content: { total: 6, ativos: 5, inativos: 1 } });
  });
});

describe('GET /api/setores/:id', () => {
  it('answers one record of the unit; another unit\'s record is 404', async () => {
    const [primeiro] = (await get('/api/setores')).json().content.resultList;
    expect((await get(`/api/setores/${primeiro.id}`)).json()).toEqual({ content: primeiro });
    const r = await get(`/api/setores/${setorDoNorte}`);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: 'Registro não encontrado.' });
    expect((await get('/api/setores/999999')).statusCode).toBe(404);
    expect((await get('/api/setores/abc')).statusCode).toBe(422);
    expect((await get('/api/setores/99999999999')).statusCode).toBe(422);
  });
});

describe('POST /api/setores', () => {
  it('creates in the session unit, writes only model properties and audits the write', async () => {
    const r = await post({ nome: 'Comunicação', unidade_id: norte, unidadeId: norte, criado_em: '2000-01-01', hack: 1 });
    expect(r.statusCode).toBe(200);
    const { content, message } = r.json();
    expect(message).toBe('Registro salvo.');
    expect(content).toEqual({ id: expect.any(Number), nome: 'Comunicação', ativo: true, membros: null });
    const linha = await lerSetor(content.id);
    expect(linha).toMatchObject({ unidade_id: sede, nome: 'Comunicação', ativo: true });
    const auditoria = await auditoriaDe(t.db, 'setor', content.id);
    expect(auditoria).toEqual([
      {
        acao: 'criar',
        usuario_id: await idDoUsuario(t.db, 'admin'),
        unidade_id: sede,
        alteracoes: { nome: { de: null, para: 'Comunicação' }, ativo: { de: null, para: true } },
      },
    ]);
  });

  it('updates when the body has an id, judging the stored record with the payload over it', async () => {
    const { content: criado } = (await post({ nome: 'Jurídico' })).json();
    const r = await post({ id: criado.id, ativo: false });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toEqual({ id: criado.id, nome: 'Jurídico', ativo: false, membros: null });
    const renomeado = await post({ id: criado.id, nome: 'Jurídico e Compliance' });
    expect(renomeado.json().content.nome).toBe('Jurídico e Compliance');
    const auditoria = await auditoriaDe(t.db, 'setor', criado.id);
    expect(auditoria.map((a) => [a.acao, a.alteracoes])).toEqual([
      ['criar', { nome: { de: null, para: 'Jurídico' }, ativo: { de: null, para: true } }],
      ['alterar', { ativo: { de: true, para: false } }],
      ['alterar', { nome: { de: 'Jurídico', para: 'Jurídico e Compliance' } }],
    ]);
  });

  it("answers 404 for another unit's record and leaves it unchanged", async () => {
    const antes = await lerSetor(setorDoNorte);
    const r = await post({ id: setorDoNorte, nome: 'Tomado' });
    expect(r.statusCode).toBe(404);
    expect(await lerSetor(setorDoNorte)).toEqual(antes);
    expect((await post({ id: 999999, nome: 'Fantasma' })).statusCode).toBe(404);
  });

  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['no nome', { ativo: true }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
    ['a blank nome', { nome: '   ' }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
    ['a null nome', { nome: null }, [{ field: 'nome', message: 'Preenchimento obrigatório.' }]],
    ['a nome over 120 characters', { nome: 'x'.repeat(121) }, [{ field: 'nome', message: 'Tamanho máximo de 120 excedido.' }]],
    ['a nome that is a number', { nome: 123 }, [{ field: 'nome', message: 'Valor inválido.' }]],
    ['a nome that is an object', { nome: { $gt: '' } }, [{ field: 'nome', message: 'Valor inválido.' }]],
    ['an ativo that is text', { nome: 'X', ativo: 'sim' }, [{ field: 'ativo', message: 'Valor inválido.' }]],
    ['an id that is text', { id: 'abc', nome: 'X' }, [{ field: 'id', message: 'Valor inválido.' }]],
    ['a negative id', { id: -1, nome: 'X' }, [{ field: 'id', message: 'Valor inválido.' }]],
    ['a NUL character', { nome: 'a\u0000b' }, [{ field: 'nome', message: 'Valor inválido.' }]],
  ])('refuses %s with 422 and the field errors, writing nothing', async (_caso, payload, errors) => {
    const antes = await t.db.selectFrom('auditoria').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await post(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
    const depois = await t.db.selectFrom('auditoria').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it('refuses a body that is not an object, and a 1 MB string, with a 4xx', async () => {
    expect((await post([{ nome: 'x' }])).statusCode).toBe(422);
    expect((await post('texto')).statusCode).toBe(415);
    expect((await t.chamar({ method: 'POST', url: '/api/setores', token: admin, headers: { 'content-type': 'application/json' }, payload: 'null' })).statusCode).toBe(422);
    expect((await t.chamar({ method: 'POST', url: '/api/setores', token: admin, headers: { 'content-type': 'application/json' }, payload: '{"nome":' })).statusCode).toBe(400);
    const enorme = await post({ nome: 'x'.repeat(1024 * 1024) });
    expect(enorme.statusCode).toBe(413);
    const quaseUmMega = await post({ nome: 'x'.repeat(1000 * 1000) });
    expect(quaseUmMega.statusCode).toBe(422);
    expect(quaseUmMega.json().errors).toEqual([{ field: 'nome', message: 'Tamanho máximo de 120 excedido.' }]);
  });
});

describe('DELETE /api/setores/:id', () => {
  it('deletes a record of the unit with a pt-BR message and audits what it held', async () => {
    const { content } = (await post({ nome: 'Temporário' })).json();
    const r = await t.chamar({ method: 'DELETE', url: `/api/setores/${content.id}`, token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ content: { id: content.id }, message: 'Registro excluído.' });
    expect(await lerSetor(content.id)).toBeUndefined();
    const ultima = (await auditoriaDe(t.db, 'setor', content.id)).at(-1);
    expect(ultima).toMatchObject({ acao: 'excluir', alteracoes: { nome: { de: 'Temporário', para: null }, ativo: { de: true, para: null } } });
  });

  it("answers 404 for another unit's record and keeps it", async () => {
    const r = await t.chamar({ method: 'DELETE', url: `/api/setores/${setorDoNorte}`, token: admin });
    expect(r.statusCode).toBe(404);
    expect(await lerSetor(setorDoNorte)).toBeDefined();
  });
});

describe('permissions and unit', () => {
  it('refuses the operador (no configuracoes.setor tags) on every call with 403', async () => {
    const operador = await t.entrar('operador');
    const chamadas = [
      { method: 'GET', url: '/api/setores' },
      { method: 'GET', url: '/api/setores/metadatalist' },
      { method: 'GET', url: '/api/setores/resumos' },
      { method: 'GET', url: `/api/setores/${setorDoNorte}` },
      { method: 'POST', url: '/api/setores', payload: { nome: 'X' } },
      { method: 'DELETE', url: `/api/setores/${setorDoNorte}` },
    ] as const;
    for (const c of chamadas) {
      const r = await t.chamar({ ...c, token: operador });
      expect(r.statusCode, `${c.method} ${c.url}`).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
  });

  it('lets a holder of visualizar only read', async () => {
    const leitor = await t.entrar('leitorsetor');
    expect((await get('/api/setores', leitor)).statusCode).toBe(200);
    expect((await post({ nome: 'X' }, leitor)).statusCode).toBe(403);
    expect((await t.chamar({ method: 'DELETE', url: `/api/setores/${setorDoNorte}`, token: leitor })).statusCode).toBe(403);
  });

  it('needs a session, and a chosen unit for a per-unit model', async () => {
    expect((await t.chamar({ method: 'GET', url: '/api/setores' })).statusCode).toBe(401);
    const semUnidade = await t.entrar('admin');
    const r = await get('/api/setores', semUnidade);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Selecione uma unidade para continuar.');
  });
});
