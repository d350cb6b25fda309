import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { criarApp } from '../../../src/server/app.ts';
import { lerConfig } from '../../../src/server/config.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { carregarCatalogoDeTelas, type CatalogoDeTelas, type PastasDoCatalogo } from '../../../src/server/resources/index.ts';
import { criarBancoDeTeste } from '../../support/banco.ts';

// Helpers of the generic engine's tests (not a test file itself).

export interface PastaDeTelas extends PastasDoCatalogo {
  remover(): Promise<void>;
}

/** A temporary catalogue: `arquivos` maps 'modelos/x.json' or 'telas/a/b.json' to its JSON (or raw text). */
export async function pastaDeTelas(arquivos: Record<string, unknown>): Promise<PastaDeTelas> {
  const raiz = await mkdtemp(path.join(tmpdir(), 'alicerce-telas-'));
  const modelos = path.join(raiz, 'modelos');
  const telas = path.join(raiz, 'telas');
  await mkdir(modelos, { recursive: true });
  await mkdir(telas, { recursive: true });
  for (const [nome, conteudo] of Object.entries(arquivos)) {
    const destino = path.join(raiz, nome);
    await mkdir(path.dirname(destino), { recursive: true });
    await writeFile(destino, typeof conteudo === 'string' ? conteudo : JSON.stringify(conteudo, null, 2));
  }
  return { modelos, telas, remover: () => rm(raiz, { recursive: true, force: true }) };
}

/** The problems the loader reports for a catalogue, one formatted line each (or [] when it loads). */
export async function problemasDoCatalogo(arquivos: Record<string, unknown>): Promise<string[]> {
  const pasta = await pastaDeTelas(arquivos);
  try {
    await carregarCatalogoDeTelas(pasta);
    return [];
  } catch (e) {
    return e instanceof Error ? e.message.split('\n').slice(1).map((l) => l.trim()) : [String(e)];
  } finally {
    await pasta.remover();
  }
}

export interface AppComCatalogo {
  db: Db;
  entrarNaUnidade(login: string, unidade: string, senha?: string): Promise<string>;
  chamar(opcoes: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  fechar(): Promise<void>;
}

/**
 * The real application over a database of its own, serving the given catalogue instead of screens/.
 * `preparar` runs on the database before the app starts (a view a module's migration would create).
 */
export async function criarAppComCatalogo(catalogo: CatalogoDeTelas, preparar?: (db: Db) => Promise<void>): Promise<AppComCatalogo> {
  const banco = await criarBancoDeTeste();
  await preparar?.(banco.db);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-app-'));
  const app = await criarApp(banco.db, { ...lerConfig({ DATA_DIR: dataDir }), logLevel: 'silent' }, { catalogo });
  const chamar: AppComCatalogo['chamar'] = ({ token, headers, ...opcoes }) =>
    app.inject({ ...opcoes, headers: { ...headers, ...(token ? { 'x-auth-token': token } : {}) } });
  return {
    db: banco.db,
    chamar,
    async entrarNaUnidade(login, unidade, senha = login) {
      const r = await chamar({ method: 'POST', url: '/api/login', payload: { username: login, password: senha } });
      const token = r.json<{ content: { token: string } }>().content.token;
      const u = await banco.db.selectFrom('unidade').select('id').where('nome', '=', unidade).executeTakeFirstOrThrow();
      await chamar({ method: 'POST', url: '/api/context/unidade', token, payload: { unidadeId: u.id } });
      return token;
    },
    async fechar() {
      await app.close();
      await banco.descartar();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The audit rows of one entity and id, oldest first. */
export async function auditoriaDe(db: Db, entidade: string, id: number | string) {
  return db
    .selectFrom('auditoria')
    .select(['acao', 'usuario_id', 'unidade_id', 'alteracoes'])
    .where('entidade', '=', entidade)
    .where('entidade_id', '=', String(id))
    .orderBy('id')
    .execute();
}
