import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// POST /api/pessoas/mapa: the people of the filter within the radius as markers, grouped by
// the server beyond Config.mapaNoNavegador (here NO_NAVEGADOR); GET /api/pessoas/:id/resumo
// for the hover.

/** Small, so that a thousand people make the server cluster (the default is 150,000). */
const NO_NAVEGADOR = 1000;

let t: AppDeTeste;
let sede: number;
let norte: number;
let admin: string;

// An empty spot of the Atlantic, where only this file's people live.
const CENTRO = { latitude: -30, longitude: -30 };

beforeAll(async () => {
  t = await criarAppDeTeste({ mapaNoNavegador: NO_NAVEGADOR });
  sede = await idDaUnidade(t.db, 'Sede');
  norte = await idDaUnidade(t.db, 'Unidade Norte');
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

type Item = { id?: number; lat: number; lng: number; quantidade?: number };
const mapa = (query: string, corpo: object = {}, token = admin) => t.chamar({ method: 'POST', url: `/api/pessoas/mapa?${query}`, token, payload: corpo });
const consulta = (raio: number, extra = '') => `latitude=${CENTRO.latitude}&longitude=${CENTRO.longitude}&raio=${raio}${extra}`;
const pessoas = (itens: readonly Item[]) => itens.reduce((n, i) => n + (i.quantidade ?? 1), 0);

/** `quantidade` people of the unit spread over a square of `lado` degrees around the centre. */
async function povoar(unidadeId: number, quantidade: number, lado: number, prefixo: string): Promise<void> {
  const { maximo } = await t.db.selectFrom('pessoa').select((eb) => eb.fn.max<number>('codigo').as('maximo')).executeTakeFirstOrThrow();
  await sql`INSERT INTO pessoa (unidade_id, codigo, nome, latitude, longitude)
    SELECT ${unidadeId}, ${maximo} + g, ${prefixo} || g,
      ${CENTRO.latitude} + (random() - 0.5) * ${lado}, ${CENTRO.longitude} + (random() - 0.5) * ${lado}
    FROM generate_series(1, ${quantidade}) g`.execute(t.db);
}

describe('POST /api/pessoas/mapa — markers', () => {
  beforeAll(async () => {
    await povoar(sede, 300, 1, 'Marcador ');
    await povoar(norte, 50, 1, 'Marcador do norte ');
  });

  it('answers one marker per person within the radius, with only id and coordinates', async () => {
    const r = await mapa(consulta(200));
    expect(r.statusCode).toBe(200);
    const itens: Item[] = r.json().content;
    expect(itens).toHaveLength(300);
    expect(Object.keys(itens[0] ?? {}).sort()).toEqual(['id', 'lat', 'lng']);
    // 200 km holds the whole square (about 110 km across); 20 km only part of it.
    const perto: Item[] = (await mapa(consulta(20))).json().content;
    expect(perto.length).toBeGreaterThan(0);
    expect(perto.length).toBeLessThan(300);
    const km = (i: Item) => 6371 * 2 * Math.asin(Math.sqrt(Math.sin(((i.lat - CENTRO.latitude) * Math.PI) / 360) ** 2 + Math.cos((CENTRO.latitude * Math.PI) / 180) * Math.cos((i.lat * Math.PI) / 180) * Math.sin(((i.lng - CENTRO.longitude) * Math.PI) / 360) ** 2));
    expect(perto.every((i) => km(i) <= 20.01)).toBe(true);
  });

  it('applies the filter body and the view\'s bbox', async () => {
    expect((await mapa(consulta(200), { q: 'marcador 1' })).json().content.length).toBeLessThan(300);
    expect((await mapa(consulta(200), { fornecedor: true })).json().content).toEqual([]);
    const metade: Item[] = (await mapa(consulta(200, `&bbox=${CENTRO.longitude - 1},${CENTRO.latitude - 1},${CENTRO.longitude},${CENTRO.latitude + 1}`))).json().content;
    expect(metade.length).toBeGreaterThan(0);
    expect(metade.every((i) => i.lng <= CENTRO.longitude)).toBe(true);
  });

  it('widens to every unit of the user with todasUnidades, never to others', async () => {
    expect(pessoas((await mapa(consulta(200, '&todasUnidades=true'))).json().content)).toBe(350);
    const operador = await t.entrar('operador');
    expect(pessoas((await mapa(consulta(200, '&todasUnidades=true'), {}, operador)).json().content)).toBe(300);
  });

  it.each([
    ['no latitude', 'longitude=-30'],
    ['a latitude off the globe', 'latitude=-95&longitude=-30'],
    ['a zero radius', consulta(0)],
    ['a malformed bbox', consulta(10, '&bbox=1,2,3')],
    ['SQL in the bbox', consulta(10, "&bbox=1,2,3,4'--")],
    ['a zoom as text', consulta(10, '&zoom=perto')],
  ])('answers 422 to %s', async (_caso, query) => {
    const r = await mapa(query);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
  });
});

describe('POST /api/pessoas/mapa — a document filter that holds no document', () => {
  it('answers 422 with the field message, as the list does', async () => {
    const r = await mapa(consulta(2000), { cpf: "' OR 1=1 --", cnpj: 'x;y' });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({
      message: 'Existem erros no formulário, revise-o salve novamente.',
      errors: [
        { field: 'cpf', message: 'CPF inválido.' },
        { field: 'cnpj', message: 'CNPJ inválido.' },
      ],
    });
  });
});

describe('POST /api/pessoas/mapa — clustering on the server', () => {
  it('sends every person of the circle as a marker up to the limit, beyond the few it reads straight from the index', async () => {
    await povoar(sede, 400, 4, 'Agrupada ');
    const itens: Item[] = (await mapa(consulta(400, '&zoom=4'))).json().content;
    expect(itens).toHaveLength(700);
    expect(itens.every((i) => i.quantidade === undefined && typeof i.id === 'number')).toBe(true);
    // A view's question (with its bbox, once the server clusters) stays small: cells beyond 500.
    const tela = `&zoom=5&bbox=${CENTRO.longitude - 3},${CENTRO.latitude - 3},${CENTRO.longitude + 3},${CENTRO.latitude + 3}`;
    const naTela: Item[] = (await mapa(consulta(400, tela))).json().content;
    expect(pessoas(naTela)).toBe(700);
    expect(naTela.some((i) => (i.quantidade ?? 0) > 1)).toBe(true);
  });

  it('groups the people in cells once the radius holds more than the limit, and zooming in on a bbox brings markers back', async () => {
    await povoar(sede, NO_NAVEGADOR, 4, 'Agrupada ');
    const total = 300 + 400 + NO_NAVEGADOR;
    const agrupado: Item[] = (await mapa(consulta(400, '&zoom=4'))).json().content;
    expect(pessoas(agrupado)).toBe(total);
    expect(agrupado.length).toBeLessThan(50);
    expect(agrupado.some((i) => (i.quantidade ?? 0) > 1 && i.id === undefined)).toBe(true);
    const maisPerto: Item[] = (await mapa(consulta(400, '&zoom=9'))).json().content;
    expect(pessoas(maisPerto)).toBe(total);
    expect(maisPerto.length).toBeGreaterThan(agrupado.length);
    const vista = `&zoom=14&bbox=${CENTRO.longitude},${CENTRO.latitude},${CENTRO.longitude + 0.5},${CENTRO.latitude + 0.5}`;
    const marcadores: Item[] = (await mapa(consulta(400, vista))).json().content;
    expect(marcadores.length).toBeGreaterThan(0);
    expect(marcadores.every((i) => i.quantidade === undefined && typeof i.id === 'number')).toBe(true);
  });
});

describe('GET /api/pessoas/:id/resumo', () => {
  it('names a marker of the unit, and one of another unit only with todasUnidades for a user of that unit', async () => {
    const daSede = await t.db.selectFrom('pessoa').select(['id', 'codigo', 'nome']).where('unidade_id', '=', sede).executeTakeFirstOrThrow();
    expect((await t.chamar({ method: 'GET', url: `/api/pessoas/${daSede.id}/resumo`, token: admin })).json()).toEqual({ content: daSede });
    const doNorte = await t.db.selectFrom('pessoa').select('id').where('unidade_id', '=', norte).executeTakeFirstOrThrow();
    const url = `/api/pessoas/${doNorte.id}/resumo`;
    expect((await t.chamar({ method: 'GET', url, token: admin })).statusCode).toBe(404);
    expect((await t.chamar({ method: 'GET', url: `${url}?todasUnidades=true`, token: admin })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'GET', url: `${url}?todasUnidades=true`, token: await t.entrar('operador') })).statusCode).toBe(404);
  });
});
