import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { criarApp } from '../../src/server/app.ts';
import { lerConfig, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/database.ts';
import { criarBancoDeTeste } from './banco.ts';

export interface AppDeTeste {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Logs in and returns the session token (fails the test on a non-200). */
  entrar(login: string, senha?: string): Promise<string>;
  /** Logs in and chooses the unit (by name) when the user has several. */
  entrarNaUnidade(login: string, unidade: string, senha?: string): Promise<string>;
  chamar(opcoes: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  fechar(): Promise<void>;
}

/**
 * The real application over a database of its own (seeded with the demo data), driven by
 * inject; `agora` sets its clock (time-bound rules such as break windows).
 */
export async function criarAppDeTeste(ajustes: Partial<Config> = {}, opcoes: { agora?: () => Date } = {}): Promise<AppDeTeste> {
  const banco = await criarBancoDeTeste();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-app-'));
  const config: Config = { ...lerConfig({ DATA_DIR: dataDir }), logLevel: 'silent', ...ajustes };
  const app = await criarApp(banco.db, config, opcoes);

  const chamar: AppDeTeste['chamar'] = ({ token, headers, ...opcoes }) =>
    app.inject({ ...opcoes, headers: { ...headers, ...(token ? { 'x-auth-token': token } : {}) } });

  const entrar = async (login: string, senha = login) => {
    const r = await chamar({ method: 'POST', url: '/api/login', payload: { username: login, password: senha } });
    if (r.statusCode !== 200) throw new Error(`login de ${login} falhou: ${r.statusCode} ${r.body}`);
    return r.json<{ content: { token: string } }>().content.token;
  };

  return {
    app,
    db: banco.db,
    config,
    entrar,
    async entrarNaUnidade(login, unidade, senha = login) {
      const token = await entrar(login, senha);
      const u = await banco.db.selectFrom('unidade').select('id').where('nome', '=', unidade).executeTakeFirstOrThrow();
      const r = await chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: u.id } });
      if (r.statusCode !== 200) throw new Error(`escolha da unidade falhou: ${r.statusCode} ${r.body}`);
      return token;
    },
    chamar,
    async fechar() {
      await app.close();
      await banco.descartar();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
