import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { conectar, type Db } from '../../src/server/db/database.ts';
import { criarBancoSeFaltar } from '../../src/server/db/iniciar.ts';

export interface BancoDeTeste {
  db: Db;
  url: string;
  descartar(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated and seeded template. */
export async function criarBancoDeTeste(): Promise<BancoDeTeste> {
  const adminUrl = inject('pgAdminUrl');
  const modelo = inject('pgModelo');
  const nome = `teste_${randomBytes(6).toString('hex')}`;
  const admin = conectar(adminUrl, 1);
  for (let tentativa = 0; ; tentativa++) {
    try {
      await criarBancoSeFaltar(admin, nome, modelo);
      break;
    } catch (e) {
      // Two files copying the template at the same instant: PostgreSQL refuses one; try again.
      if (tentativa >= 10) throw e;
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300));
    }
  }
  const url = adminUrl.replace(/\/postgres(\?|$)/, `/${nome}$1`);
  const db = conectar(url, 5);
  return {
    db,
    url,
    async descartar() {
      await db.destroy();
      await sql`DROP DATABASE IF EXISTS ${sql.id(nome)} WITH (FORCE)`.execute(admin);
      await admin.destroy();
    },
  };
}
