import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASTA_CLIENTE } from '../../src/server/caminhos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../support/app.ts';
import { prepararMatriz, type chamadaDaMatriz } from './chamada-da-matriz.ts';
import { CHAMADORES, MATRIZ } from './matriz.ts';

// Issue 7's access matrix: every route Fastify serves, called by five callers, against the
// statuses written by hand in matriz.ts. Mismatches are gathered and reported all at once.

let t: AppDeTeste;
let chamar: ReturnType<typeof chamadaDaMatriz>;
let servidas: Set<string>;

beforeAll(async () => {
  t = await criarAppDeTeste();
  ({ servidas, chamar } = await prepararMatriz(t));
});
afterAll(() => t?.fechar());

// The app's and the portals' pages are served once both builds are there (a build older than the
// portals has only the app's).
const clienteConstruido = existsSync(join(PASTA_CLIENTE, 'index.html')) && existsSync(join(PASTA_CLIENTE, 'portal', 'index.html'));
const esperadaServida = (chave: string) => !(MATRIZ[chave]?.soComClienteConstruido && !clienteConstruido);

describe('access matrix', () => {
  it('lists every served route, and serves every route it lists', () => {
    const faltando = [...servidas].filter((chave) => !Object.hasOwn(MATRIZ, chave));
    const sobrando = Object.keys(MATRIZ).filter((chave) => !servidas.has(chave) && esperadaServida(chave));
    expect({ faltando, sobrando }, 'rotas servidas fora de tests/security/matriz.ts, e entradas da matriz que o servidor não serve').toEqual({ faltando: [], sobrando: [] });
  });

  it('answers every cell as written', { timeout: 240_000 }, async () => {
    const divergencias: string[] = [];
    let celulas = 0;
    for (const [chave, caso] of Object.entries(MATRIZ)) {
      if (!servidas.has(chave)) continue;
      for (const [i, chamador] of CHAMADORES.entries()) {
        const esperado = caso.celulas[i];
        celulas++;
        try {
          const r = await chamar(chave, caso, chamador);
          if (r.statusCode !== esperado) divergencias.push(`${chave} [${chamador}]: esperado ${esperado}, veio ${r.statusCode} ${r.body.slice(0, 160)}`);
          else if (r.statusCode === 401 && !String(r.json<{ message?: unknown }>().message).startsWith('Sessão expirada')) {
            divergencias.push(`${chave} [${chamador}]: 401 sem a mensagem "Sessão expirada...": ${r.body.slice(0, 160)}`);
          }
        } catch (erro) {
          divergencias.push(`${chave} [${chamador}]: ${erro instanceof Error ? erro.message : String(erro)}`);
        }
      }
    }
    expect(celulas).toBeGreaterThan(0);
    expect(divergencias, `${divergencias.length} de ${celulas} células divergem da matriz`).toEqual([]);
  });
});
