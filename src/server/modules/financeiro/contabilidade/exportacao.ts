import { sql } from 'kysely';
import { LIMITE_DA_EXPORTACAO } from '../../../../shared/api/contabilidade.ts';
import type { Periodo } from '../../../../shared/contabilidade/balancete.ts';
import { csvDasPartidas, registrosDaEcd } from '../../../../shared/contabilidade/exportacao.ts';
import type { Partida } from '../../../../shared/contabilidade/partida.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';

// The unit's entries of a period for the accountant (src/shared/contabilidade/exportacao.ts): CSV,
// and the ECD's I200/I250 records (NUM_LCTO is the entry's id). Accounts and cost centres by code.

export const MENSAGEM_EXPORTACAO_GRANDE = 'O período tem {quantidade} lançamentos, mais do que os {limite} de um arquivo: exporte um período menor.';

interface Lida extends Partida {
  id: number;
}

async function partidasDoPeriodo(db: Db, unidadeId: number, periodo: Periodo): Promise<Lida[]> {
  const { rows: contagem } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM lancamento_contabil WHERE unidade_id = ${unidadeId} AND data BETWEEN ${periodo.inicio}::date AND ${periodo.fim}::date`.execute(db);
  const quantidade = contagem[0]?.n ?? 0;
  if (quantidade > LIMITE_DA_EXPORTACAO) {
    const formatar = (n: number): string => n.toLocaleString('pt-BR');
    throw errosDeFormulario([{ field: 'fim', message: MENSAGEM_EXPORTACAO_GRANDE.replace('{quantidade}', formatar(quantidade)).replace('{limite}', formatar(LIMITE_DA_EXPORTACAO)) }]);
  }
  const { rows } = await sql<{ id: number; data: string; valor: string; debito: string; credito: string; ccd: string | null; ccc: string | null; historico: string; origem: string }>`
    SELECT l.id, to_char(l.data, 'YYYY-MM-DD') AS data, l.valor::text, d.codigo AS debito, c.codigo AS credito, ccd.codigo AS ccd, ccc.codigo AS ccc, l.historico, l.origem
    FROM lancamento_contabil AS l
    JOIN conta_contabil AS d ON d.id = l.conta_debito_id
    JOIN conta_contabil AS c ON c.id = l.conta_credito_id
    LEFT JOIN centro_custo AS ccd ON ccd.id = l.centro_custo_debito_id
    LEFT JOIN centro_custo AS ccc ON ccc.id = l.centro_custo_credito_id
    WHERE l.unidade_id = ${unidadeId} AND l.data BETWEEN ${periodo.inicio}::date AND ${periodo.fim}::date
    ORDER BY l.data, l.id`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    data: r.data,
    valorCentavos: Math.round(Number(r.valor) * 100),
    debito: r.debito,
    credito: r.credito,
    centroDeCustoDebito: r.ccd,
    centroDeCustoCredito: r.ccc,
    historico: r.historico,
    encerramento: r.origem === 'ENCERRAMENTO',
  }));
}

export async function csvDoPeriodo(db: Db, unidadeId: number, periodo: Periodo): Promise<string> {
  return csvDasPartidas(await partidasDoPeriodo(db, unidadeId, periodo));
}

export async function ecdDoPeriodo(db: Db, unidadeId: number, periodo: Periodo): Promise<string> {
  return (await partidasDoPeriodo(db, unidadeId, periodo)).flatMap((p) => registrosDaEcd(p, String(p.id))).map((l) => `${l}\r\n`).join('');
}
