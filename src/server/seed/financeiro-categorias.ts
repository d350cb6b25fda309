import type { Db } from '../db/database.ts';

// The demo's management chart: a nonprofit's revenues (donations, public partnerships, events,
// financial income) and expenses (staff, third-party services, premises, materials, financial
// and tax costs), three levels deep, each analytic category in a financial group.

export type GrupoFinanceiroDemo = 'doacoes' | 'parcerias' | 'eventos' | 'financeiras' | 'pessoal' | 'programas' | 'administrativas' | 'tributarias';

export const GRUPOS_FINANCEIROS: readonly { chave: GrupoFinanceiroDemo; descricao: string; natureza: 'RECEITA' | 'DESPESA' }[] = [
  { chave: 'doacoes', descricao: 'Doações e contribuições', natureza: 'RECEITA' },
  { chave: 'parcerias', descricao: 'Convênios e parcerias', natureza: 'RECEITA' },
  { chave: 'eventos', descricao: 'Eventos e campanhas', natureza: 'RECEITA' },
  { chave: 'financeiras', descricao: 'Receitas financeiras', natureza: 'RECEITA' },
  { chave: 'pessoal', descricao: 'Pessoal e encargos', natureza: 'DESPESA' },
  { chave: 'programas', descricao: 'Programas e projetos', natureza: 'DESPESA' },
  { chave: 'administrativas', descricao: 'Despesas administrativas', natureza: 'DESPESA' },
  { chave: 'tributarias', descricao: 'Despesas financeiras e tributárias', natureza: 'DESPESA' },
];

/** [codigo, descricao, the group of an analytic category (a synthetic one has none)]. */
type Linha = readonly [codigo: string, descricao: string, grupo?: GrupoFinanceiroDemo];

const RECEITAS: readonly Linha[] = [
  ['1', 'Receitas'],
  ['1.1', 'Doações e contribuições'],
  ['1.1.01', 'Doações de pessoas físicas', 'doacoes'],
  ['1.1.02', 'Doações de empresas', 'doacoes'],
  ['1.1.03', 'Contribuições de associados', 'doacoes'],
  ['1.2', 'Convênios e termos de fomento'],
  ['1.2.01', 'Termos de fomento e de colaboração (MROSC)', 'parcerias'],
  ['1.2.02', 'Convênios com órgãos públicos', 'parcerias'],
  ['1.2.03', 'Editais e patrocínios privados', 'parcerias'],
  ['1.3', 'Eventos e campanhas'],
  ['1.3.01', 'Bazares e eventos beneficentes', 'eventos'],
  ['1.3.02', 'Venda de produtos', 'eventos'],
  ['1.4', 'Receitas financeiras'],
  ['1.4.01', 'Rendimentos de aplicações financeiras', 'financeiras'],
  ['1.4.02', 'Juros e multas recebidos', 'financeiras'],
  ['1.4.03', 'Descontos obtidos', 'financeiras'],
  ['1.4.04', 'Estornos de tarifas bancárias', 'financeiras'],
];

const DESPESAS: readonly Linha[] = [
  ['2', 'Despesas'],
  ['2.1', 'Pessoal e encargos'],
  ['2.1.01', 'Salários', 'pessoal'],
  ['2.1.02', 'Férias', 'pessoal'],
  ['2.1.03', '13º salário', 'pessoal'],
  ['2.1.04', 'INSS', 'pessoal'],
  ['2.1.05', 'FGTS', 'pessoal'],
  ['2.1.06', 'PIS sobre a folha de pagamento', 'pessoal'],
  ['2.1.07', 'Vale-transporte e benefícios', 'pessoal'],
  ['2.2', 'Serviços de terceiros'],
  ['2.2.01', 'Serviços de pessoas jurídicas', 'programas'],
  ['2.2.02', 'Serviços de pessoas físicas', 'programas'],
  ['2.2.03', 'Contabilidade e auditoria', 'administrativas'],
  ['2.3', 'Ocupação'],
  ['2.3.01', 'Aluguel', 'administrativas'],
  ['2.3.02', 'Condomínio e IPTU', 'administrativas'],
  ['2.3.03', 'Água e esgoto', 'administrativas'],
  ['2.3.04', 'Energia elétrica', 'administrativas'],
  ['2.3.05', 'Telefone e internet', 'administrativas'],
  ['2.4', 'Materiais'],
  ['2.4.01', 'Material de consumo', 'programas'],
  ['2.4.02', 'Material de escritório', 'administrativas'],
  ['2.4.03', 'Alimentação dos atendidos', 'programas'],
  ['2.5', 'Despesas financeiras e tributárias'],
  ['2.5.01', 'Tarifas bancárias', 'tributarias'],
  ['2.5.02', 'Juros e multas pagos', 'tributarias'],
  ['2.5.03', 'Descontos concedidos', 'tributarias'],
  ['2.5.04', 'Impostos e taxas', 'tributarias'],
  ['2.5.05', 'Tarifas de arrecadação', 'tributarias'],
];

const paiDe = (codigo: string): string | null => (codigo.includes('.') ? codigo.slice(0, codigo.lastIndexOf('.')) : null);

/** Inserts the financial groups and the chart, parents first; returns each category's id by code. */
export async function semearCategorias(db: Db): Promise<ReadonlyMap<string, number>> {
  const grupos = new Map<GrupoFinanceiroDemo, number>();
  for (const [i, g] of GRUPOS_FINANCEIROS.entries()) {
    const { id } = await db.insertInto('grupo_financeiro').values({ descricao: g.descricao, natureza: g.natureza, ordem: i + 1 }).returning('id').executeTakeFirstOrThrow();
    grupos.set(g.chave, id);
  }
  const ids = new Map<string, number>();
  for (const [natureza, linhas] of [['RECEITA', RECEITAS], ['DESPESA', DESPESAS]] as const) {
    for (const [codigo, descricao, grupo] of linhas) {
      const pai = paiDe(codigo);
      const { id } = await db
        .insertInto('categoria')
        .values({
          codigo,
          descricao,
          natureza,
          tipo: grupo === undefined ? 'SINTETICA' : 'ANALITICA',
          pai_id: pai === null ? null : (ids.get(pai) ?? null),
          grupo_financeiro_id: grupo === undefined ? null : (grupos.get(grupo) ?? null),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(codigo, id);
    }
  }
  return ids;
}
