import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// More than 10 failures for one username from one address within 15 minutes → 429 (DESIGN.md).
const MAXIMO_FALHAS = 10;
const JANELA_MIN = 15;

export async function loginBloqueado(db: Db, login: string, ip: string): Promise<boolean> {
  const { falhas } = await db
    .selectFrom('tentativa_login')
    .select((eb) => eb.fn.countAll<number>().as('falhas'))
    .where(sql<boolean>`lower(login) = lower(${login})`)
    .where('endereco_ip', '=', ip)
    .where(sql<boolean>`criada_em > now() - make_interval(mins => ${JANELA_MIN})`)
    .executeTakeFirstOrThrow();
  return Number(falhas) >= MAXIMO_FALHAS;
}

export async function registrarFalha(db: Db, login: string, ip: string): Promise<void> {
  await db.insertInto('tentativa_login').values({ login, endereco_ip: ip }).execute();
}

export async function limparFalhas(db: Db, login: string, ip: string): Promise<void> {
  await db.deleteFrom('tentativa_login').where(sql<boolean>`lower(login) = lower(${login})`).where('endereco_ip', '=', ip).execute();
}
