// The matrix's accounting records (not a test file itself): a ledger account of the institution's
// chart (institution-wide: any unit's caller with the tag reads it) and its counterpart, a manual
// entry of Sede, the parameters' one record, and a throwaway account made anew for each DELETE.

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDaContabilidade = 'contaContabil' | 'contrapartidaContabil' | 'lancamentoContabil' | 'parametroContabil';
export type DescartavelDaContabilidade = 'contaContabilDescartavel';

const CONTAS = '/api/financeiro/contabilidade/contas';
const conta = (codigo: string, descricao: string) => ({ codigo, descricao, natureza: 'DEVEDORA', tipo: 'ANALITICA', grupo: 'ATIVO' });

export async function fixosDaContabilidade(admin: Gravar): Promise<Record<FixoDaContabilidade, number>> {
  const contaContabil = (await admin('POST', CONTAS, conta('91', 'Conta da Matriz'))).id;
  const contrapartidaContabil = (await admin('POST', CONTAS, conta('92', 'Contrapartida da Matriz'))).id;
  const lancamento = { data: '2026-01-10', valor: 10, contaDebito: contaContabil, contaCredito: contrapartidaContabil, historico: 'Lançamento da Matriz' };
  return { contaContabil, contrapartidaContabil, parametroContabil: 1, lancamentoContabil: (await admin('POST', '/api/financeiro/contabilidade/lancamentos', lancamento)).id };
}

export const descartavelDaContabilidade = async (admin: Gravar, seq: number): Promise<number> => (await admin('POST', CONTAS, conta(`93${seq}`, `Descartável ${seq}`))).id;
