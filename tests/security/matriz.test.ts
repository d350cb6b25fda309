import { existsSync } from 'node:fs';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASTA_CLIENTE } from '../../src/server/caminhos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../support/app.ts';
import { prepararChamadores, type Credenciais, type NovaSessao } from './chamadores.ts';
import { CHAMADORES, MATRIZ, type Caso, type Chamador } from './matriz.ts';
import { prepararRegistros, type Registros } from './registros.ts';

// Issue 7's access matrix: every route Fastify serves, called by five callers, against the
// statuses written by hand in matriz.ts. Mismatches are gathered and reported all at once.

let t: AppDeTeste;
let credenciais: Credenciais;
let novaSessao: NovaSessao;
let registros: Registros;
let servidas: Set<string>;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await t.app.ready();
  servidas = new Set(t.app.rotasServidas().map((r) => `${r.metodo} ${r.url}`));
  ({ credenciais, novaSessao } = await prepararChamadores(t));
  registros = await prepararRegistros(t, await t.entrarNaUnidade('admin', 'Sede'));
});
afterAll(() => t?.fechar());

/** The concrete URL: each `:param` and the trailing `*` filled with its record. */
async function enderecoDo(url: string, caso: Caso): Promise<string> {
  const nomes = [...url.matchAll(/:([A-Za-z]+)|\*$/g)].map((m) => m[1] ?? '*');
  let endereco = url;
  for (const nome of nomes) {
    const registro = caso.parametros?.[nome];
    if (registro === undefined) throw new Error(`a matriz não diz com que registro preencher '${nome}'`);
    endereco = endereco.replace(nome === '*' ? '*' : `:${nome}`, encodeURIComponent(String(await registros.valor(registro))));
  }
  const consulta = caso.consulta?.(registros.fixos);
  return consulta === undefined ? endereco : `${endereco}?${consulta}`;
}

async function chamar(chave: string, caso: Caso, chamador: Chamador) {
  const [metodo = '', url = ''] = chave.split(' ');
  const token = caso.sessaoPropria ? await novaSessao(chamador) : credenciais[chamador];
  const escreve = metodo === 'POST' || metodo === 'PUT' || metodo === 'PATCH';
  const corpo = typeof caso.corpo === 'function' ? caso.corpo(registros.fixos) : (caso.corpo ?? {});
  return t.chamar({ method: metodo as HTTPMethods, url: await enderecoDo(url, caso), token, ...(escreve ? { payload: corpo } : {}) });
}

const clienteConstruido = existsSync(PASTA_CLIENTE);
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
