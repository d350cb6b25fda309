import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gerarHashSenha } from '../../src/server/auth/senha.ts';
import { conectar, type Db } from '../../src/server/db/database.ts';

/**
 * The e2e server's own database, for what a test must arrange that the UI cannot (an expired
 * session, a fresh user). The embedded PostgreSQL's port is in its postmaster.pid (line 4).
 */
export async function abrirBancoDoE2e(): Promise<Db> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR ausente.');
  const senha = (await readFile(path.join(dataDir, 'pg-senha'), 'utf8')).trim();
  const porta = (await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  return conectar(`postgres://postgres:${encodeURIComponent(senha)}@127.0.0.1:${porta}/alicerce`, 2);
}

/** A user of unit Sede in the people-register group, with a password of its own. */
export async function criarUsuario(db: Db, login: string, senha: string): Promise<number> {
  const { id } = await db
    .insertInto('usuario')
    .values({ login, nome: `Usuário ${login}`, email: `${login}@alicerce.example.com.br`, senha_hash: await gerarHashSenha(senha) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sede = await db.selectFrom('unidade').select('id').where('nome', '=', 'Sede').executeTakeFirstOrThrow();
  const grupo = await db.selectFrom('grupo_permissao').select('id').where('nome', '=', 'Cadastro de Pessoas').executeTakeFirstOrThrow();
  await db.insertInto('usuario_unidade').values({ usuario_id: id, unidade_id: sede.id }).execute();
  await db.insertInto('usuario_grupo').values({ usuario_id: id, grupo_id: grupo.id }).execute();
  return id;
}
