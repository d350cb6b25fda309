import { sql } from 'kysely';
import type { DoadorDaInstalacao, PendenciaDaConcessionaria, PendentesDaConcessionaria } from '../../../../shared/api/concessionarias.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { instalacaoNormalizada } from '../../../../shared/mobilizacao/concessionarias/instalacao.ts';
import type { Db } from '../../../db/database.ts';

// The section "A resolver" of a utility's page: every record of its returns in the unit left for a
// person, oldest first, each with the donors who consented to its installation (an ambiguous one's choices);
// and, for the cards' page, how many each utility has.

type PendenciaLida = Omit<PendenciaDaConcessionaria, 'valorBruto' | 'valorLiquido' | 'doadores'> & { valorBruto: string; valorLiquido: string };

export async function pendenciasDaConcessionaria(db: Db, formaCobrancaId: number, unidadeId: number): Promise<PendenciaDaConcessionaria[]> {
  const { rows } = await sql<PendenciaLida>`
    SELECT r.id, r.retorno_id AS "retornoId", t.nome_arquivo AS "nomeArquivo", r.linha, r.instalacao, to_char(r.data_pagamento, 'YYYY-MM-DD') AS "dataPagamento",
      r.valor_bruto::text AS "valorBruto", r.valor_liquido::text AS "valorLiquido", r.resultado
    FROM mobilizacao_retorno_concessionaria_registro AS r JOIN mobilizacao_retorno_concessionaria AS t ON t.id = r.retorno_id
    WHERE r.unidade_id = ${unidadeId} AND t.forma_cobranca_id = ${formaCobrancaId} AND r.resultado IN ('sem_consentimento', 'ambiguo')
    ORDER BY r.retorno_id, r.ordem`.execute(db);
  if (rows.length === 0) return [];
  const consentidos = await sql<DoadorDaInstalacao & { instalacao: string }>`
    SELECT p.id, p.nome, c.instalacao FROM mobilizacao_consentimento AS c JOIN pessoa AS p ON p.id = c.pessoa_id
    WHERE c.unidade_id = ${unidadeId} AND c.forma_cobranca_id = ${formaCobrancaId} AND c.ativo ORDER BY p.nome, p.id`.execute(db);
  const dinheiro = (texto: string): number => reaisDosCentavos(centavosDoDecimal(texto) ?? 0);
  return rows.map((r) => {
    const procurada = instalacaoNormalizada(r.instalacao);
    const doadores = consentidos.rows.filter((c) => procurada !== '' && instalacaoNormalizada(c.instalacao) === procurada).map(({ id, nome }) => ({ id, nome }));
    return { ...r, valorBruto: dinheiro(r.valorBruto), valorLiquido: dinheiro(r.valorLiquido), doadores };
  });
}

/** How many records each utility has left to resolve in the unit. */
export async function pendentesPorConcessionaria(db: Db, unidadeId: number): Promise<PendentesDaConcessionaria[]> {
  const { rows } = await sql<PendentesDaConcessionaria>`
    SELECT t.forma_cobranca_id AS "formaCobranca", count(*)::int AS pendentes
    FROM mobilizacao_retorno_concessionaria_registro AS r JOIN mobilizacao_retorno_concessionaria AS t ON t.id = r.retorno_id
    WHERE r.unidade_id = ${unidadeId} AND r.resultado IN ('sem_consentimento', 'ambiguo') GROUP BY t.forma_cobranca_id ORDER BY t.forma_cobranca_id`.execute(db);
  return rows;
}
