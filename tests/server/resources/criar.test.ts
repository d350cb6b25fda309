import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas } from '../../../src/server/resources/index.ts';
import { criarUsuario, idDaUnidade } from '../ajudantes.ts';
import { criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DAS_DOACOES, TAGS_DA_DOACAO } from './catalogo-de-criar.ts';

// tags.criar: a screen that declares it asks for criar to save a new record and for editar to
// update a stored one, each refused (403) without its own tag and with the other's.

let t: AppComCatalogo;
let admin: string;
const URL = '/api/teste/doacoes';

beforeAll(async () => {
  const pasta = await pastaDeTelas(ARQUIVOS_DAS_DOACOES);
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  t = await criarAppComCatalogo(catalogo);
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t?.fechar());

async function entrarCom(login: string, tags: string[]): Promise<string> {
  await criarUsuario(t.db, { login, unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: [TAGS_DA_DOACAO.visualizar, ...tags] });
  return t.entrarNaUnidade(login, 'Sede');
}

const salvar = (token: string, payload: object) => t.chamar({ method: 'POST', url: URL, token, payload });
const contar = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM r_doacao_de_teste`.execute(t.db)).rows[0]?.n;

describe('a screen with tags.criar', () => {
  it('creates with criar alone, and refuses criar an update', async () => {
    const criador = await entrarCom('criadora', [TAGS_DA_DOACAO.criar]);
    const r = await salvar(criador, { descricao: 'Cesta básica', valor: 80 });
    expect(r.statusCode, r.body).toBe(200);
    const { id } = r.json<{ content: { id: number } }>().content;
    expect((await salvar(criador, { id, descricao: 'Cesta dupla' })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'GET', url: `${URL}/${id}`, token: admin })).json().content.descricao).toBe('Cesta básica');
  });

  it('updates with editar alone, and refuses editar a new record, writing nothing', async () => {
    const editor = await entrarCom('editora', [TAGS_DA_DOACAO.editar]);
    const { id } = (await salvar(admin, { descricao: 'Agasalhos', valor: 30 })).json<{ content: { id: number } }>().content;
    expect((await salvar(editor, { id, descricao: 'Agasalhos de inverno' })).statusCode).toBe(200);
    const antes = await contar();
    expect((await salvar(editor, { descricao: 'Brinquedos', valor: 15 })).statusCode).toBe(403);
    expect(await contar()).toBe(antes);
  });

  it('refuses the save to whoever holds neither', async () => {
    const leitor = await entrarCom('leitora', []);
    expect((await salvar(leitor, { descricao: 'Livros', valor: 5 })).statusCode).toBe(403);
  });
});
