import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lerConfig } from '../../../src/server/config.ts';
import { abrirBanco } from '../../../src/server/db/iniciar.ts';
import { migrar } from '../../../src/server/db/migrate.ts';
import { criarBancoDeTeste } from '../../support/banco.ts';
import { iniciarFilho, matar } from '../../support/filhos.ts';

const pastas: string[] = [];
afterAll(async () => {
  for (const p of pastas) await rm(p, { recursive: true, force: true });
});

describe('migrations', () => {
  it('are idempotent: a second run applies nothing', async () => {
    const banco = await criarBancoDeTeste();
    try {
      expect(await migrar(banco.db)).toEqual([]);
    } finally {
      await banco.descartar();
    }
  });
});

describe('the embedded PostgreSQL after a kill -9 of the server', () => {
  it('starts again on the same DATA_DIR and keeps every committed write', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-kill-'));
    pastas.push(dataDir);
    const { filho } = await iniciarFilho('tests/support/processos/abrir-banco-e-esperar.ts', ['valor-do-filho'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    await matar(filho);

    // The killed process's PostgreSQL is still running on the folder; a new start must cope.
    const banco = await abrirBanco(lerConfig({ DATA_DIR: dataDir }));
    try {
      const linha = await banco.db.selectFrom('parametro').select('valor').where('chave', '=', 'gravado_antes_do_kill').executeTakeFirst();
      expect(linha?.valor).toBe('valor-do-filho');
    } finally {
      await banco.encerrar();
    }
  });
});
