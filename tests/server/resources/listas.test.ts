import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayjs, fusoHorario } from '../../../src/shared/format/dayjs.ts';
import { carregarCatalogoDeTelas, registrarGanchos } from '../../../src/server/resources/index.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO } from '../ajudantes.ts';
import { criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DE_TITULOS, criarVisaoDeSetores, GANCHOS_DO_SETOR_RESUMIDO, ganchosDeTitulos } from './catalogo-de-titulos.ts';

// The lists finance needs: period and range filters, parameter-only filters handed to the
// model's hook, resumos over what the list selects (exact sums), and a list over a SQL view.

let t: AppComCatalogo;
let sede: string;
let unidade: number;
const recebidos: Record<string, unknown>[] = [];

const TITULOS = '/api/teste/titulos';
const hoje = () => dayjs().tz(fusoHorario());

beforeAll(async () => {
  const pasta = await pastaDeTelas(ARQUIVOS_DE_TITULOS);
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  registrarGanchos('titulo', ganchosDeTitulos(recebidos));
  registrarGanchos('setorResumido', GANCHOS_DO_SETOR_RESUMIDO);
  t = await criarAppComCatalogo(catalogo, criarVisaoDeSetores);
  sede = await t.entrarNaUnidade('admin', 'Sede');
  unidade = await idDaUnidade(t.db, 'Sede');
});
afterAll(() => t?.fechar());

interface Linha {
  descricao: string;
  valor: string;
  emissao?: string | null;
  lancadoEm?: Date | null;
  situacao?: string;
}

/** Títulos written straight to the table, so many of them cost one statement; valor as exact text. */
async function inserir(linhas: readonly Linha[]): Promise<void> {
  for (const l of linhas) {
    await sql`INSERT INTO r_titulo (unidade_id, descricao, valor, emissao, lancado_em, situacao)
      VALUES (${unidade}, ${l.descricao}, ${l.valor}::numeric, ${l.emissao ?? null}::date, ${l.lancadoEm ?? null}, ${l.situacao ?? 'ABERTO'})`.execute(t.db);
  }
}

const get = (url: string) => t.chamar({ method: 'GET', url, token: sede });
const descricoes = async (query: string) =>
  (await get(`${TITULOS}?rpp=100&sort=descricao,asc&${query}`)).json().content.resultList.map((r: { descricao: string }) => r.descricao);

describe('period filters (periodo), worked out by the server at the time of the query', () => {
  beforeAll(async () => {
    const dia = hoje();
    await inserir([
      { descricao: 'p-hoje', valor: '1', emissao: dia.format('YYYY-MM-DD') },
      { descricao: 'p-ontem', valor: '1', emissao: dia.subtract(1, 'day').format('YYYY-MM-DD') },
      { descricao: 'p-40-dias', valor: '1', emissao: dia.subtract(40, 'day').format('YYYY-MM-DD') },
      { descricao: 'p-31-dez', valor: '1', emissao: `${dia.year()}-12-31` },
      { descricao: 'p-2020', valor: '1', emissao: '2020-06-15' },
      { descricao: 'p-sem-data', valor: '1' },
    ]);
  });

  it.each<[string, string, string[]]>([
    ['TODOS selects everything', 'emissao=TODOS', ['p-2020', 'p-31-dez', 'p-40-dias', 'p-hoje', 'p-ontem', 'p-sem-data']],
    ['HOJE', 'emissao=HOJE', ['p-hoje']],
    ['ONTEM', 'emissao=ONTEM', ['p-ontem']],
    ['ULTIMOS_30_DIAS', 'emissao=ULTIMOS_30_DIAS', ['p-hoje', 'p-ontem']],
    ['CUSTOMIZADO, both days included', 'emissao=CUSTOMIZADO&emissaoDe=2020-06-15&emissaoAte=2020-06-15', ['p-2020']],
    ['CUSTOMIZADO open at the end', 'emissao=CUSTOMIZADO&emissaoDe=2020-01-01', ['p-2020', 'p-31-dez', 'p-40-dias', 'p-hoje', 'p-ontem']],
    ['CUSTOMIZADO without dates is no filter', 'emissao=CUSTOMIZADO', ['p-2020', 'p-31-dez', 'p-40-dias', 'p-hoje', 'p-ontem', 'p-sem-data']],
    ['the bounds of any other option are ignored', 'emissao=HOJE&emissaoDe=2020-01-01', ['p-hoje']],
  ])('%s', async (_caso, query, esperadas) => {
    expect(await descricoes(`q=p-&${query}`)).toEqual(esperadas);
  });

  it('ANUAL covers the whole year, 31 December included', async () => {
    expect(await descricoes('q=p-&emissao=ANUAL')).toEqual(expect.arrayContaining(['p-31-dez', 'p-hoje']));
    expect(await descricoes('q=p-&emissao=ANUAL')).not.toContain('p-2020');
  });

  it('on a date-time, covers the last second of the day and not the next midnight', async () => {
    const meiaNoite = dayjs.tz(`${hoje().add(1, 'day').format('YYYY-MM-DD')}T00:00:00`, fusoHorario());
    await inserir([
      { descricao: 'l-ultimo-instante', valor: '1', lancadoEm: meiaNoite.subtract(500, 'millisecond').toDate() },
      { descricao: 'l-amanha', valor: '1', lancadoEm: meiaNoite.toDate() },
    ]);
    expect(await descricoes('q=l-&lancamento=HOJE')).toEqual(['l-ultimo-instante']);
  });

  it.each<[string, string, string]>([
    ['an unknown option', 'emissao=SEMPRE', 'emissao'],
    ['a bound that is no day', 'emissao=CUSTOMIZADO&emissaoDe=15/06/2020', 'emissaoDe'],
    ['a day that does not exist', 'emissao=CUSTOMIZADO&emissaoAte=2020-02-31', 'emissaoAte'],
  ])('refuses %s with 422 naming the parameter, on the list and on resumos', async (_caso, query, field) => {
    for (const url of [`${TITULOS}?${query}`, `${TITULOS}/resumos?${query}`]) {
      const r = await get(url);
      expect(r.statusCode).toBe(422);
      expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
      expect(r.json().errors.map((e: { field: string }) => e.field)).toEqual([field]);
    }
  });
});

describe('range filters (intervalo)', () => {
  beforeAll(() => inserir([{ descricao: 'i-10', valor: '10.00' }, { descricao: 'i-10,01', valor: '10.01' }, { descricao: 'i-99,99', valor: '99.99' }]));

  it.each<[string, string[]]>([
    ['valorDe=10.01', ['i-10,01', 'i-99,99']],
    ['valorAte=10', ['i-10']],
    ['valorDe=10&valorAte=10.01', ['i-10', 'i-10,01']],
    ['valorDe=100', []],
  ])('%s', async (query, esperadas) => {
    expect(await descricoes(`q=i-&${query}`)).toEqual(esperadas);
  });

  it('refuses a bound that is not a number', async () => {
    const r = await get(`${TITULOS}?valorDe=dez`);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'valorDe', message: expect.any(String) }]);
  });
});

describe('parameter-only filters reach the model’s hook', () => {
  beforeAll(async () => {
    await t.chamar({ method: 'POST', url: TITULOS, token: sede, payload: { descricao: 'h-com', valor: 50, parcelas: [{ vencimento: '2026-01-01', valor: 50 }] } });
    await inserir([{ descricao: 'h-sem', valor: '500' }]);
  });

  it('hands the hook the values sent, typed by their widgets, and applies what it returns to the page and to resumos', async () => {
    recebidos.length = 0;
    expect(await descricoes('q=h-&comParcelas=true')).toEqual(['h-com']);
    expect(recebidos).toEqual([{ comParcelas: true }]);
    expect((await get(`${TITULOS}/resumos?q=h-&acimaDe=100`)).json().content).toEqual({ total: 500, quantidade: 1, emAberto: 500 });
    expect(recebidos.at(-1)).toEqual({ acimaDe: '100' });
  });

  it('calls the hook with no value when no parameter-only field is sent, so a module may scope the list to its reader', async () => {
    recebidos.length = 0;
    expect(await descricoes('q=h-')).toEqual(['h-com', 'h-sem']);
    expect(recebidos).toEqual([{}]);
  });

  it('refuses a value of the wrong type before the hook', async () => {
    recebidos.length = 0;
    const r = await get(`${TITULOS}?comParcelas=talvez`);
    expect(r.statusCode).toBe(422);
    expect(recebidos).toEqual([]);
  });
});

describe('resumos: the figures of what the list selects, computed by the server', () => {
  it('sums money exactly: the total equals the sum of the rows listed, to the cent', async () => {
    const centavos = fc.integer({ min: 1, max: 99_999_999_99 });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(centavos, fc.boolean()), { minLength: 1, maxLength: 25 }), async (linhas) => {
        await sql`DELETE FROM r_titulo WHERE descricao LIKE 'fc-%'`.execute(t.db);
        await inserir(linhas.map(([c, pago], i) => ({ descricao: `fc-${i}`, valor: `${Math.trunc(c / 100)}.${String(c % 100).padStart(2, '0')}`, situacao: pago ? 'PAGO' : 'ABERTO' })));
        const lidas: { valor: number; situacao: string }[] = (await get(`${TITULOS}?q=fc-&rpp=100`)).json().content.resultList;
        const emCentavos = (valor: number) => Math.round(valor * 100);
        const resumos = (await get(`${TITULOS}/resumos?q=fc-`)).json().content;
        expect(emCentavos(resumos.total)).toBe(lidas.reduce((soma, l) => soma + emCentavos(l.valor), 0));
        expect(emCentavos(resumos.total)).toBe(linhas.reduce((soma, [c]) => soma + c, 0));
        expect(emCentavos(resumos.emAberto)).toBe(linhas.filter(([, pago]) => !pago).reduce((soma, [c]) => soma + c, 0));
        expect(resumos.quantidade).toBe(linhas.length);
        const abertos = (await get(`${TITULOS}/resumos?q=fc-&situacao=PAGO`)).json().content;
        expect(abertos.quantidade).toBe(linhas.filter(([, pago]) => pago).length);
      }),
      { numRuns: 12 },
    );
  });

  it('answers zeros when nothing is selected', async () => {
    expect((await get(`${TITULOS}/resumos?q=nada-assim`)).json().content).toEqual({ total: 0, quantidade: 0, emAberto: 0 });
  });

  it("sums a child table's rows across títulos with its own filter", async () => {
    const r = await get('/api/teste/parcelas/resumos?vencimento=CUSTOMIZADO&vencimentoDe=2026-01-01&vencimentoAte=2026-01-31');
    expect(r.json().content).toEqual({ total: 50 });
  });
});

describe('a list over a SQL view (x-visao)', () => {
  const URL = '/api/teste/setoresresumidos';
  let setores: { nome: string; letras: number }[];

  beforeAll(async () => {
    const linhas = await t.db.selectFrom('setor').select(['nome', 'ativo']).where('unidade_id', '=', unidade).execute();
    setores = linhas.map((l) => ({ nome: l.nome, letras: [...l.nome].length }));
  });

  it("pages and sorts the unit's rows", async () => {
    const ordem = [...setores].sort((a, b) => b.letras - a.letras).map((s) => s.letras);
    const primeira = (await get(`${URL}?rpp=2`)).json().content;
    expect(primeira.count).toBe(setores.length);
    expect(primeira.resultList.map((r: { letras: number }) => r.letras)).toEqual(ordem.slice(0, 2));
    const segunda = (await get(`${URL}?rpp=2&page=2&sort=letras,asc`)).json().content;
    expect(segunda.resultList.map((r: { letras: number }) => r.letras)).toEqual([...ordem].reverse().slice(2, 4));
    const umRegistro = (await get(`${URL}/${primeira.resultList[0].id}`)).json().content;
    expect(umRegistro).toEqual(primeira.resultList[0]);
  });

  it('filters by range and sums in SQL', async () => {
    const curtos = setores.filter((s) => s.letras <= 8);
    const r = (await get(`${URL}/resumos?letrasAte=8`)).json().content;
    expect(r.letras).toBe(curtos.reduce((soma, s) => soma + s.letras, 0));
  });

  it("runs a row's action on the row its module's ler hook reads, and its state rule on that row", async () => {
    const [primeiro] = setores;
    const id = (await t.db.selectFrom('setor').select('id').where('nome', '=', primeiro?.nome ?? '').executeTakeFirstOrThrow()).id;
    const feita = await t.chamar({ method: 'POST', url: `${URL}/${id}/conferir`, token: sede });
    expect(feita.json()).toEqual({ content: { conferido: id }, message: 'Conferido.' });
    // An id the view lacks is the hook's empty row: there, not found, but with no letters to check.
    expect((await t.chamar({ method: 'POST', url: `${URL}/999999/conferir`, token: sede })).statusCode).toBe(409);
  });

  it('has no write route', async () => {
    expect((await t.chamar({ method: 'POST', url: URL, token: sede, payload: { nome: 'x' } })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'DELETE', url: `${URL}/1`, token: sede })).statusCode).toBe(404);
  });
});
