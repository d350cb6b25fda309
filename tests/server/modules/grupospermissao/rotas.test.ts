import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The permission groups: a named set of tags of the catalogue. Bad input gets 422 and changes
// nothing; a non-administrator puts in a group only tags they hold; members see a change at
// their next call.

let t: AppDeTeste;
let admin: string;
let sede: number;
const grupos: Record<string, number> = {};

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  for (const g of await t.db.selectFrom('grupo_permissao').select(['id', 'nome']).execute()) grupos[g.nome] = g.id;
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const salvar = (payload: unknown, token = admin) => t.chamar({ method: 'POST', url: '/api/grupospermissao', token, payload: payload as object });
const ler = (id: number, token = admin) => t.chamar({ method: 'GET', url: `/api/grupospermissao/${id}`, token });

describe('POST /api/grupospermissao — an administrator', () => {
  it('creates a group with tags of the catalogue, answers it with its tags sorted and audits it', async () => {
    const r = await salvar({ nome: 'Intervalos e relatórios', descricao: 'Equipe do RH.', tags: ['registrointervalo.relatorio.emitir', 'registrointervalo.intervalo.registrar', 'registrointervalo.intervalo.registrar'] });
    expect(r.statusCode).toBe(200);
    const { content } = r.json();
    expect(content).toEqual({
      id: expect.any(Number),
      nome: 'Intervalos e relatórios',
      descricao: 'Equipe do RH.',
      tags: ['registrointervalo.intervalo.registrar', 'registrointervalo.relatorio.emitir'],
    });
    expect((await ler(content.id)).json().content).toEqual(content);
    const auditoria = await t.db.selectFrom('auditoria').select(['acao', 'alteracoes']).where('entidade', '=', 'grupo_permissao').where('entidade_id', '=', String(content.id)).executeTakeFirstOrThrow();
    expect(auditoria.acao).toBe('criar');
    expect(auditoria.alteracoes).toMatchObject({ tags: { de: null, para: content.tags } });
  });

  it('accepts the tags screen descriptors declare (novasTags)', async () => {
    const r = await salvar({ nome: 'Cadastros da unidade', descricao: null, tags: ['configuracoes.setor.visualizar', 'configuracoes.unidade.visualizar'] });
    expect(r.statusCode).toBe(200);
  });

  it.each([
    ['no name', { nome: ' ' }, { field: 'nome', message: 'Preenchimento obrigatório.' }],
    ['a name too long', { nome: 'x'.repeat(121) }, { field: 'nome', message: 'Tamanho máximo de 120 excedido.' }],
    ['a tag outside the catalogue', { tags: ['financeiro.tudo.liberar'] }, { field: 'tags', message: 'Permissão desconhecida: financeiro.tudo.liberar.' }],
    ['tags that are not a list', { tags: 'administrador' }, { field: 'tags', message: 'Valor inválido.' }],
    ['a tag that is not text', { tags: [7] }, { field: 'tags.0', message: 'Valor inválido.' }],
    ['an unknown field', { usuarios: [1] }, { field: 'usuarios', message: 'Campo não permitido.' }],
  ])('refuses %s with 422, writing nothing', async (_caso, extra, erro) => {
    const antes = await t.db.selectFrom('grupo_permissao').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await salvar({ nome: 'Grupo inválido', descricao: null, tags: [], ...extra });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(r.json().errors).toContainEqual(erro);
    const depois = await t.db.selectFrom('grupo_permissao').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(Number(antes.n));
  });

  it('refuses a name another group has, letter case ignored', async () => {
    const r = await salvar({ nome: 'cadastro de pessoas', descricao: null, tags: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'nome', message: 'Já existe um grupo de permissão com este nome.' }]);
  });

  it('keeps an active administrator: taking administrador out of the only admin group is refused', async () => {
    const r = await salvar({ id: grupos['Administradores'], tags: ['gestaopessoas.pessoa.visualizar'] });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe('É preciso manter ao menos um usuário administrador ativo.');
    expect((await ler(grupos['Administradores'] ?? 0)).json().content.tags).toEqual(['administrador']);
  });

  it('answers 404 for a group that does not exist', async () => {
    expect((await ler(999999)).statusCode).toBe(404);
    expect((await salvar({ id: 999999, nome: 'Fantasma' })).statusCode).toBe(404);
  });
});

describe('a change reaches the members at their next call', () => {
  it('adds and removes tags of a signed-in member (permissions and route guards)', async () => {
    const grupo = (await salvar({ nome: 'Equipe volante', descricao: null, tags: ['registrointervalo.intervalo.registrar'] })).json().content;
    const id = await criarUsuario(t.db, { login: 'volante', unidadeIds: [sede] });
    await t.db.insertInto('usuario_grupo').values({ usuario_id: id, grupo_id: grupo.id }).execute();
    const token = await t.entrar('volante');
    const permissoes = async () => (await t.chamar({ method: 'GET', url: '/api/context/usuarios/permissoes', token })).json().content;
    const pessoas = () => t.chamar({ method: 'POST', url: '/api/pessoas/filter', token, payload: {} });
    expect(await permissoes()).toEqual(['registrointervalo.intervalo.registrar']);
    expect((await pessoas()).statusCode).toBe(403);

    await salvar({ id: grupo.id, tags: ['gestaopessoas.pessoa.visualizar', 'registrointervalo.intervalo.registrar'] });
    expect(await permissoes()).toEqual(['gestaopessoas.pessoa.visualizar', 'registrointervalo.intervalo.registrar']);
    expect((await pessoas()).statusCode).toBe(200);

    await salvar({ id: grupo.id, tags: [] });
    expect(await permissoes()).toEqual([]);
    expect((await pessoas()).statusCode).toBe(403);
  });
});

describe('a non-administrator editor', () => {
  let editor: string;
  beforeAll(async () => {
    await criarUsuario(t.db, {
      login: 'editora',
      unidadeIds: [sede],
      tags: ['configuracoes.grupopermissao.visualizar', 'configuracoes.grupopermissao.editar', 'registrointervalo.intervalo.registrar'],
    });
    editor = await t.entrar('editora');
  });

  it('creates and changes a group holding only tags they hold', async () => {
    const r = await salvar({ nome: 'Só intervalos', descricao: null, tags: ['registrointervalo.intervalo.registrar'] }, editor);
    expect(r.statusCode).toBe(200);
    expect((await salvar({ id: r.json().content.id, descricao: 'Renomeado.' }, editor)).statusCode).toBe(200);
  });

  it.each([['administrador'], ['gestaopessoas.pessoa.editar'], ['configuracoes.usuario.editar']])('refuses (403) to put in a group the tag %s, which they lack', async (tag) => {
    const r = await salvar({ nome: `Escalada ${tag}`, descricao: null, tags: ['registrointervalo.intervalo.registrar', tag] }, editor);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('Você só pode conceder permissões que você mesmo possui.');
    expect(await t.db.selectFrom('grupo_permissao').select('id').where('nome', '=', `Escalada ${tag}`).executeTakeFirst()).toBeUndefined();
  });

  it('refuses (403) to change a group holding tags they lack, even its name', async () => {
    for (const nome of ['Administradores', 'Cadastro de Pessoas']) {
      const r = await salvar({ id: grupos[nome], nome: `${nome} (alterado)` }, editor);
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe('Você não pode alterar um grupo com permissões que você não possui.');
    }
    expect((await ler(grupos['Cadastro de Pessoas'] ?? 0)).json().content.nome).toBe('Cadastro de Pessoas');
  });
});

describe('GET /api/grupospermissao', () => {
  it('pages the groups with how many tags and users each has, searched and sorted', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/grupospermissao?q=CADASTRO&sort=nome,asc', token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().content.resultList).toContainEqual({
      id: grupos['Cadastro de Pessoas'],
      nome: 'Cadastro de Pessoas',
      descricao: 'Consulta, inclusão, alteração e impressão de pessoas.',
      quantidadeTags: 3,
      quantidadeUsuarios: 1,
    });
    const porTags = await t.chamar({ method: 'GET', url: '/api/grupospermissao?sort=quantidadeTags,desc&rpp=1', token: admin });
    expect(porTags.json().content.resultList[0].quantidadeTags).toBeGreaterThanOrEqual(3);
    expect((await t.chamar({ method: 'GET', url: '/api/grupospermissao?sort=tags', token: admin })).statusCode).toBe(422);
    expect((await t.chamar({ method: 'GET', url: '/api/grupospermissao?rpp=1000', token: admin })).statusCode).toBe(422);
  });
});

describe('permission', () => {
  it('refuses the operador every call with 403', async () => {
    const operador = await t.entrar('operador');
    const id = grupos['Cadastro de Pessoas'] ?? 0;
    const chamadas = [
      t.chamar({ method: 'GET', url: '/api/grupospermissao', token: operador }),
      t.chamar({ method: 'GET', url: '/api/grupospermissao/metadatalist', token: operador }),
      t.chamar({ method: 'GET', url: `/api/grupospermissao/${id}`, token: operador }),
      salvar({ id, tags: ['administrador'] }, operador),
      salvar({ nome: 'Do operador', tags: ['administrador'] }, operador),
    ];
    for (const r of await Promise.all(chamadas)) {
      expect(r.statusCode).toBe(403);
      expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    }
    expect((await ler(id)).json().content.tags).not.toContain('administrador');
  });

  it('a reader reads but cannot save', async () => {
    await criarUsuario(t.db, { login: 'leitora', unidadeIds: [sede], tags: ['configuracoes.grupopermissao.visualizar'] });
    const leitora = await t.entrar('leitora');
    expect((await t.chamar({ method: 'GET', url: '/api/grupospermissao', token: leitora })).statusCode).toBe(200);
    expect((await salvar({ nome: 'Da leitora', tags: [] }, leitora)).statusCode).toBe(403);
  });

  it('the catalogue lists the groups\' tags with their module and what they allow', async () => {
    const catalogo = (await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' })).json().content;
    expect(catalogo).toContainEqual({
      tag: 'configuracoes.grupopermissao.editar',
      modulo: 'Configurações',
      descricao: 'Incluir e alterar grupos de permissão, só com as permissões que o próprio usuário tem.',
    });
    expect(catalogo.map((c: { tag: string }) => c.tag)).toEqual(expect.arrayContaining(['configuracoes.unidade.visualizar', 'configuracoes.unidade.editar']));
  });
});
