import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's utility companies (not a test file itself): the demo's electricity company (its
// adapter is institution-wide, its page's code), and a consent and a return of Sede from the demo.

export type FixoDasConcessionarias = 'concessionariaDaMatriz' | 'codigoDaConcessionaria' | 'consentimentoDaMatriz' | 'retornoDaConcessionaria';

export async function fixosDasConcessionarias(t: AppDeTeste): Promise<Record<FixoDasConcessionarias, number | string>> {
  const { rows } = await sql<{ forma: number; consentimento: number; retorno: number }>`
    SELECT f.id AS forma,
      (SELECT min(id) FROM mobilizacao_consentimento WHERE forma_cobranca_id = f.id) AS consentimento,
      (SELECT min(id) FROM mobilizacao_retorno_concessionaria WHERE forma_cobranca_id = f.id) AS retorno
    FROM mobilizacao_forma_cobranca AS f WHERE f.codigo = 'luz-do-vale'`.execute(t.db);
  const r = rows[0]!;
  return { concessionariaDaMatriz: r.forma, codigoDaConcessionaria: 'luz-do-vale', consentimentoDaMatriz: r.consentimento, retornoDaConcessionaria: r.retorno };
}
