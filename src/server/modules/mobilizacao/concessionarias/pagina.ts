import { sql } from 'kysely';
import type { PaginaDaConcessionaria, RegistroDaContaMostrado, RetornoDaConcessionariaMostrado } from '../../../../shared/api/concessionarias.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../db/database.ts';
import type { ConcessionariaGravada } from './adaptador.ts';
import { pendenciasDaConcessionaria } from './pendencias.ts';

// What a utility's page shows, in the session's unit: the adapter, the latest returns, each with
// its records, and the records left for a person to resolve (its consents are the consents
// screen's list, which the page embeds).

const RETORNOS_NA_PAGINA = 10;

type RetornoLido = Omit<RetornoDaConcessionariaMostrado, 'valorBruto' | 'valorLiquido' | 'itens'> & { valorBruto: string; valorLiquido: string };
type RegistroLido = Omit<RegistroDaContaMostrado, 'valorBruto' | 'taxas' | 'valorLiquido'> & { retornoId: number; valorBruto: string; taxas: string; valorLiquido: string };

export async function paginaDaConcessionaria(db: Db, c: ConcessionariaGravada, unidadeId: number): Promise<PaginaDaConcessionaria> {
  const retornos = await sql<RetornoLido>`
    SELECT id, nome_arquivo AS "nomeArquivo", to_char(enviado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS "enviadoEm", situacao, mensagem, aplicados, pendentes,
      valor_bruto::text AS "valorBruto", valor_liquido::text AS "valorLiquido"
    FROM mobilizacao_retorno_concessionaria WHERE unidade_id = ${unidadeId} AND forma_cobranca_id = ${c.id} ORDER BY id DESC LIMIT ${RETORNOS_NA_PAGINA}`.execute(db);
  const ids = retornos.rows.map((r) => r.id);
  const registros = await sql<RegistroLido>`
    SELECT r.retorno_id AS "retornoId", r.linha, r.instalacao, p.nome AS doador, to_char(r.data_pagamento, 'YYYY-MM-DD') AS "dataPagamento",
      r.valor_bruto::text AS "valorBruto", (r.taxa + r.tarifa)::text AS taxas, r.valor_liquido::text AS "valorLiquido", r.resultado, r.descricao,
      u.nome AS "resolvidoPor", to_char(r.resolvido_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM-DD"T"HH24:MI:SS') AS "resolvidoEm"
    FROM mobilizacao_retorno_concessionaria_registro AS r LEFT JOIN pessoa AS p ON p.id = r.pessoa_id LEFT JOIN usuario AS u ON u.id = r.resolvido_por_id
    WHERE r.retorno_id = ANY(${ids}::int[]) ORDER BY r.retorno_id, r.ordem`.execute(db);
  const dinheiro = (texto: string): number => reaisDosCentavos(centavosDoDecimal(texto) ?? 0);
  return {
    id: c.id,
    codigo: c.codigo,
    nome: c.nome,
    convenio: c.convenio,
    taxaPercentual: c.taxaPercentual,
    tarifaFixa: reaisDosCentavos(c.tarifaFixaCentavos),
    instalacaoInicio: c.identificacaoNoCodigoDeBarras.inicio,
    instalacaoFim: c.identificacaoNoCodigoDeBarras.fim,
    ativo: c.ativo,
    retornos: retornos.rows.map((r) => ({
      ...r,
      valorBruto: dinheiro(r.valorBruto),
      valorLiquido: dinheiro(r.valorLiquido),
      itens: registros.rows
        .filter((i) => i.retornoId === r.id)
        .map(({ retornoId: _retorno, ...i }) => ({ ...i, valorBruto: dinheiro(i.valorBruto), taxas: dinheiro(i.taxas), valorLiquido: dinheiro(i.valorLiquido) })),
    })),
    pendencias: await pendenciasDaConcessionaria(db, c.id, unidadeId),
  };
}
