import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// The filter body of section 7 member by member (each checked against the database), the
// `fields` selection, the photo's derived token, wrong types and metadatalist.

let t: AppDeTeste;
let sede: number;
let admin: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  sede = await idDaUnidade(t.db, 'Sede');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

const filtrar = (payload: unknown, query = '?rpp=100') =>
  t.chamar({ method: 'POST', url: `/api/pessoas/filter${query}`, token: admin, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

/** Every id the filter answers (all pages). */
async function idsDoFiltro(payload: object): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const r = await filtrar(payload, `?page=${page}&rpp=100`);
    expect(r.statusCode, r.body).toBe(200);
    ids.push(...r.json().content.resultList.map((p: { id: number }) => p.id));
    if (!r.json().content.hasMore) return ids.sort((a, b) => a - b);
  }
}

/** The active people of Sede matching a condition, straight from the table. */
async function idsOnde(condicao: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM pessoa p WHERE unidade_id = ${sede} AND ativo AND ${condicao} ORDER BY id`.execute(t.db);
  return rows.map((r) => r.id);
}

describe('POST /api/pessoas/filter — every member of the body', () => {
  it('filters by each member alone, as the table says', async () => {
    const uma = await t.db.selectFrom('pessoa').selectAll().where('unidade_id', '=', sede).where('cpf', 'is not', null).where('celular', 'is not', null).where('email_principal', 'is not', null).executeTakeFirstOrThrow();
    const situacao = uma.situacao_id ?? 0;
    const grupo = (await t.db.selectFrom('pessoa_grupo').select('grupo_id').executeTakeFirstOrThrow()).grupo_id;
    const fragmento = (uma.email_principal ?? '').slice(0, 8).toUpperCase();
    const casos: [object, ReturnType<typeof sql>][] = [
      [{ situacoes: [situacao] }, sql`situacao_id = ${situacao}`],
      [{ grupos: [grupo] }, sql`EXISTS (SELECT 1 FROM pessoa_grupo g WHERE g.pessoa_id = p.id AND g.grupo_id = ${grupo})`],
      [{ cidadeId: uma.cidade_id }, sql`cidade_id = ${uma.cidade_id}`],
      [{ email: fragmento }, sql`lower(coalesce(email_principal, '') || ' ' || coalesce(email_secundario, '')) LIKE ${`%${fragmento.toLowerCase()}%`}`],
      [{ numeroContato: `(${uma.celular?.slice(0, 2)}) ${uma.celular?.slice(2, 7)}` }, sql`contatos LIKE ${`%${uma.celular?.slice(0, 7)}%`}`],
      [{ cpf: uma.cpf }, sql`cpf = ${uma.cpf}`],
      [{ cpf: uma.cpf?.slice(0, 5) }, sql`cpf LIKE ${`${uma.cpf?.slice(0, 5)}%`}`],
      [{ papelPessoaFisica: true }, sql`papel_pessoa_fisica`],
      [{ papelPessoaJuridica: true }, sql`papel_pessoa_juridica`],
      [{ papelPessoaFisica: true, papelPessoaJuridica: true }, sql`(papel_pessoa_fisica OR papel_pessoa_juridica)`],
      [{ fornecedor: true }, sql`fornecedor`],
      [{ isOrigemCadastroPortalDoacao: true }, sql`origem_cadastro_portal_doacao`],
      [{ papelPessoaFisica: false, fornecedor: null, situacoes: [], grupos: null, q: '' }, sql`true`],
    ];
    for (const [corpo, condicao] of casos) {
      const esperados = await idsOnde(condicao);
      expect(await idsDoFiltro(corpo), JSON.stringify(corpo)).toEqual(esperados);
    }
  });

  it('finds an alphanumeric CNPJ typed with its mask, in the cnpj filter and in q', async () => {
    const juridica = await t.db.selectFrom('pessoa').select(['id', 'cnpj']).where('unidade_id', '=', sede).where('ativo', '=', true).where('cnpj', '~', '[A-Z]').executeTakeFirstOrThrow();
    const c = juridica.cnpj ?? '';
    const mascarado = `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`.toLowerCase();
    expect(await idsDoFiltro({ cnpj: mascarado })).toEqual([juridica.id]);
    expect(await idsDoFiltro({ q: mascarado })).toEqual([juridica.id]);
  });

  it('searches every word of q in name, e-mails and documents, accents and case aside', async () => {
    const pessoa = await t.db.selectFrom('pessoa').select(['id', 'nome', 'email_principal']).where('unidade_id', '=', sede).where('ativo', '=', true).where('nome', 'like', '% % %').executeTakeFirstOrThrow();
    const [primeiro = '', , ultimo = ''] = pessoa.nome.split(' ');
    const ids = await idsDoFiltro({ q: `${ultimo.toUpperCase()}   ${primeiro.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}` });
    expect(ids).toContain(pessoa.id);
    expect(ids).toEqual(await idsOnde(sql`busca LIKE ${`%${ultimo.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '')}%`} AND busca LIKE lower(f_unaccent(${`%${primeiro}%`}))`));
    if (pessoa.email_principal) expect(await idsDoFiltro({ q: pessoa.email_principal })).toContain(pessoa.id);
  });

  it('answers unknown ids with an empty page', async () => {
    for (const corpo of [{ situacoes: [999_999] }, { grupos: [999_999] }, { cidadeId: 999_999 }, { cpf: '00000000000' }]) {
      const r = await filtrar(corpo);
      expect(r.json().content, JSON.stringify(corpo)).toMatchObject({ resultList: [], count: 0, hasMore: false });
    }
  });
});

describe('POST /api/pessoas/filter — the rows', () => {
  it('answers the rows of the grid and the list, in name order', async () => {
    const { content } = (await filtrar({}, '?page=1&rpp=12')).json();
    expect(content).toMatchObject({ page: 1, rpp: 12, hasMore: true, countExact: true });
    expect(content.resultList).toHaveLength(12);
    const linha = content.resultList[0];
    expect(Object.keys(linha).sort()).toEqual(
      [
        'celular', 'cidade', 'codigo', 'emailPrincipal', 'emailSecundario', 'foto', 'fornecedor', 'id', 'nome', 'origemCadastroPortalDoacao',
        'papelPessoaFisica', 'papelPessoaJuridica', 'pessoaFisica', 'pessoaJuridica', 'situacaoPessoa', 'telefone', 'telefoneComercial',
      ].sort(),
    );
    const chaves = content.resultList.map((p: { nome: string }) => p.nome.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    expect(chaves).toEqual([...chaves].sort());
  });

  it('narrows each row to the fields asked for, in the body or in the query', async () => {
    const pelaConsulta = (await filtrar({}, '?rpp=3&fields=id,nome,cidade.estado.uf')).json().content.resultList;
    const peloCorpo = (await filtrar({ fields: 'id,nome,cidade.estado.uf' }, '?rpp=3')).json().content.resultList;
    expect(peloCorpo).toEqual(pelaConsulta);
    for (const linha of peloCorpo) {
      expect(Object.keys(linha).sort()).toEqual(['cidade', 'id', 'nome']);
      expect(Object.keys(linha.cidade)).toEqual(['estado']);
    }
  });

  it('gives a photo its derived token, valid for its own URL only', async () => {
    const pessoa = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', sede).where('ativo', '=', true).orderBy('nome_ordenacao').executeTakeFirstOrThrow();
    const arquivo = await t.db
      .insertInto('arquivo')
      .values({ nome_original: 'f.png', nome_armazenado: 'inexistente', tipo_mime: 'image/png', tamanho: 1, diretorio: 'geral' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('pessoa').set({ foto_arquivo_id: arquivo.id }).where('id', '=', pessoa.id).execute();
    const linha = (await filtrar({}, '?rpp=1')).json().content.resultList[0];
    expect(linha.foto).toEqual({ id: arquivo.id, authtoken: expect.stringMatching(/^\d+\.\d+\.[\w-]+$/) });
    const outra = await t.chamar({ method: 'GET', url: `/api/pessoas/${pessoa.id + 1}/foto?authtoken=${linha.foto.authtoken}` });
    expect(outra.statusCode).toBe(401);
  });
});

describe('POST /api/pessoas/filter — wrong types', () => {
  it.each([
    ['situacoes as text', { situacoes: 'Ativo' }, 'situacoes'],
    ['a group id as text', { grupos: ['um'] }, 'grupos.0'],
    ['cidadeId as text', { cidadeId: 'Campinas' }, 'cidadeId'],
    ['a checkbox as text', { papelPessoaFisica: 'sim' }, 'papelPessoaFisica'],
    ['a CPF as an object', { cpf: { $gt: '' } }, 'cpf'],
    ['an e-mail longer than 200', { email: 'a'.repeat(201) }, 'email'],
    ['a NUL character', { q: 'a\u0000b' }, 'q'],
    ['fields with SQL', { fields: 'id; DROP TABLE pessoa' }, 'fields'],
  ])('answers 422 to %s', async (_caso, payload, field) => {
    const r = await filtrar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message: 'Valor inválido.' }] });
  });
});

describe('POST /api/pessoas/filter — a document filter that holds no document', () => {
  it.each([
    ['a CPF of SQL', { cpf: "' OR 1=1 --" }, 'cpf', 'CPF inválido.'],
    ['a CPF of letters', { cpf: 'abc' }, 'cpf', 'CPF inválido.'],
    ['a CPF of punctuation', { cpf: '...' }, 'cpf', 'CPF inválido.'],
    ['a CNPJ of SQL', { cnpj: "' OR 1=1 --" }, 'cnpj', 'CNPJ inválido.'],
    ['a CNPJ of punctuation', { cnpj: './-' }, 'cnpj', 'CNPJ inválido.'],
  ])('answers 422 with the field message to %s, never every person', async (_caso, payload, field, message) => {
    const r = await filtrar(payload);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field, message }] });
  });

  it('still searches a part of a number, with or without its mask, by its beginning', async () => {
    const { rows } = await sql<{ cpf: string }>`SELECT cpf FROM pessoa WHERE unidade_id = ${sede} AND ativo AND cpf IS NOT NULL ORDER BY id LIMIT 1`.execute(t.db);
    const cpf = rows[0]?.cpf ?? '';
    const esperados = await idsOnde(sql`cpf LIKE ${`${cpf.slice(0, 5)}%`}`);
    expect(await idsDoFiltro({ cpf: cpf.slice(0, 5) })).toEqual(esperados);
    expect(await idsDoFiltro({ cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 5)}` })).toEqual(esperados);
  });
});

describe('GET /api/pessoas/metadatalist', () => {
  it('answers the defaults and the titles of the searched fields', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/pessoas/metadatalist', token: await t.entrar('operador') });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toEqual({
      params: {
        page: 1,
        rpp: 10,
        sort: 'nome,asc',
        situacoes: [],
        grupos: [],
        cidadeId: null,
        q: '',
        email: '',
        numeroContato: '',
        cpf: '',
        cnpj: '',
        papelPessoaJuridica: false,
        papelPessoaFisica: false,
        fornecedor: false,
        isOrigemCadastroPortalDoacao: false,
      },
      camposPesquisados: ['Nome', 'Código', 'CPF', 'CNPJ', 'E-mail', 'E-mail secundário'],
    });
  });
});
