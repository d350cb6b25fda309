import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

let t: AppDeTeste;
let admin: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  const sede = await idDaUnidade(t.db, 'Sede');
  // Enough users for several pages, with names that test accents and LIKE wildcards.
  await criarUsuario(t.db, { login: 'jose', nome: 'José Conceição', unidadeIds: [sede] });
  await criarUsuario(t.db, { login: 'porcento', nome: 'Desconto 100% garantido', unidadeIds: [sede] });
  await criarUsuario(t.db, { login: 'sublinhado', nome: 'Nome_com_sublinhado', unidadeIds: [sede] });
  await criarUsuario(t.db, { login: 'leitor', nome: 'Leitor de Usuários', unidadeIds: [sede], tags: ['configuracoes.usuario.visualizar'] });
  admin = await t.entrar('admin');
});
afterAll(() => t.fechar());

/** The demo's users (admin, operador, coordenador, coordenadora, diretor, teleoperador) and the four above. */
const USUARIOS = 10;

const listar = (url: string, token = admin) => t.chamar({ method: 'GET', url, token });

describe('GET /api/usuarios — permission', () => {
  it('refuses the operador (no configuracoes.usuario.visualizar) with 403 and the specification\'s message', async () => {
    const r = await listar('/api/usuarios', await t.entrar('operador'));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });

  it('lets a user holding exactly the tag list users', async () => {
    const r = await listar('/api/usuarios', await t.entrar('leitor'));
    expect(r.statusCode).toBe(200);
    expect(r.json().content.count).toBe(USUARIOS);
  });

  it('needs a session (401 before any permission check)', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/usuarios' });
    expect(r.statusCode).toBe(401);
    expect(r.json().message).toMatch(/^Sessão expirada/);
  });
});

describe('GET /api/usuarios — paging', () => {
  it('answers the paged reply with the defaults page 1, rpp 10', async () => {
    const r = await listar('/api/usuarios');
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(Object.keys(content).sort()).toEqual(['count', 'countExact', 'hasMore', 'page', 'pageCount', 'resultList', 'rpp']);
    expect(content).toMatchObject({ hasMore: false, page: 1, rpp: 10, count: USUARIOS, countExact: true, pageCount: 1 });
    expect(content.resultList).toHaveLength(USUARIOS);
    // Sorted by name; only what a list needs, never the password hash.
    const nomes = content.resultList.map((u: { nome: string }) => u.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const u of content.resultList) {
      expect(Object.keys(u).sort()).toEqual(['ativo', 'email', 'id', 'login', 'nome']);
    }
    expect(r.body).not.toMatch(/scrypt|senha/);
  });

  it('walks the pages with page and rpp without repeating or skipping anyone', async () => {
    const vistos: number[] = [];
    const paginas = Math.ceil(USUARIOS / 2);
    for (let page = 1; page <= paginas; page++) {
      const { content } = (await listar(`/api/usuarios?page=${page}&rpp=2`)).json();
      expect(content).toMatchObject({ page, rpp: 2, count: USUARIOS, pageCount: paginas, hasMore: page < paginas });
      expect(content.resultList).toHaveLength(Math.min(2, USUARIOS - (page - 1) * 2));
      vistos.push(...content.resultList.map((u: { id: number }) => u.id));
    }
    expect(new Set(vistos).size).toBe(USUARIOS);
    const alem = (await listar(`/api/usuarios?page=${paginas + 1}&rpp=2`)).json().content;
    expect(alem).toMatchObject({ resultList: [], hasMore: false, page: paginas + 1, count: USUARIOS });
  });

  it.each([
    ['page=0'],
    ['page=-1'],
    ['page=abc'],
    ['page=1.5'],
    ['page=100001'],
    ['rpp=0'],
    ['rpp=-1'],
    ['rpp=abc'],
    ['rpp=1000'],
    ['rpp=101'],
    ['page=1&page=2'],
  ])('answers 422 for %s', async (query) => {
    const r = await listar(`/api/usuarios?${query}`);
    expect(r.statusCode).toBe(422);
    const corpo = r.json();
    expect(corpo.message).toBe(MENSAGEM_FORMULARIO);
    expect(corpo.errors).toEqual([{ field: query.split('=')[0], message: 'Valor inválido.' }]);
  });
});

describe('GET /api/usuarios — q', () => {
  const buscar = async (q: string) => {
    const r = await listar(`/api/usuarios?q=${encodeURIComponent(q)}`);
    expect(r.statusCode).toBe(200);
    return r.json().content.resultList.map((u: { login: string }) => u.login).sort();
  };

  it('finds by name ignoring accents and letter case, by login and by e-mail', async () => {
    expect(await buscar('jose conceicao')).toEqual(['jose']);
    expect(await buscar('JOSÉ')).toEqual(['jose']);
    expect(await buscar('OPERADOR')).toEqual(['operador', 'teleoperador']);
    expect(await buscar('admin@alicerce')).toEqual(['admin']);
    expect(await buscar('nao-existe-ninguem')).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await buscar('%')).toEqual(['porcento']);
    expect(await buscar('_')).toEqual(['sublinhado']);
    expect(await buscar('\\')).toEqual([]);
  });

  it('treats SQL-looking text as plain text and changes nothing', async () => {
    expect(await buscar("' OR '1'='1")).toEqual([]);
    expect(await buscar("x'; DELETE FROM usuario; --")).toEqual([]);
    const { n } = await t.db.selectFrom('usuario').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(USUARIOS);
  });

  it('answers 422 for a q longer than 200 characters or repeated', async () => {
    expect((await listar(`/api/usuarios?q=${'a'.repeat(201)}`)).statusCode).toBe(422);
    expect((await listar('/api/usuarios?q=a&q=b')).statusCode).toBe(422);
  });
});
