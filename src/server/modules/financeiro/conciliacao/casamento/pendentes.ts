import { sql } from 'kysely';
import type { CasamentoDaLinha, LinhaDaConciliacao, PaginaDaConciliacao, SentidoDaLinha, SituacaoDaLinha } from '../../../../../shared/api/conciliacao.ts';
import { hojeNoModelo } from '../../../../../shared/format/dates.ts';
import { candidatosDaLinha } from '../../../../../shared/financeiro/conciliacao/candidatos.ts';
import { centavosDoDecimal, reaisDosCentavos } from '../../../../../shared/financeiro/centavos.ts';
import type { Db } from '../../../../db/database.ts';
import type { ContaDoMovimento } from '../../movimento/contas.ts';
import { candidatosDaPagina } from './candidatos.ts';
import { fechadaAte } from './periodo-fechado.ts';
import { saldoDoSistemaEm, ultimoSaldoDoBanco } from './saldos.ts';

// A page of an account's statement lines of one sense (money out for the despesa tab, money in
// for the receita one) and one situação, oldest first, each pending line with its best candidates
// and each line with its matches; and the totals the screen shows above (the bank's balance
// against the books', the lines still pending). The pending lines are read through the partial
// index extrato_linha_pendente (account, date).

export interface PedidoDaPagina {
  sentido: SentidoDaLinha;
  situacao: SituacaoDaLinha;
  page: number;
  rpp: number;
}

interface Linha {
  id: number;
  data: string;
  valor: string;
  casado: string;
  memo: string;
  documento: string | null;
  situacao: SituacaoDaLinha;
  regra: string | null;
}

interface Casamento {
  id: number;
  linha: number;
  baixa_id: number | null;
  transferencia_id: number | null;
  valor: string;
  descricao: string | null;
  regra: boolean;
}

const centavos = (texto: string): number => centavosDoDecimal(texto) ?? 0;

async function casamentosDe(db: Db, ids: readonly number[]): Promise<Map<number, CasamentoDaLinha[]>> {
  const { rows } = await sql<Casamento>`
    SELECT c.id, c.extrato_linha_id AS linha, c.baixa_id, c.transferencia_id, c.valor::text AS valor,
      coalesce(t.descricao, tr.descricao) AS descricao, c.regra_id IS NOT NULL AS regra
    FROM conciliacao AS c LEFT JOIN baixa AS b ON b.id = c.baixa_id LEFT JOIN titulo AS t ON t.id = b.titulo_id
    LEFT JOIN transferencia AS tr ON tr.id = c.transferencia_id
    WHERE c.extrato_linha_id = ANY(${[...ids]}::int[]) ORDER BY c.id`.execute(db);
  const porLinha = new Map<number, CasamentoDaLinha[]>();
  for (const r of rows) {
    const casamento: CasamentoDaLinha = {
      id: r.id,
      origem: r.baixa_id === null ? 'TRANSFERENCIA' : 'BAIXA',
      alvoId: r.baixa_id ?? r.transferencia_id ?? 0,
      valor: Number(r.valor),
      descricao: r.descricao ?? '',
      regra: r.regra,
    };
    porLinha.set(r.linha, [...(porLinha.get(r.linha) ?? []), casamento]);
  }
  return porLinha;
}

export async function paginaDaConciliacao(db: Db, conta: ContaDoMovimento, p: PedidoDaPagina): Promise<PaginaDaConciliacao> {
  const sinal = p.sentido === 'SAIDA' ? sql`l.valor < 0` : sql`l.valor > 0`;
  const { rows } = await sql<Linha>`
    SELECT l.id, to_char(l.data, 'YYYY-MM-DD') AS data, l.valor::text AS valor, l.memo, l.documento, l.situacao, r.descricao AS regra,
      coalesce((SELECT sum(c.valor) FROM conciliacao AS c WHERE c.extrato_linha_id = l.id), 0)::text AS casado
    FROM extrato_linha AS l LEFT JOIN regra_conciliacao AS r ON r.id = l.regra_id
    WHERE l.conta_id = ${conta.id} AND l.situacao = ${p.situacao} AND l.ativo AND ${sinal}
    ORDER BY l.data, l.id LIMIT ${p.rpp + 1} OFFSET ${(p.page - 1) * p.rpp}`.execute(db);
  const pagina = rows.slice(0, p.rpp);
  const pendentes = pagina.filter((l) => l.situacao === 'PENDENTE').map((l) => ({ id: l.id, data: l.data, valorCentavos: centavos(l.valor) - centavos(l.casado) }));
  const candidatos = await candidatosDaPagina(db, conta.id, pendentes);
  const casamentos = await casamentosDe(db, pagina.map((l) => l.id));
  const ate = await fechadaAte(db, conta.id);
  const linhas: LinhaDaConciliacao[] = pagina.map((l) => {
    const restante = centavos(l.valor) - centavos(l.casado);
    const deles = candidatosDaLinha({ data: l.data, valorCentavos: restante, memo: l.memo }, candidatos.get(l.id) ?? []);
    return {
      id: l.id,
      data: l.data,
      valor: Number(l.valor),
      restante: reaisDosCentavos(restante),
      memo: l.memo,
      documento: l.documento,
      situacao: l.situacao,
      regra: l.regra,
      fechada: ate !== null && l.data <= ate,
      candidatos: deles.map((c) => ({
        origem: c.origem, id: c.id, data: c.data, valor: reaisDosCentavos(c.valorCentavos), descricao: c.descricao,
        pessoa: c.pessoaNome ?? null, exato: c.exato, identificado: c.identificado, pontos: c.pontos,
      })),
      casamentos: casamentos.get(l.id) ?? [],
    };
  });
  return { linhas, hasMore: rows.length > p.rpp, page: p.page, rpp: p.rpp, totais: await totais(db, conta, ate) };
}

async function totais(db: Db, conta: ContaDoMovimento, ate: string | null): Promise<PaginaDaConciliacao['totais']> {
  const banco = await ultimoSaldoDoBanco(db, conta.id);
  const em = banco?.em ?? hojeNoModelo();
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM extrato_linha WHERE conta_id = ${conta.id} AND situacao = 'PENDENTE' AND ativo`.execute(db);
  return {
    saldoBanco: banco === null ? null : reaisDosCentavos(banco.centavos),
    saldoBancoEm: banco?.em ?? null,
    saldoSistema: reaisDosCentavos(await saldoDoSistemaEm(db, conta, em)),
    pendentes: rows[0]?.n ?? 0,
    fechadaAte: ate,
  };
}
