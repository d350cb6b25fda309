import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import type { Db } from '../../../db/database.ts';
import type { TabelaDoRelatorio } from '../../../jobs/relatorios/tabela.ts';
import { dinheiro } from '../../financeiro/relatorios/celulas.ts';
import type { Periodo } from './periodo.ts';

// The bank collection's reports, of the session's unit: the charges due in a period by collection
// method and bank (how many, how much, how much paid), and the returns applied in a period by
// agreement and result (what the bank's records did), exact to the cent.

export const TITULO_DAS_COBRANCAS = 'Cobranças por forma e banco';
export const TITULO_DOS_RETORNOS = 'Resultado dos retornos';

const FUSO = 'America/Sao_Paulo';

const TIPOS: Readonly<Record<string, string>> = { boleto: 'Boleto', debito_automatico: 'Débito automático', concessionaria: 'Conta de concessionária', pix: 'PIX', cartao: 'Cartão' };
const RESULTADOS: Readonly<Record<string, string>> = {
  confirmada: 'Confirmada',
  paga: 'Paga',
  rejeitada: 'Rejeitada',
  baixada: 'Baixada',
  ignorado: 'Nada a fazer',
  nao_encontrada: 'Cobrança não encontrada',
};

const subtitulo = (p: Periodo, de: string): string => `${de} de ${formatDate(p.inicio)} a ${formatDate(p.fim)}`;

export async function cobrancasPorFormaEBanco(db: Db, unidadeId: number, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ tipo: string; banco: string | null; forma: string; quantidade: number; valor: string; pagas: number; pago: string }>`
    SELECT f.tipo, f.banco, f.nome AS forma, count(*)::int AS quantidade, sum(c.valor)::text AS valor,
           count(*) FILTER (WHERE c.situacao = 'paga')::int AS pagas, coalesce(sum(c.valor_pago) FILTER (WHERE c.situacao = 'paga'), 0)::text AS pago
    FROM mobilizacao_cobranca AS c JOIN mobilizacao_forma_cobranca AS f ON f.id = c.forma_cobranca_id
    WHERE c.unidade_id = ${unidadeId} AND c.ativo AND c.vencimento BETWEEN ${p.inicio}::date AND ${p.fim}::date
    GROUP BY f.tipo, f.banco, f.nome ORDER BY f.tipo, f.banco NULLS LAST, f.nome`.execute(db);
  const soma = (campo: 'valor' | 'pago'): string => decimalDosCentavos(rows.reduce((s, r) => s + (centavosDoDecimal(r[campo]) ?? 0), 0));
  return {
    titulo: TITULO_DAS_COBRANCAS,
    subtitulos: [subtitulo(p, 'Vencimento')],
    colunas: [
      { titulo: 'Forma', tipo: 'texto', largura: 3 },
      { titulo: 'Banco', tipo: 'texto', largura: 1.5 },
      { titulo: 'Convênio', tipo: 'texto', largura: 4 },
      { titulo: 'Cobranças', tipo: 'numero', largura: 2 },
      { titulo: 'Valor', tipo: 'dinheiro', largura: 3 },
      { titulo: 'Pagas', tipo: 'numero', largura: 2 },
      { titulo: 'Valor pago', tipo: 'dinheiro', largura: 3 },
    ],
    linhas: rows.map((r) => [TIPOS[r.tipo] ?? r.tipo, r.banco ?? '—', r.forma, r.quantidade, r.valor, r.pagas, r.pago]),
    totais: [{ rotulo: 'Cobranças', tipo: 'numero', valor: rows.reduce((s, r) => s + r.quantidade, 0) }, dinheiro('Valor', soma('valor')), dinheiro('Valor pago', soma('pago'))],
    vazio: 'Nenhuma cobrança com vencimento no período.',
  };
}

export async function resultadoDosRetornos(db: Db, unidadeId: number, p: Periodo): Promise<TabelaDoRelatorio> {
  const { rows } = await sql<{ forma: string; resultado: string; registros: number; pago: string }>`
    SELECT f.nome AS forma, g.resultado, count(*)::int AS registros, sum(g.valor_pago) FILTER (WHERE g.resultado = 'paga')::text AS pago
    FROM mobilizacao_retorno_registro AS g
    JOIN mobilizacao_retorno AS r ON r.id = g.retorno_id
    JOIN mobilizacao_forma_cobranca AS f ON f.id = r.forma_cobranca_id
    WHERE g.unidade_id = ${unidadeId} AND (r.criado_em AT TIME ZONE ${FUSO})::date BETWEEN ${p.inicio}::date AND ${p.fim}::date
    GROUP BY f.nome, g.resultado ORDER BY f.nome, g.resultado`.execute(db);
  const { rows: total } = await sql<{ retornos: number; pago: string }>`
    SELECT count(*)::int AS retornos, coalesce(sum(valor_pago), 0)::text AS pago FROM mobilizacao_retorno
    WHERE unidade_id = ${unidadeId} AND (criado_em AT TIME ZONE ${FUSO})::date BETWEEN ${p.inicio}::date AND ${p.fim}::date`.execute(db);
  return {
    titulo: TITULO_DOS_RETORNOS,
    subtitulos: [subtitulo(p, 'Retornos aplicados')],
    colunas: [
      { titulo: 'Convênio', tipo: 'texto', largura: 5 },
      { titulo: 'Resultado', tipo: 'texto', largura: 4 },
      { titulo: 'Registros', tipo: 'numero', largura: 2 },
      { titulo: 'Valor pago', tipo: 'dinheiro', largura: 3 },
    ],
    linhas: rows.map((r) => [r.forma, RESULTADOS[r.resultado] ?? r.resultado, r.registros, r.pago]),
    totais: [{ rotulo: 'Retornos', tipo: 'numero', valor: total[0]?.retornos ?? 0 }, dinheiro('Valor pago', total[0]?.pago ?? '0')],
    vazio: 'Nenhum retorno aplicado no período.',
  };
}
