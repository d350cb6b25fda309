import type { AppDeTeste } from '../support/app.ts';

// The finance configuration's records the matrix names (not a test file itself): Sede's bank
// accounts (per unit) and, for the institution-wide tables, a record made anew for each call.

const DESCARTAVEIS = [
  'grupoFinanceiroDescartavel',
  'categoriaDescartavel',
  'centroDeCustoDescartavel',
  'grupoDeContasDescartavel',
  'impostoDescartavel',
  'ocorrenciaDescartavel',
  'eventoDaFolhaDescartavel',
  'feriadoDescartavel',
] as const;

export type DescartavelDoFinanceiro = (typeof DESCARTAVEIS)[number];

export const ehDescartavelDoFinanceiro = (nome: string): nome is DescartavelDoFinanceiro => (DESCARTAVEIS as readonly string[]).includes(nome);

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export const CONTA_DA_MATRIZ = { descricao: 'Conta da Matriz', tipo: 'CONTA_CORRENTE', banco: '001', agencia: '1234-5', numero: '99999-9', saldoInicial: 100.5, dataSaldoInicial: '2026-01-01' };

type FixoDoFinanceiro = 'conta' | 'contaParaExcluir' | 'categoriaDeDespesa' | 'centroDeCusto' | 'eventoDaFolha';

/**
 * Sede's account that calls change and one that they delete, and demo records of the coded
 * tables (an analytic expense category, a cost centre, a payroll event) that the hostile
 * battery's bodies update, since a code is unique.
 */
export async function fixosDoFinanceiro(t: AppDeTeste, admin: Gravar): Promise<Record<FixoDoFinanceiro, number>> {
  return {
    conta: (await admin('POST', '/api/financeiro/contas', CONTA_DA_MATRIZ)).id,
    contaParaExcluir: (await admin('POST', '/api/financeiro/contas', { ...CONTA_DA_MATRIZ, descricao: 'Conta a excluir' })).id,
    categoriaDeDespesa: await salarios(t),
    centroDeCusto: (await t.db.selectFrom('centro_custo').select('id').where('codigo', '=', '01').executeTakeFirstOrThrow()).id,
    eventoDaFolha: (await t.db.selectFrom('evento_folha').select('id').where('codigo', '=', '001').executeTakeFirstOrThrow()).id,
  };
}

async function salarios(t: AppDeTeste): Promise<number> {
  return (await t.db.selectFrom('categoria').select('id').where('codigo', '=', '2.1.01').executeTakeFirstOrThrow()).id;
}

/** Makes the `seq`-th disposable record of its kind. */
export async function descartavelDoFinanceiro(t: AppDeTeste, admin: Gravar, nome: DescartavelDoFinanceiro, seq: number): Promise<number> {
  const descricao = `Descartável ${seq}`;
  const criar = (url: string, payload: object) => admin('POST', `/api/financeiro/${url}`, payload).then((r) => r.id);
  switch (nome) {
    case 'grupoFinanceiroDescartavel':
      return criar('gruposfinanceiros', { descricao, natureza: 'DESPESA' });
    case 'categoriaDescartavel':
      return criar('categorias', { codigo: String(900 + seq), descricao, natureza: 'DESPESA', tipo: 'ANALITICA' });
    case 'centroDeCustoDescartavel':
      return criar('centroscusto', { codigo: `M${seq}`, descricao, tipo: 'PROJETO' });
    case 'grupoDeContasDescartavel':
      return criar('gruposcontas', { descricao });
    case 'impostoDescartavel':
      return criar('impostos', { sigla: `T${seq}`, descricao, esfera: 'FEDERAL', aliquota: 1, fatoGerador: 'PAGAMENTO', vencimentoDia: 20 });
    case 'ocorrenciaDescartavel':
      return criar('ocorrencias', { descricao, tipo: 'OUTRA' });
    case 'eventoDaFolhaDescartavel':
      return criar('eventosfolha', { codigo: `M${seq}`, descricao, tipo: 'ENCARGO', categoria: await salarios(t) });
    case 'feriadoDescartavel':
      return criar('feriados', { data: new Date(Date.UTC(2030, 0, seq)).toISOString().slice(0, 10), descricao, abrangencia: 'MUNICIPAL' });
  }
}
