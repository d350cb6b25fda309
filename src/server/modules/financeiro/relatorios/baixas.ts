import { sql, type RawBuilder } from 'kysely';
import { LIMITE_DE_LINHAS_DO_PDF } from '../../../../shared/api/relatorios.ts';
import type { DataISO } from '../../../../shared/calendario/data.ts';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { tarefaDeRelatorio } from '../../../jobs/relatorios/emissao.ts';
import type { ColunaDoRelatorio, ValorDaCelula } from '../../../jobs/relatorios/tabela.ts';
import type { DbDeTarefas } from '../../../jobs/tabelas.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import { celulaDaData, dinheiro } from './celulas.ts';
import type { PedidoLido } from './pedido.ts';
import { subtitulosDoRelatorio } from './subtitulos.ts';
import { contagemNoRelatorio, type ContagemDoRelatorio } from '../../../jobs/relatorios/contagem.ts';

// Títulos pagos e recebidos por período: each baixa of the unit dated in the period, and each
// reversal of a baixa dated in the period as a line of its own with the opposite sign, in date
// order. The totals (recebido, pago, resultado) are net of the reversals: one sum in SQL over
// every line, the PDF's cut ones included.

export const TIPO_BAIXAS = 'relatorio.financeiro.baixas';
export const TITULO_BAIXAS = 'Títulos pagos e recebidos';

export type ParametrosDasBaixas = Omit<PedidoLido, 'agrupamento' | 'situacao' | 'ano' | 'contaContabil'>;

const LOTE = 5_000;

const COLUNAS: readonly ColunaDoRelatorio[] = [
  { titulo: 'Data', tipo: 'data', largura: 2.8 },
  { titulo: 'Movimento', tipo: 'texto', largura: 3 },
  { titulo: 'Documento', tipo: 'texto', largura: 3 },
  { titulo: 'Pessoa', tipo: 'texto', largura: 4.2 },
  { titulo: 'Descrição', tipo: 'texto', largura: 4.2 },
  { titulo: 'Parcela', tipo: 'numero', largura: 2.1 },
  { titulo: 'Conta', tipo: 'texto', largura: 3 },
  { titulo: 'Valor', tipo: 'dinheiro', largura: 3.1 },
  { titulo: 'Juros e multa', tipo: 'dinheiro', largura: 2.5 },
  { titulo: 'Desconto', tipo: 'dinheiro', largura: 2.5 },
  { titulo: 'Total', tipo: 'dinheiro', largura: 3.1 },
];

interface LinhaDaBaixa {
  id: number;
  data: DataISO;
  /** 0 a baixa, 1 its reversal. */
  estorno: 0 | 1;
  receita: boolean;
  documento: string | null;
  pessoa: string | null;
  descricao: string | null;
  parcela: number;
  conta: string | null;
  valor: string;
  acrescimos: string;
  desconto: string;
  total: string;
}

interface Chave {
  data: DataISO;
  id: number;
  estorno: 0 | 1;
}

/**
 * The period's lines m (a baixa on its date, estorno 0, sign 1, or its reversal on estornada_em,
 * estorno 1, sign -1) after `depois`, joined to their título t. The walk's order is (dia, id,
 * estorno): each branch reads its own index by unit and day from the key on, and the two merge.
 */
function fonte(unidadeId: number, p: ParametrosDasBaixas, depois: Chave | null): RawBuilder<unknown> {
  const [baixas, estornos] =
    depois === null
      ? [sql``, sql``]
      : [
          sql`AND b.data >= ${depois.data}::date AND (b.data, b.id) > (${depois.data}::date, ${depois.id})`,
          depois.estorno === 0
            ? sql`AND b.estornada_em >= ${depois.data}::date AND (b.estornada_em, b.id) >= (${depois.data}::date, ${depois.id})`
            : sql`AND b.estornada_em >= ${depois.data}::date AND (b.estornada_em, b.id) > (${depois.data}::date, ${depois.id})`,
        ];
  return sql`(
      SELECT b.*, b.data AS dia, 0 AS estorno, 1 AS sinal FROM baixa AS b
      WHERE b.unidade_id = ${unidadeId} AND b.data BETWEEN ${p.inicio}::date AND ${p.fim}::date ${baixas}
      UNION ALL
      SELECT b.*, b.estornada_em, 1, -1 FROM baixa AS b
      WHERE b.unidade_id = ${unidadeId} AND b.estornada_em IS NOT NULL AND b.estornada_em BETWEEN ${p.inicio}::date AND ${p.fim}::date ${estornos}
    ) AS m JOIN titulo AS t ON t.id = m.titulo_id`;
}

function filtros(p: ParametrosDasBaixas): RawBuilder<unknown> {
  const condicoes: RawBuilder<unknown>[] = [sql`true`];
  if (p.tipo !== 'AMBOS') condicoes.push(sql`t.tipo = ${p.tipo === 'RECEBER' ? 'RECEITA' : 'DESPESA'}`);
  if (p.conta !== null) condicoes.push(sql`m.conta_id = ${p.conta}`);
  if (p.centroCusto !== null) condicoes.push(sql`t.centro_custo_id = ${p.centroCusto}`);
  if (p.categoria !== null) condicoes.push(sql`t.categoria_id = ${p.categoria}`);
  return sql.join(condicoes, sql` AND `);
}

function consulta(unidadeId: number, p: ParametrosDasBaixas, depois: Chave | null): RawBuilder<LinhaDaBaixa> {
  return sql<LinhaDaBaixa>`
    SELECT m.id, to_char(m.dia, 'YYYY-MM-DD') AS data, m.estorno, t.tipo = 'RECEITA' AS receita, t.documento, pe.nome AS pessoa,
      t.descricao, m.parcela, c.descricao AS conta, (m.sinal * m.valor)::text AS valor, (m.sinal * (m.juros + m.multa))::text AS acrescimos,
      (m.sinal * m.desconto)::text AS desconto, (m.sinal * (m.valor + m.juros + m.multa - m.desconto))::text AS total
    FROM ${fonte(unidadeId, p, depois)}
    LEFT JOIN pessoa AS pe ON pe.id = t.pessoa_id
    LEFT JOIN conta AS c ON c.id = m.conta_id
    WHERE ${filtros(p)}
    ORDER BY m.dia, m.id, m.estorno`;
}

interface Somas {
  quantidade: number;
  recebido: string;
  pago: string;
}

async function somas(db: DbDeTarefas, unidadeId: number, p: ParametrosDasBaixas): Promise<Somas> {
  const { rows } = await sql<Somas>`
    SELECT count(*)::integer AS quantidade,
      coalesce(sum(m.sinal * (m.valor + m.juros + m.multa - m.desconto)) FILTER (WHERE t.tipo = 'RECEITA'), 0)::text AS recebido,
      coalesce(sum(m.sinal * (m.valor + m.juros + m.multa - m.desconto)) FILTER (WHERE t.tipo = 'DESPESA'), 0)::text AS pago
    FROM ${fonte(unidadeId, p, null)} WHERE ${filtros(p)}`.execute(db);
  return rows[0] ?? { quantidade: 0, recebido: '0', pago: '0' };
}

const MOVIMENTO = { true: ['Recebimento', 'Estorno de recebimento'], false: ['Pagamento', 'Estorno de pagamento'] } as const;

function celulas(l: LinhaDaBaixa): readonly ValorDaCelula[] {
  const movimento = MOVIMENTO[l.receita ? 'true' : 'false'][l.estorno];
  return [celulaDaData(l.data), movimento, l.documento, l.pessoa, l.descricao, l.parcela, l.conta, l.valor, l.acrescimos, l.desconto, l.total];
}

const MENSAGENS_DA_CONTAGEM: ContagemDoRelatorio = { um: '1 baixa ou estorno no relatório.', varios: '{n} baixas e estornos no relatório.' };
const quantas = (n: number): string => contagemNoRelatorio(n, MENSAGENS_DA_CONTAGEM);
const TIPO = { AMBOS: null, RECEBER: 'Só recebimentos', PAGAR: 'Só pagamentos' } as const;

/** `lote`: rows per step (tests make it small). */
export function relatorioDeBaixas(arquivos: Arquivos, agora: () => Date, { lote = LOTE } = {}): TipoDeTarefa<ParametrosDasBaixas> {
  return tarefaDeRelatorio(arquivos, {
    tipo: TIPO_BAIXAS,
    titulo: TITULO_BAIXAS,
    lote,
    async preparar(ctx, unidadeId) {
      const p = ctx.parametros;
      // One sum over every row: the walk's count and the report's totals.
      const soma = await somas(ctx.db, unidadeId, p);
      const [recebido, pago] = [centavosDoDecimal(soma.recebido) ?? 0, centavosDoDecimal(soma.pago) ?? 0];
      return {
        percurso: {
          nomeDasLinhas: 'linhas',
          contar: async () => soma.quantidade,
          consulta: (depois: Chave | null) => consulta(unidadeId, p, depois),
          chave: (l: LinhaDaBaixa): Chave => ({ data: l.data, id: l.id, estorno: l.estorno }),
        },
        mensagem: () => quantas(soma.quantidade),
        relatorio: {
          titulo: TITULO_BAIXAS,
          subtitulos: [...(await subtitulosDoRelatorio(ctx.db, unidadeId, p, agora(), [TIPO[p.tipo]])), 'Os estornos entram na data do estorno, com o sinal contrário.'],
          colunas: COLUNAS,
          celulas,
          totais: () => [
            { rotulo: 'Baixas e estornos', tipo: 'numero', valor: soma.quantidade },
            dinheiro('Recebido (líquido de estornos)', decimalDosCentavos(recebido)),
            dinheiro('Pago (líquido de estornos)', decimalDosCentavos(pago)),
            dinheiro('Resultado (recebido - pago)', decimalDosCentavos(recebido - pago)),
          ],
          vazio: 'Nenhuma baixa no período.',
          avisoDoLimite: `O PDF traz as primeiras ${LIMITE_DE_LINHAS_DO_PDF.toLocaleString('pt-BR')} linhas (os totais são de todas); emita a planilha para ver todas.`,
          nomeDoArquivo: `titulos-pagos-e-recebidos-${p.inicio}-a-${p.fim}`,
        },
      };
    },
  });
}
