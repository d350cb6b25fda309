import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { conexaoDoPgBoss } from '../../../src/server/jobs/pgboss.ts';

// pg-boss books a job that was still running when the server stopped after the pool is gone, and
// nothing catches that failure (an unhandled rejection that failed a CI run): the late write is
// dropped; any other database error still reaches pg-boss.

const bancoQueFalha = (mensagem: string) => ({ executeQuery: () => Promise.reject(new Error(mensagem)) }) as unknown as Kysely<unknown>;

describe("pg-boss's connection", () => {
  it('drops a write made after the pool was destroyed', async () => {
    await expect(conexaoDoPgBoss(bancoQueFalha('driver has already been destroyed')).executeSql('UPDATE x SET y = 1', [])).resolves.toEqual({ rows: [] });
  });

  it('passes any other error on', async () => {
    await expect(conexaoDoPgBoss(bancoQueFalha('deadlock detected')).executeSql('UPDATE x SET y = 1', [])).rejects.toThrow('deadlock detected');
  });
});
