import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGO_DE_TAGS } from '../../../src/shared/permissions/catalogue.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';

// The screens API (GET /api/telas, /api/telas/:name), the catalogue with the descriptors'
// tags, and the generic resources of the people-management configuration screens.

let t: AppDeTeste;
let admin: string;
let configurador: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, {
    login: 'configurador',
    unidadeIds: [sede],
    tags: ['gestaopessoas.configuracao.visualizar', 'gestaopessoas.configuracao.editar', 'gestaopessoas.grupo.visualizar'],
  });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  configurador = await t.entrar('configurador');
});
afterAll(() => t.fechar());

const get = (url: string, token = admin) => t.chamar({ method: 'GET', url, token });

const CONFIGURACOES = [
  ['idiomas', '/api/pessoas/idiomas'],
  ['profissoes', '/api/pessoas/profissoes'],
  ['funcoes', '/api/pessoas/funcoes'],
  ['cargos', '/api/pessoas/cargos'],
  ['situacoes', '/api/pessoas/situacoes'],
  ['formacaoacademica', '/api/pessoas/formacoesacademicas'],
  ['formaentrada', '/api/pessoas/formasentrada'],
  ['beneficios', '/api/pessoas/beneficios'],
  ['anexos', '/api/pessoas/tiposanexos'],
] as const;

describe('GET /api/telas', () => {
  it('lists every screen to the administrator, with its route family and tags', async () => {
    const { content } = (await get('/api/telas')).json();
    expect(content).toHaveLength(113);
    expect(content).toContainEqual({
      name: 'configuracoes.setores',
      path: '/configuracoes/setores',
      titulo: 'Setores',
      familia: 'configuracoes',
      tags: { visualizar: 'configuracoes.setor.visualizar', editar: 'configuracoes.setor.editar', excluir: 'configuracoes.setor.excluir', importar: 'configuracoes.setor.importar', desativar: 'configuracoes.setor.desativar' },
      rotas: expect.objectContaining({
        novo: { name: 'configuracoes.setores.novo', path: '/configuracoes/setores/novo' },
        editar: { name: 'configuracoes.setores.editar', path: '/configuracoes/setores/:id' },
      }),
      configuracao: false,
      ordem: null,
    });
  });

  it('lists the same screens to any session, each with the tags it asks for: the client offers those the user may open', async () => {
    const doAdmin = (await get('/api/telas')).json();
    expect((await get('/api/telas', await t.entrar('operador'))).json()).toEqual(doAdmin);
    expect((await get('/api/telas', configurador)).json()).toEqual(doAdmin);
    expect((await t.chamar({ method: 'GET', url: '/api/telas' })).statusCode).toBe(401);
  });

  it("lists the people configuration tabs in the specification's order (descriptor ordem)", async () => {
    const { content } = (await get('/api/telas')).json();
    const abas = content.map((c: { name: string }) => c.name).filter((n: string) => n.startsWith('gestaopessoas.configuracoes.'));
    expect(abas).toEqual(CONFIGURACOES.map(([aba]) => `gestaopessoas.configuracoes.${aba}`));
  });
});

describe('GET /api/telas/:name', () => {
  it('answers the descriptor with its model', async () => {
    const { content } = (await get('/api/telas/gestaopessoas.configuracoes.situacoes', configurador)).json();
    expect(content.descritor.recurso).toBe('/api/pessoas/situacoes');
    expect(content.modelo.$id).toBe('situacaoPessoa');
    expect(content.modelosReferenciados).toEqual({});
  });

  it('answers 403 without the visualizar tag and 404 for an unknown screen', async () => {
    const r = await get('/api/telas/configuracoes.setores', configurador);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    const desconhecida = await get('/api/telas/configuracoes.nada');
    expect(desconhecida.statusCode).toBe(404);
    expect(desconhecida.json()).toEqual({ message: 'Tela não encontrada.' });
    expect((await get('/api/telas/__proto__')).statusCode).toBe(422);
  });
});

describe('GET /api/permissoes/catalogo', () => {
  it('lists the static tags, then those the descriptors declare, each once', async () => {
    const { content } = (await t.chamar({ method: 'GET', url: '/api/permissoes/catalogo' })).json();
    const tags: string[] = content.map((c: { tag: string }) => c.tag);
    expect(tags.slice(0, CATALOGO_DE_TAGS.length)).toEqual(CATALOGO_DE_TAGS.map((c) => c.tag));
    expect(new Set(tags).size).toBe(tags.length);
    expect(content).toContainEqual({ tag: 'configuracoes.setor.editar', modulo: 'Configurações', descricao: 'Incluir e alterar setores da unidade.' });
    for (const acao of ['visualizar', 'editar', 'excluir']) {
      expect(tags).toContain(`gestaopessoas.configuracao.${acao}`);
      expect(tags).toContain(`gestaopessoas.grupo.${acao}`);
    }
  });
});

describe('the people-management configuration resources', () => {
  it.each(CONFIGURACOES)('%s: lists, creates and reads back (shared tags); the operador only lists, to choose in the person form', async (_aba, url) => {
    const criado = await t.chamar({ method: 'POST', url, token: configurador, payload: { descricao: `Item de ${url}` } });
    expect(criado.statusCode).toBe(200);
    const { content } = criado.json();
    expect(content).toEqual({ id: expect.any(Number), descricao: `Item de ${url}`, ativo: true });
    const lista = (await get(`${url}?q=${encodeURIComponent('item de')}&fields=id,descricao`, configurador)).json().content;
    expect(lista.resultList).toEqual([{ id: content.id, descricao: `Item de ${url}` }]);
    // The person's form refers to these records: who may see it lists them, and nothing more.
    const operador = await t.entrar('operador');
    const escolhas = await get(`${url}?q=${encodeURIComponent('item de')}&fields=id,descricao`, operador);
    expect(escolhas.statusCode).toBe(200);
    expect(escolhas.json().content.resultList).toEqual([{ id: content.id, descricao: `Item de ${url}` }]);
    expect((await get(`${url}/${content.id}`, operador)).statusCode).toBe(403);
    expect((await get(`${url}/resumos`, operador)).statusCode).toBe(403);
    expect((await t.chamar({ method: 'POST', url, token: operador, payload: { descricao: 'Do operador' } })).statusCode).toBe(403);
    // The configurador holds no excluir tag.
    expect((await t.chamar({ method: 'DELETE', url: `${url}/${content.id}`, token: configurador })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'DELETE', url: `${url}/${content.id}`, token: admin })).statusCode).toBe(200);
  });

  it('serves the autocomplete call of the specification (page, rpp 10, q, term, fields) for situacoes and grupos', async () => {
    await t.chamar({ method: 'POST', url: '/api/pessoas/situacoes', token: admin, payload: { descricao: 'Em acompanhamento' } });
    await t.chamar({ method: 'POST', url: '/api/pessoas/grupospessoas', token: admin, payload: { descricao: 'Mutirão' } });
    const situacoes = (await get('/api/pessoas/situacoes?page=1&rpp=10&q=acompanh&term=acompanh&fields=id,descricao')).json().content;
    expect(situacoes.resultList.map((s: { descricao: string }) => s.descricao)).toEqual(['Em acompanhamento']);
    const grupos = (await get('/api/pessoas/grupospessoas?page=1&rpp=10&q=mutir&fields=id,descricao', configurador)).json().content;
    expect(grupos).toMatchObject({ hasMore: false, resultList: [{ id: expect.any(Number), descricao: 'Mutirão' }] });
  });

  it('keeps the list closed to a user who may see no screen referring to it', async () => {
    await criarUsuario(t.db, { login: 'sopermissoes', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['configuracoes.usuario.visualizar'] });
    const r = await get('/api/pessoas/tiposanexos', await t.entrar('sopermissoes'));
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
  });

  it('shares records across units when the model is not per unit', async () => {
    await t.chamar({ method: 'POST', url: '/api/pessoas/cargos', token: admin, payload: { descricao: 'Tesoureiro' } });
    const doNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
    const { content } = (await get('/api/pessoas/cargos?q=tesour', doNorte)).json();
    expect(content.count).toBe(1);
  });
});
