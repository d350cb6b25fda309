import { sql } from 'kysely';
import type { TipoDeTarefa } from '../../../../src/server/jobs/tipos.ts';

// A job kind of the crash tests (test code, registered only by them): N steps, each writing one
// row of `efeito_teste` (the side effect counted) together with its checkpoint.

export const TIPO_PASSOS = 'teste.passos';
export const PASSOS = 20;
export const PAUSA_MS = 100;

export const CRIAR_TABELA_DE_EFEITOS = sql`CREATE TABLE IF NOT EXISTS efeito_teste (
  id serial PRIMARY KEY, tarefa_id bigint NOT NULL, passo integer NOT NULL, pid integer NOT NULL)`;

export const tipoPassos: TipoDeTarefa<Record<string, never>> = {
  tipo: TIPO_PASSOS,
  titulo: 'Passos de teste',
  esperaS: 1,
  async executar(ctx) {
    for (let i = ((ctx.ponto as number | null) ?? 0) + 1; i <= PASSOS; i++) {
      await ctx.passo(async (trx) => {
        await sql`INSERT INTO efeito_teste (tarefa_id, passo, pid) VALUES (${ctx.tarefaId}, ${i}, ${process.pid})`.execute(trx);
        return { ponto: i, progresso: (i / PASSOS) * 100 };
      });
      await new Promise((r) => setTimeout(r, PAUSA_MS));
    }
    return { mensagem: `${PASSOS} passos.` };
  },
};
