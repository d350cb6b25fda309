import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../support/app.ts';
import { prepararMatriz, type chamadaDaMatriz } from '../security/chamada-da-matriz.ts';
import { CHAMADORES, MATRIZ } from '../security/matriz.ts';

// The short pass on the embedded PostgreSQL (the one `npm start` and the e2e run use) when the
// server suite runs on another (CI: Debian's PostgreSQL 15 through DATABASE_URL): every route of
// every module, called by the administrator, answers as the access matrix says; preparing the
// matrix's records writes through the API of each module first.

const ADMINISTRADOR = CHAMADORES.indexOf('administrador');

let t: AppDeTeste;
let chamar: ReturnType<typeof chamadaDaMatriz>;
let servidas: Set<string>;

beforeAll(async () => {
  t = await criarAppDeTeste();
  ({ servidas, chamar } = await prepararMatriz(t));
}, 120_000);
afterAll(() => t?.fechar());

describe('the embedded PostgreSQL', () => {
  it('is the one under test: a data folder of its own, not the server of DATABASE_URL', async () => {
    const { rows } = await sql<{ pasta: string }>`SELECT current_setting('data_directory') AS pasta`.execute(t.db);
    expect(rows[0]?.pasta).toMatch(/alicerce-teste-[^/]+\/pg$/);
  });

  it("answers every route as the access matrix's administrator column says", { timeout: 120_000 }, async () => {
    const divergencias: string[] = [];
    const chamadas = Object.entries(MATRIZ).filter(([chave]) => servidas.has(chave));
    for (const [chave, caso] of chamadas) {
      const r = await chamar(chave, caso, 'administrador');
      const esperado = caso.celulas[ADMINISTRADOR];
      if (r.statusCode !== esperado) divergencias.push(`${chave}: esperado ${esperado}, veio ${r.statusCode} ${r.body.slice(0, 160)}`);
    }
    expect(chamadas.length).toBeGreaterThan(100);
    expect(divergencias).toEqual([]);
  });
});
