import { sql } from 'kysely';
import type { ConsentimentoNaConcessionaria } from '../../../../shared/mobilizacao/concessionarias/instalacao.ts';
import type { Db } from '../../../db/database.ts';

/** The active consents of a utility in the unit, as the matching reads them. */
export async function consentimentosDaConcessionaria(db: Db, unidadeId: number, formaCobrancaId: number, codigo: string): Promise<ConsentimentoNaConcessionaria[]> {
  const { rows } = await sql<{ pessoaId: number; instalacao: string }>`
    SELECT pessoa_id AS "pessoaId", instalacao FROM mobilizacao_consentimento
    WHERE unidade_id = ${unidadeId} AND forma_cobranca_id = ${formaCobrancaId} AND ativo`.execute(db);
  return rows.map((r) => ({ ...r, concessionaria: codigo }));
}
