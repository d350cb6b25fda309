import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

// Migration 0023 on a database that kept the finance parameters in their one-record table: the
// values that differ from the model's defaults become settings of `ajuste`, and the table goes.
// Run in a transaction rolled back, over the table as migration 0018 made it.

const MIGRACAO = new URL('../../../../src/server/db/migrations/0023_parametro_financeiro_em_ajuste.sql', import.meta.url);
const TABELA_DA_0018 = sql`
  CREATE TABLE parametro_financeiro (
    id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    resto_parcelamento text NOT NULL DEFAULT 'ULTIMA',
    orcamento_excedido text NOT NULL DEFAULT 'AVISAR',
    exigir_centro_custo boolean NOT NULL DEFAULT true,
    dias_aviso_vencimento integer NOT NULL DEFAULT 3,
    recibo_responsavel text,
    recibo_cargo text,
    recibo_texto text
  )`;

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(() => t.fechar());

it('moves the stored parameters that differ from their defaults into ajuste and drops the table', async () => {
  const texto = await readFile(MIGRACAO, 'utf8');
  await expect(
    t.db.transaction().execute(async (trx) => {
      await sql`DELETE FROM ajuste WHERE modelo = 'parametroFinanceiro'`.execute(trx);
      await TABELA_DA_0018.execute(trx);
      await sql`INSERT INTO parametro_financeiro (orcamento_excedido, dias_aviso_vencimento, recibo_cargo) VALUES ('BLOQUEAR', 3, 'Tesoureira')`.execute(trx);
      await sql.raw(texto).execute(trx);
      const ajustes = await trx.selectFrom('ajuste').select(['campo', 'valor', 'unidade_id']).where('modelo', '=', 'parametroFinanceiro').orderBy('campo').execute();
      expect(ajustes).toEqual([
        { campo: 'orcamentoExcedido', valor: 'BLOQUEAR', unidade_id: null },
        { campo: 'reciboCargo', valor: 'Tesoureira', unidade_id: null },
      ]);
      const { rows } = await sql<{ existe: boolean }>`SELECT to_regclass('parametro_financeiro') IS NOT NULL AS existe`.execute(trx);
      expect(rows[0]?.existe).toBe(false);
      throw new Error('desfeita');
    }),
  ).rejects.toThrow('desfeita');
});
