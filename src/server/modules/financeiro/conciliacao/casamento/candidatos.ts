import { sql } from 'kysely';
import { JANELA_DO_VENCIMENTO, JANELA_EM_DIAS, TOLERANCIA_DE_VALOR, type Candidato, type OrigemDoCandidato } from '../../../../../shared/financeiro/conciliacao/candidatos.ts';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../../db/database.ts';

// The candidates of a page of pending lines of one account, read in one statement: for each line,
// through LATERAL joins each served by an index on (account, date), the account's baixas not
// reversed nor matched (baixa_conta_data), its transfers not reversed nor matched in it
// (transferencia_saida / transferencia_entrada) and the open installments of its títulos
// (parcela_em_aberto_conta; a título once, by its nearest installment) and those of the unit's
// títulos without an account (parcela_em_aberto_sem_conta, migration 0041), within the date window,
// of the line's sign and within the amount tolerance, the nearest amounts first, POR_ORIGEM of
// each. The shared rules score and order them.

const POR_ORIGEM = 10;

export interface LinhaDaPagina {
  id: number;
  data: string;
  valorCentavos: number;
}

interface Linha {
  linha: number;
  origem: OrigemDoCandidato;
  id: number;
  data: string;
  valor: string;
  descricao: string | null;
  pessoa: string | null;
  cpf: string | null;
  cnpj: string | null;
  documento: string | null;
  sem_conta: boolean;
}

export async function candidatosDaPagina(db: Db, contaId: number, linhas: readonly LinhaDaPagina[]): Promise<Map<number, Candidato[]>> {
  const porLinha = new Map<number, Candidato[]>(linhas.map((l) => [l.id, []]));
  if (linhas.length === 0) return porLinha;
  const ids = linhas.map((l) => l.id);
  const datas = linhas.map((l) => l.data);
  const valores = linhas.map((l) => l.valorCentavos / 100);
  const { rows } = await sql<Linha>`
    WITH l AS (
      SELECT u.id, u.data, u.valor, abs(u.valor) AS absoluto, abs(u.valor) * ${TOLERANCIA_DE_VALOR}::numeric AS folga
      FROM unnest(${ids}::int[], ${datas}::date[], ${valores}::numeric[]) AS u (id, data, valor)
    )
    SELECT l.id AS linha, 'BAIXA' AS origem, b.id, to_char(b.data, 'YYYY-MM-DD') AS data, b.valor::text AS valor,
      b.descricao, p.nome AS pessoa, p.cpf, p.cnpj, b.documento, false AS sem_conta
    FROM l CROSS JOIN LATERAL (
      SELECT b.id, b.data, s.sinal * (b.valor + b.juros + b.multa - b.desconto) AS valor, t.descricao, t.documento, t.pessoa_id
      FROM baixa AS b JOIN titulo AS t ON t.id = b.titulo_id
      CROSS JOIN LATERAL (SELECT CASE t.tipo WHEN 'RECEITA' THEN 1 ELSE -1 END AS sinal) AS s
      WHERE b.conta_id = ${contaId} AND b.data BETWEEN l.data - ${JANELA_EM_DIAS}::int AND l.data + ${JANELA_EM_DIAS}::int
        AND b.estornada_em IS NULL AND s.sinal = sign(l.valor)
        AND abs((b.valor + b.juros + b.multa - b.desconto) - l.absoluto) <= l.folga
        AND NOT EXISTS (SELECT 1 FROM conciliacao AS c WHERE c.baixa_id = b.id)
      ORDER BY abs((b.valor + b.juros + b.multa - b.desconto) - l.absoluto), abs(b.data - l.data), b.id LIMIT ${POR_ORIGEM}
    ) AS b LEFT JOIN pessoa AS p ON p.id = b.pessoa_id
    UNION ALL
    SELECT l.id, 'TRANSFERENCIA', tr.id, to_char(tr.data, 'YYYY-MM-DD'), tr.valor::text, tr.descricao, NULL, NULL, NULL, NULL, false
    FROM l CROSS JOIN LATERAL (
      SELECT tr.id, tr.data, CASE WHEN tr.conta_origem_id = ${contaId} THEN -tr.valor ELSE tr.valor END AS valor, tr.descricao
      FROM transferencia AS tr
      WHERE tr.origem_id IS NULL AND tr.data_estorno IS NULL AND tr.data BETWEEN l.data - ${JANELA_EM_DIAS}::int AND l.data + ${JANELA_EM_DIAS}::int
        AND CASE WHEN l.valor < 0 THEN tr.conta_origem_id ELSE tr.conta_destino_id END = ${contaId}
        AND abs(tr.valor - l.absoluto) <= l.folga
        AND NOT EXISTS (SELECT 1 FROM conciliacao AS c JOIN extrato_linha AS x ON x.id = c.extrato_linha_id WHERE c.transferencia_id = tr.id AND x.conta_id = ${contaId})
      ORDER BY abs(tr.valor - l.absoluto), abs(tr.data - l.data), tr.id LIMIT ${POR_ORIGEM}
    ) AS tr
    UNION ALL
    SELECT l.id, 'TITULO', a.titulo_id, to_char(a.data, 'YYYY-MM-DD'), a.valor::text, t.descricao, p.nome, p.cpf, p.cnpj, t.documento, false
    FROM l CROSS JOIN LATERAL (
      SELECT a.titulo_id, a.data, CASE WHEN a.receita THEN a.valor ELSE -a.valor END AS valor
      FROM parcela_em_aberto AS a
      WHERE a.conta_id = ${contaId} AND a.data BETWEEN l.data - ${JANELA_DO_VENCIMENTO}::int AND l.data + ${JANELA_DO_VENCIMENTO}::int
        AND a.receita = (l.valor > 0) AND abs(a.valor - l.absoluto) <= l.folga
      ORDER BY abs(a.valor - l.absoluto), abs(a.data - l.data), a.titulo_id LIMIT ${POR_ORIGEM}
    ) AS a JOIN titulo AS t ON t.id = a.titulo_id LEFT JOIN pessoa AS p ON p.id = t.pessoa_id
    UNION ALL
    SELECT l.id, 'TITULO', a.titulo_id, to_char(a.data, 'YYYY-MM-DD'), a.valor::text, t.descricao, p.nome, p.cpf, p.cnpj, t.documento, true
    FROM l CROSS JOIN LATERAL (
      SELECT a.titulo_id, a.data, CASE WHEN a.receita THEN a.valor ELSE -a.valor END AS valor
      FROM parcela_em_aberto AS a
      WHERE a.conta_id IS NULL AND a.unidade_id = (SELECT unidade_id FROM conta WHERE id = ${contaId})
        AND a.data BETWEEN l.data - ${JANELA_DO_VENCIMENTO}::int AND l.data + ${JANELA_DO_VENCIMENTO}::int
        AND a.receita = (l.valor > 0) AND abs(a.valor - l.absoluto) <= l.folga
      ORDER BY abs(a.valor - l.absoluto), abs(a.data - l.data), a.titulo_id LIMIT ${POR_ORIGEM}
    ) AS a JOIN titulo AS t ON t.id = a.titulo_id LEFT JOIN pessoa AS p ON p.id = t.pessoa_id`.execute(db);
  for (const r of rows) {
    const daLinha = porLinha.get(r.linha);
    // A título with several open installments comes once, by its nearest one (read first).
    if (daLinha === undefined || daLinha.some((c) => c.origem === r.origem && c.id === r.id)) continue;
    daLinha.push({
      origem: r.origem,
      id: r.id,
      data: r.data,
      valorCentavos: centavosDoDecimal(r.valor) ?? 0,
      descricao: r.descricao ?? '',
      pessoaNome: r.pessoa,
      pessoaDocumento: r.cpf ?? r.cnpj,
      documento: r.documento,
      semConta: r.sem_conta,
    });
  }
  return porLinha;
}
