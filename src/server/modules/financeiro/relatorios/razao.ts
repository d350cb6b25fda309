import { sql, type RawBuilder } from 'kysely';
import { LIMITE_DE_LINHAS_DO_PDF } from '../../../../shared/api/relatorios.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { resumoDoRazao, type ResumoDoRazao } from '../contabilidade/leituras.ts';
import { tarefaDeRelatorio } from '../../../jobs/relatorios/emissao.ts';
import type { ColunaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { celulaDaData, dinheiro } from './celulas.ts';
import type { ParametrosContabeis } from './contabeis.ts';
import { subtitulosDoRelatorio } from './subtitulos.ts';

// The razão of an analytic account: every entry of the period in date order with the balance after
// each, however many there are (the screen lists the first LIMITE_DO_RAZAO; an auditor's file has
// them all). The walk reads them through the long reports' cursor; the running balance is a window
// sum in the query, over the whole period, so a resumed walk (rows after its key) goes on from the
// balance it had. The opening and closing balances and the totals come from the daily sums.

export const TIPO_RAZAO = 'relatorio.financeiro.razao';

const LOTE = 5_000;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Data', tipo: 'data', largura: 2 },
  { titulo: 'Histórico', tipo: 'texto', largura: 7 },
  { titulo: 'Contrapartida', tipo: 'texto', largura: 5 },
  { titulo: 'Débito', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Crédito', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Saldo', tipo: 'dinheiro', largura: 3 },
];

interface LinhaDoRazao {
  id: number;
  data: DataISO;
  historico: string;
  contrapartida: string;
  debito: string;
  credito: string;
  saldo: string;
}

interface Chave {
  data: DataISO;
  id: number;
}

function consulta(unidadeId: number, p: ParametrosContabeis, r: ResumoDoRazao, depois: Chave | null): RawBuilder<LinhaDoRazao> {
  const conta = r.conta.id;
  // A debit raises a debit-natured account's balance and lowers a credit-natured one's.
  const efeito = r.conta.natureza === 'DEVEDORA' ? sql`CASE WHEN l.conta_debito_id = ${conta} THEN l.valor ELSE -l.valor END` : sql`CASE WHEN l.conta_credito_id = ${conta} THEN l.valor ELSE -l.valor END`;
  const apos = depois === null ? sql`true` : sql`(r.dia, r.id) > (${depois.data}::date, ${depois.id})`;
  return sql<LinhaDoRazao>`
    SELECT r.id, to_char(r.dia, 'YYYY-MM-DD') AS data, r.historico, r.contrapartida, r.debito::text, r.credito::text, r.saldo::text
    FROM (
      SELECT l.id, l.data AS dia, l.historico, o.codigo || ' ' || o.descricao AS contrapartida,
        CASE WHEN l.conta_debito_id = ${conta} THEN l.valor ELSE 0 END AS debito,
        CASE WHEN l.conta_credito_id = ${conta} THEN l.valor ELSE 0 END AS credito,
        ${decimalDosCentavos(r.saldoAnteriorCentavos)}::numeric + sum(${efeito}) OVER (ORDER BY l.data, l.id) AS saldo
      FROM lancamento_contabil AS l
      JOIN conta_contabil AS o ON o.id = CASE WHEN l.conta_debito_id = ${conta} THEN l.conta_credito_id ELSE l.conta_debito_id END
      WHERE l.unidade_id = ${unidadeId} AND (l.conta_debito_id = ${conta} OR l.conta_credito_id = ${conta})
        AND l.data BETWEEN ${p.inicio}::date AND ${p.fim}::date
    ) AS r
    WHERE ${apos}
    ORDER BY r.dia, r.id`;
}

const celulas = (l: LinhaDoRazao): readonly ValorDaCelula[] => [celulaDaData(l.data), l.historico, l.contrapartida, l.debito, l.credito, l.saldo];

const quantos = (n: number): string => (n === 1 ? '1 lançamento no razão.' : `${n.toLocaleString('pt-BR')} lançamentos no razão.`);

/** `lote`: rows per step (tests make it small). */
export function relatorioDoRazao(arquivos: Arquivos, agora: () => Date, { lote = LOTE } = {}): TipoDeTarefa<ParametrosContabeis> {
  return tarefaDeRelatorio(arquivos, {
    tipo: TIPO_RAZAO,
    titulo: 'Razão',
    lote,
    async preparar(ctx, unidadeId) {
      const p = ctx.parametros;
      const r = await resumoDoRazao(ctx.db, unidadeId, p.contaContabil ?? 0, p);
      if (r === null) throw new ErroDaTarefa('A conta contábil do razão não foi encontrada.', { repetir: false });
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM lancamento_contabil
        WHERE unidade_id = ${unidadeId} AND (conta_debito_id = ${r.conta.id} OR conta_credito_id = ${r.conta.id}) AND data BETWEEN ${p.inicio}::date AND ${p.fim}::date`.execute(ctx.db);
      const quantidade = rows[0]?.n ?? 0;
      const subtitulos = await subtitulosDoRelatorio(ctx.db, unidadeId, { ...p, conta: null, centroCusto: null, categoria: null }, agora());
      return {
        percurso: {
          nomeDasLinhas: 'lançamentos',
          contar: async () => quantidade,
          consulta: (depois: Chave | null) => consulta(unidadeId, p, r, depois),
          chave: (l: LinhaDoRazao): Chave => ({ data: l.data, id: l.id }),
        },
        mensagem: () => quantos(quantidade),
        relatorio: {
          titulo: `Razão: ${r.conta.codigo} ${r.conta.descricao}`,
          subtitulos,
          colunas: COLUNAS,
          celulas,
          totais: () => [
            dinheiro('Saldo anterior', decimalDosCentavos(r.saldoAnteriorCentavos)),
            dinheiro('Débitos', decimalDosCentavos(r.debitosCentavos)),
            dinheiro('Créditos', decimalDosCentavos(r.creditosCentavos)),
            dinheiro('Saldo final', decimalDosCentavos(r.saldoFinalCentavos)),
          ],
          vazio: 'Nenhum lançamento no período.',
          avisoDoLimite: `O PDF traz os primeiros ${LIMITE_DE_LINHAS_DO_PDF.toLocaleString('pt-BR')} lançamentos (os saldos e os totais são do período inteiro); emita a planilha para ver todos.`,
          nomeDoArquivo: `razao-${p.inicio}-a-${p.fim}`,
        },
      };
    },
  });
}
