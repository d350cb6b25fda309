import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarCpf } from '../../../../src/shared/validation/index.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { semearReferencia } from '../../../../src/server/seed/referencia.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';
import { csv, importar } from './importacao-ajudantes.ts';

// Every person with a municipality reaches the map: saved without an exact point (form, API,
// import), at the municipality's seat, marked approximate; the approximate point follows the
// municipality; an exact point wins and is kept.

let t: AppDeTeste;
let admin: string;
const random = aleatorioComSemente(1313);

type Cidade = { id: number; latitude: number; longitude: number };
let recife: Cidade;
let olinda: Cidade;
const NA_PRAIA = { latitude: -8.11, longitude: -34.89 };

const cidade = (codigo: number) => t.db.selectFrom('cidade').select(['id', 'latitude', 'longitude']).where('codigo_ibge', '=', codigo).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  recife = await cidade(2611606);
  olinda = await cidade(2609600);
});
afterAll(() => t.fechar());

const salvar = (payload: object) => t.chamar({ method: 'POST', url: '/api/pessoas', token: admin, payload });
const ler = async (id: number) => (await t.chamar({ method: 'GET', url: `/api/pessoas/${id}`, token: admin })).json().content;
const noMapa = async (lugar: { latitude: number; longitude: number }) =>
  (await t.chamar({ method: 'POST', url: `/api/pessoas/mapa?latitude=${lugar.latitude}&longitude=${lugar.longitude}&raio=5`, token: admin, payload: {} })).json()
    .content as { id: number; lat: number; lng: number }[];

async function criar(payload: object) {
  const r = await salvar({ nome: 'Pessoa com endereço', ...payload });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().content;
}

describe('saving a person with a municipality and no point', () => {
  it('places the person at the seat, approximate, and on the map', async () => {
    const pessoa = await criar({ cidade: { id: recife.id } });
    expect(pessoa).toMatchObject({ latitude: recife.latitude, longitude: recife.longitude, coordenadaAproximada: true });
    expect((await noMapa(recife)).map((m) => m.id)).toContain(pessoa.id);
  });

  it('moves the approximate point with the municipality when the form sends it back', async () => {
    const pessoa = await criar({ cidade: { id: recife.id } });
    const r = await salvar({ ...pessoa, cidade: { id: olinda.id } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().content).toMatchObject({ latitude: olinda.latitude, longitude: olinda.longitude, coordenadaAproximada: true });
  });

  it('moves it too when the API changes only the municipality', async () => {
    const pessoa = await criar({ cidade: { id: recife.id } });
    const r = await salvar({ id: pessoa.id, cidade: olinda.id });
    expect(r.json().content).toMatchObject({ latitude: olinda.latitude, longitude: olinda.longitude, coordenadaAproximada: true });
  });

  it('takes the person off the map when the municipality is removed', async () => {
    const pessoa = await criar({ cidade: { id: recife.id } });
    const r = await salvar({ ...pessoa, cidade: null });
    expect(r.json().content).toMatchObject({ latitude: null, longitude: null, coordenadaAproximada: false });
  });
});

describe('an exact point', () => {
  it('wins over the seat when given', async () => {
    const pessoa = await criar({ cidade: { id: recife.id }, ...NA_PRAIA });
    expect(pessoa).toMatchObject({ ...NA_PRAIA, coordenadaAproximada: false });
  });

  it('replaces the approximate point when the user moves it, and is then kept across municipalities', async () => {
    const pessoa = await criar({ cidade: { id: recife.id } });
    const movida = (await salvar({ ...pessoa, ...NA_PRAIA })).json().content;
    expect(movida).toMatchObject({ ...NA_PRAIA, coordenadaAproximada: false });
    const mudou = (await salvar({ ...movida, cidade: { id: olinda.id } })).json().content;
    expect(mudou).toMatchObject({ ...NA_PRAIA, coordenadaAproximada: false });
    expect(await ler(pessoa.id)).toMatchObject({ ...NA_PRAIA, coordenadaAproximada: false });
  });

  it('cleared, gives way to the seat again', async () => {
    const pessoa = await criar({ cidade: { id: recife.id }, ...NA_PRAIA });
    const r = await salvar({ ...pessoa, latitude: null, longitude: null });
    expect(r.json().content).toMatchObject({ latitude: recife.latitude, longitude: recife.longitude, coordenadaAproximada: true });
  });

  it('with one coordinate only is refused, naming the other, and nothing is saved', async () => {
    const pessoa = await criar({ cidade: { id: recife.id } });
    const r = await salvar({ ...pessoa, latitude: -8.2, longitude: null });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual([{ field: 'longitude', message: 'Informe também a longitude.' }]);
    expect(await ler(pessoa.id)).toMatchObject({ latitude: recife.latitude, longitude: recife.longitude, coordenadaAproximada: true });
  });
});

describe('the import', () => {
  it('places a row with a municipality at its seat, approximate', async () => {
    const cpf = gerarCpf(random);
    const fim = await importar(t, admin, csv([['nome', 'cpf', 'cidade'], ['Importada de Olinda', cpf, 'Olinda - PE']]), { nome: 0, 'pessoaFisica.cpf': 1, cidade: 2 });
    expect(fim.contagens.incluidas).toBe(1);
    const linha = await t.db.selectFrom('pessoa').select(['latitude', 'longitude', 'coordenada_aproximada']).where('cpf', '=', cpf).executeTakeFirstOrThrow();
    expect(linha).toEqual({ latitude: olinda.latitude, longitude: olinda.longitude, coordenada_aproximada: true });
  });
});

describe('people already registered', () => {
  it('with a municipality and no point are placed at its seat at the next start', async () => {
    const { id } = await t.db
      .insertInto('pessoa')
      .values({ unidade_id: await idDaUnidade(t.db, 'Sede'), codigo: 999_001, nome: 'Sem ponto', cidade_id: recife.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await semearReferencia(t.db);
    const linha = await t.db.selectFrom('pessoa').select(['latitude', 'longitude', 'coordenada_aproximada']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(linha).toEqual({ latitude: recife.latitude, longitude: recife.longitude, coordenada_aproximada: true });
  });

  it('at an approximate point follow a corrected seat', async () => {
    const pessoa = await criar({ cidade: { id: olinda.id } });
    await sql`UPDATE cidade SET latitude = -9, longitude = -35 WHERE id = ${olinda.id}`.execute(t.db);
    await sql`UPDATE pessoa SET latitude = -9, longitude = -35 WHERE id = ${pessoa.id}`.execute(t.db);
    await semearReferencia(t.db);
    expect(await ler(pessoa.id)).toMatchObject({ latitude: olinda.latitude, longitude: olinda.longitude, coordenadaAproximada: true });
  });
});
