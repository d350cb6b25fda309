import { sql } from 'kysely';
import type { AppDeTeste } from '../support/app.ts';

// The matrix's utility companies (not a test file itself): the demo's electricity company (its
// adapter is institution-wide, its page's code), and a consent, a return and a record left to
// resolve (no donor consented to its installation) of Sede from the demo.

export type FixoDasConcessionarias = 'concessionariaDaMatriz' | 'codigoDaConcessionaria' | 'consentimentoDaMatriz' | 'retornoDaConcessionaria' | 'registroAResolver';

export async function fixosDasConcessionarias(t: AppDeTeste): Promise<Record<FixoDasConcessionarias, number | string>> {
  const { rows } = await sql<{ forma: number; consentimento: number; retorno: number; pendente: number }>`
    SELECT f.id AS forma,
      (SELECT min(id) FROM mobilizacao_consentimento WHERE forma_cobranca_id = f.id) AS consentimento,
      (SELECT min(id) FROM mobilizacao_retorno_concessionaria WHERE forma_cobranca_id = f.id) AS retorno,
      (SELECT min(r.id) FROM mobilizacao_retorno_concessionaria_registro AS r JOIN mobilizacao_retorno_concessionaria AS t ON t.id = r.retorno_id
        WHERE t.forma_cobranca_id = f.id AND r.resultado = 'sem_consentimento') AS pendente
    FROM mobilizacao_forma_cobranca AS f WHERE f.codigo = 'luz-do-vale'`.execute(t.db);
  const r = rows[0]!;
  return { concessionariaDaMatriz: r.forma, codigoDaConcessionaria: 'luz-do-vale', consentimentoDaMatriz: r.consentimento, retornoDaConcessionaria: r.retorno, registroAResolver: r.pendente };
}
