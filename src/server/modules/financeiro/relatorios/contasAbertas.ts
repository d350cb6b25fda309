import { sql, type RawBuilder } from 'kysely';
import { LIMITE_DE_LINHAS_DO_PDF } from '../../../../shared/api/relatorios.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { tarefaDeRelatorio } from '../../../jobs/relatorios/emissao.ts';
import type { ColunaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import type { DbDeTarefas } from '../../../jobs/tabelas.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { PedidoLido } from './pedido.ts';
import { celulaDaData, dinheiro } from './celulas.ts';
import { subtitulosDoRelatorio } from './subtitulos.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

// Contas a pagar e a receber: every open installment of the unit's open títulos due in the
// period, by due date, with what is still open of it (its value less its baixas not reversed)
// and the days it is overdue on the day of issue. The totals (a receber, a pagar, saldo) are one
// sum in SQL over every row, the PDF's cut ones included.

export const TIPO_CONTAS_ABERTAS = 'relatorio.financeiro.contasabertas';
export const TITULO_CONTAS_ABERTAS = 'Contas a pagar e a receber';

export type ParametrosDasContasAbertas = Omit<PedidoLido, 'agrupamento' | 'ano' | 'contaContabil'> & { hoje: DataISO };

const LOTE = 5_000;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Vencimento', tipo: 'data', largura: 2.8 },
  { titulo: 'Tipo', tipo: 'texto', largura: 2.5 },
  { titulo: 'Documento', tipo: 'texto', largura: 3 },
  { titulo: 'Pessoa', tipo: 'texto', largura: 4.2 },
  { titulo: 'Descrição', tipo: 'texto', largura: 4 },
  { titulo: 'Parcela', tipo: 'texto', largura: 2.1 },
  { titulo: 'Categoria', tipo: 'texto', largura: 3.4 },
  { titulo: 'Centro de custo', tipo: 'texto', largura: 3.4 },
  { titulo: 'Valor da parcela', tipo: 'dinheiro', largura: 3.1 },
  { titulo: 'Em aberto', tipo: 'dinheiro', largura: 3.1 },
  { titulo: 'Dias em atraso', tipo: 'numero', largura: 1.8 },
];

interface LinhaAberta {
  id: number;
  vencimento: DataISO;
  receita: boolean;
  documento: string | null;
  pessoa: string | null;
  descricao: string | null;
  parcela: string;
  categoria: string | null;
  centro: string | null;
  valor: string;
  aberto: string;
  atraso: number;
}

interface Chave {
  vencimento: DataISO;
  id: number;
}

/** The open installments the request picks (p: parcela, t: título, pago: its baixas not reversed). */
function condicoes(unidadeId: number, p: ParametrosDasContasAbertas): RawBuilder<unknown> {
  const filtros: RawBuilder<unknown>[] = [
    sql`p.unidade_id = ${unidadeId}`,
    sql`p.vencimento_real BETWEEN ${p.inicio}::date AND ${p.fim}::date`,
    sql`p.ativo AND t.ativo AND t.situacao IN ('ABERTO', 'PARCIAL')`,
    sql`p.valor > coalesce(pago.valor, 0)`,
  ];
  if (p.tipo !== 'AMBOS') filtros.push(sql`t.tipo = ${p.tipo === 'RECEBER' ? 'RECEITA' : 'DESPESA'}`);
  if (p.conta !== null) filtros.push(sql`t.conta_id = ${p.conta}`);
  if (p.centroCusto !== null) filtros.push(sql`t.centro_custo_id = ${p.centroCusto}`);
  if (p.categoria !== null) filtros.push(sql`t.categoria_id = ${p.categoria}`);
  if (p.situacao === 'VENCIDAS') filtros.push(sql`p.vencimento_real < ${p.hoje}::date`);
  if (p.situacao === 'A_VENCER') filtros.push(sql`p.vencimento_real >= ${p.hoje}::date`);
  return sql.join(filtros, sql` AND `);
}

const DE_PARCELAS = sql`parcela AS p JOIN titulo AS t ON t.id = p.titulo_id
  LEFT JOIN LATERAL (SELECT sum(b.valor) AS valor FROM baixa AS b WHERE b.titulo_id = p.titulo_id AND b.parcela = p.numero AND b.estornada_em IS NULL) AS pago ON true`;

function consulta(unidadeId: number, p: ParametrosDasContasAbertas, depois: Chave | null): RawBuilder<LinhaAberta> {
  // The day's bound alone reads the index by unit and due date from the key on; the pair settles the day's ties.
  const apos = depois === null ? sql`` : sql`AND p.vencimento_real >= ${depois.vencimento}::date AND (p.vencimento_real, p.id) > (${depois.vencimento}::date, ${depois.id})`;
  return sql<LinhaAberta>`
    SELECT p.id, to_char(p.vencimento_real, 'YYYY-MM-DD') AS vencimento, t.tipo = 'RECEITA' AS receita, t.documento,
      pe.nome AS pessoa, t.descricao, p.numero || '/' || t.quantidade_parcelas AS parcela, cat.descricao AS categoria, cc.descricao AS centro,
      p.valor::text AS valor, (p.valor - coalesce(pago.valor, 0))::text AS aberto, greatest(${p.hoje}::date - p.vencimento_real, 0) AS atraso
    FROM ${DE_PARCELAS}
    LEFT JOIN pessoa AS pe ON pe.id = t.pessoa_id
    LEFT JOIN categoria AS cat ON cat.id = t.categoria_id
    LEFT JOIN centro_custo AS cc ON cc.id = t.centro_custo_id
    WHERE ${condicoes(unidadeId, p)} ${apos}
    ORDER BY p.vencimento_real, p.id`;
}

interface Somas {
  quantidade: number;
  receber: string;
  pagar: string;
}

async function somas(db: DbDeTarefas, unidadeId: number, p: ParametrosDasContasAbertas): Promise<Somas> {
  const { rows } = await sql<Somas>`
    SELECT count(*)::integer AS quantidade,
      coalesce(sum(p.valor - coalesce(pago.valor, 0)) FILTER (WHERE t.tipo = 'RECEITA'), 0)::text AS receber,
      coalesce(sum(p.valor - coalesce(pago.valor, 0)) FILTER (WHERE t.tipo = 'DESPESA'), 0)::text AS pagar
    FROM ${DE_PARCELAS} WHERE ${condicoes(unidadeId, p)}`.execute(db);
  return rows[0] ?? { quantidade: 0, receber: '0', pagar: '0' };
}

function celulas(l: LinhaAberta): readonly ValorDaCelula[] {
  return [celulaDaData(l.vencimento), l.receita ? 'A receber' : 'A pagar', l.documento, l.pessoa, l.descricao, l.parcela, l.categoria, l.centro, l.valor, l.aberto, l.atraso];
}

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 parcela em aberto no relatório.', varios: '{n} parcelas em aberto no relatório.' };
const quantas = (n: number): string => contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM);
const SITUACAO = { TODAS: null, VENCIDAS: 'Só as vencidas', A_VENCER: 'Só as a vencer' } as const;
const TIPO = { AMBOS: null, RECEBER: 'Só a receber', PAGAR: 'Só a pagar' } as const;

/** `lote`: installments per step and `limiteDoPdf`: the PDF's rows (tests make them small). */
export function relatorioDeContasAbertas(arquivos: Arquivos, agora: () => Date, { lote = LOTE, limiteDoPdf = LIMITE_DE_LINHAS_DO_PDF } = {}): TipoDeTarefa<ParametrosDasContasAbertas> {
  return tarefaDeRelatorio(arquivos, {
    tipo: TIPO_CONTAS_ABERTAS,
    titulo: TITULO_CONTAS_ABERTAS,
    lote,
    limiteDoPdf,
    async preparar(ctx, unidadeId) {
      const p = ctx.parametros;
      // One sum over every row: the walk's count and the report's totals.
      const soma = await somas(ctx.db, unidadeId, p);
      const [receber, pagar] = [centavosDoDecimal(soma.receber) ?? 0, centavosDoDecimal(soma.pagar) ?? 0];
      return {
        percurso: {
          nomeDasLinhas: 'parcelas',
          contar: async () => soma.quantidade,
          consulta: (depois: Chave | null) => consulta(unidadeId, p, depois),
          chave: (l: LinhaAberta): Chave => ({ vencimento: l.vencimento, id: l.id }),
        },
        mensagem: () => quantas(soma.quantidade),
        relatorio: {
          titulo: TITULO_CONTAS_ABERTAS,
          subtitulos: await subtitulosDoRelatorio(ctx.db, unidadeId, p, agora(), [TIPO[p.tipo], SITUACAO[p.situacao]]),
          colunas: COLUNAS,
          celulas,
          totais: () => [
            { rotulo: 'Parcelas em aberto', tipo: 'numero', valor: soma.quantidade },
            dinheiro('A receber', decimalDosCentavos(receber)),
            dinheiro('A pagar', decimalDosCentavos(pagar)),
            dinheiro('Saldo (a receber - a pagar)', decimalDosCentavos(receber - pagar)),
          ],
          vazio: 'Nenhuma parcela em aberto no período.',
          avisoDoLimite: `O PDF traz as primeiras ${limiteDoPdf.toLocaleString('pt-BR')} parcelas (os totais são de todas); emita a planilha para ver todas.`,
          nomeDoArquivo: `contas-a-pagar-e-receber-${p.inicio}-a-${p.fim}`,
        },
      };
    },
  });
}
