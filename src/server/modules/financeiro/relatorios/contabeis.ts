import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { formatarDecimalExato } from '../../../../shared/format/decimal.ts';
import type { Arquivos } from '../../../arquivos.ts';
import type { DbDeTarefas } from '../../../jobs/tabelas.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { ColunaDoRelatorio, TabelaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import { balancete } from '../contabilidade/leituras.ts';
import { dinheiro } from './celulas.ts';
import type { PedidoLido } from './pedido.ts';
import { subtitulosDoRelatorio } from './subtitulos.ts';

// The accounting reports, from the accounting module's own reads (contabilidade/leituras.ts):
// the balancete of the chart and the demonstração do superávit ou déficit (ITG 2002), each a small
// table held whole (a chart's accounts). The razão, as long as the period's entries, is a long
// report of its own (razao.ts).

export const TIPO_BALANCETE = 'relatorio.financeiro.balancete';
export const TIPO_DSD = 'relatorio.financeiro.dsd';

export type ParametrosContabeis = Pick<PedidoLido, 'inicio' | 'fim' | 'formato' | 'contaContabil'>;

const reais = (centavos: number): string => decimalDosCentavos(centavos);
/** A synthetic account's name stands out by its indent: two spaces a level below the first. */
const recuado = (nivel: number, texto: string): string => `${'\u00a0\u00a0'.repeat(Math.max(nivel - 1, 0))}${texto}`;
const semFiltros = (p: ParametrosContabeis) => ({ ...p, conta: null, centroCusto: null, categoria: null });

type Gerar = (ctx: { db: DbDeTarefas; unidadeId: number; p: ParametrosContabeis; subtitulos: string[] }) => Promise<{ tabela: TabelaDoRelatorio; mensagem: string }>;

function relatorioContabil(tipo: string, titulo: string, arquivo: string, gerar: Gerar, arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosContabeis> {
  return {
    tipo,
    titulo,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { unidadeId, parametros: p } = ctx;
      if (unidadeId === null) throw new ErroDaTarefa('O relatório precisa de uma unidade.', { repetir: false });
      await ctx.progresso(20, 'Somando os lançamentos');
      const subtitulos = await subtitulosDoRelatorio(ctx.db, unidadeId, semFiltros(p), agora());
      const { tabela, mensagem } = await gerar({ db: ctx.db, unidadeId, p, subtitulos });
      return { arquivoId: await salvarTabela(ctx, arquivos, p.formato, tabela, `${arquivo}-${p.inicio}-a-${p.fim}`), mensagem };
    },
  };
}

const COLUNAS_DO_BALANCETE: readonly ColunaDoRelatorio[] = [
  { titulo: 'Código', tipo: 'texto', largura: 2 },
  { titulo: 'Conta', tipo: 'texto', largura: 7 },
  { titulo: 'Saldo anterior', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Débitos', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Créditos', tipo: 'dinheiro', largura: 3 },
  { titulo: 'Saldo final', tipo: 'dinheiro', largura: 3 },
];

export function relatorioDoBalancete(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosContabeis> {
  return relatorioContabil(TIPO_BALANCETE, 'Balancete', 'balancete', async ({ db, unidadeId, p, subtitulos }) => {
    const b = await balancete(db, unidadeId, p);
    const linhas = b.linhas.map((l): ValorDaCelula[] => [l.codigo, recuado(l.nivel, l.descricao), reais(l.saldoAnteriorCentavos), reais(l.debitosCentavos), reais(l.creditosCentavos), reais(l.saldoFinalCentavos)]);
    return {
      tabela: {
        titulo: 'Balancete',
        subtitulos: [...subtitulos, 'Saldos pela natureza de cada conta; as sintéticas somam as suas analíticas.'],
        colunas: COLUNAS_DO_BALANCETE,
        linhas,
        totais: [dinheiro('Débitos das contas analíticas', reais(b.totalDebitosCentavos)), dinheiro('Créditos das contas analíticas', reais(b.totalCreditosCentavos))],
        vazio: 'O plano de contas está vazio.',
      },
      mensagem: `${b.linhas.length} contas no balancete.`,
    };
  }, arquivos, agora);
}

/** The period's closing entries per account (débitos, créditos in cents): the DSD shows the result before them. */
async function encerramentos(db: DbDeTarefas, unidadeId: number, p: ParametrosContabeis): Promise<Map<number, { d: number; c: number }>> {
  const { rows } = await sql<{ conta: number; d: string; c: string }>`
    SELECT x.conta, sum(x.d)::text AS d, sum(x.c)::text AS c FROM (
      SELECT conta_debito_id AS conta, valor AS d, 0 AS c FROM lancamento_contabil WHERE unidade_id = ${unidadeId} AND origem = 'ENCERRAMENTO' AND data BETWEEN ${p.inicio}::date AND ${p.fim}::date
      UNION ALL
      SELECT conta_credito_id, 0, valor FROM lancamento_contabil WHERE unidade_id = ${unidadeId} AND origem = 'ENCERRAMENTO' AND data BETWEEN ${p.inicio}::date AND ${p.fim}::date
    ) AS x GROUP BY x.conta`.execute(db);
  return new Map(rows.map((r) => [r.conta, { d: centavosDoDecimal(r.d) ?? 0, c: centavosDoDecimal(r.c) ?? 0 }]));
}

const COLUNAS_DA_DSD: readonly ColunaDoRelatorio[] = [
  { titulo: 'Código', tipo: 'texto', largura: 2 },
  { titulo: 'Conta', tipo: 'texto', largura: 9 },
  { titulo: 'Valor', tipo: 'dinheiro', largura: 3 },
];

/**
 * Demonstração do superávit ou déficit (ITG 2002): the receitas and then the despesas of the
 * period, by the chart's accounts (synthetic ones summing their analytic ones), and the result.
 * Each account's amount is its movement in the period by its group (receita: créditos −
 * débitos; despesa: débitos − créditos), the year-end closing entries left out.
 */
export function relatorioDaDsd(arquivos: Arquivos, agora: () => Date): TipoDeTarefa<ParametrosContabeis> {
  return relatorioContabil(TIPO_DSD, 'Demonstração do superávit ou déficit', 'demonstracao-do-superavit-ou-deficit', async ({ db, unidadeId, p, subtitulos }) => {
    const b = await balancete(db, unidadeId, p);
    const fechamento = await encerramentos(db, unidadeId, p);
    const analiticas = new Map(b.linhas.filter((l) => l.tipo === 'ANALITICA').map((l) => [l.codigo, l]));
    const valorDe = (codigo: string, grupo: 'RECEITA' | 'DESPESA'): number => {
      let soma = 0;
      for (const [c, l] of analiticas) {
        if (c !== codigo && !c.startsWith(`${codigo}.`)) continue;
        const f = fechamento.get(l.id) ?? { d: 0, c: 0 };
        const [d, cr] = [l.debitosCentavos - f.d, l.creditosCentavos - f.c];
        soma += grupo === 'RECEITA' ? cr - d : d - cr;
      }
      return soma;
    };
    const secao = (grupo: 'RECEITA' | 'DESPESA') => b.linhas.filter((l) => l.grupo === grupo).map((l) => ({ l, valor: valorDe(l.codigo, grupo) }));
    const [receitas, despesas] = [secao('RECEITA'), secao('DESPESA')];
    const total = (s: typeof receitas) => s.filter(({ l }) => l.tipo === 'ANALITICA').reduce((t, { valor }) => t + valor, 0);
    const [totalReceitas, totalDespesas] = [total(receitas), total(despesas)];
    const resultado = totalReceitas - totalDespesas;
    const linhas = [...receitas, ...despesas].map(({ l, valor }): ValorDaCelula[] => [l.codigo, recuado(l.nivel, l.descricao), reais(valor)]);
    return {
      tabela: {
        titulo: 'Demonstração do superávit ou déficit',
        subtitulos: [...subtitulos, 'ITG 2002 (R1): receitas e despesas do período pelo plano de contas, antes dos lançamentos de encerramento.'],
        colunas: COLUNAS_DA_DSD,
        linhas,
        totais: [
          dinheiro('Receitas', reais(totalReceitas)),
          dinheiro('Despesas', reais(totalDespesas)),
          dinheiro(resultado >= 0 ? 'Superávit do período' : 'Déficit do período', reais(resultado)),
        ],
        vazio: 'O plano de contas não tem contas de receita nem de despesa.',
      },
      mensagem: `${resultado >= 0 ? 'Superávit' : 'Déficit'} de R$ ${formatarDecimalExato(reais(Math.abs(resultado)), 2) ?? ''} no período.`,
    };
  }, arquivos, agora);
}
