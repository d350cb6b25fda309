import { CONTA_DA_MATRIZ } from './registros-financeiro.ts';

// The matrix's transfers (not a test file itself): one of Sede's that calls read, and one that
// estornar reverses, both from the matrix's account to a second account of Sede (the hostile
// battery's transfers go there too).

type Gravar = (method: 'POST', url: string, payload: object) => Promise<{ id: number }>;

export type FixoDoMovimento = 'contaDeDestino' | 'transferencia' | 'transferenciaParaEstornar';

export async function fixosDoMovimento(admin: Gravar, conta: number): Promise<Record<FixoDoMovimento, number>> {
  const destino = (await admin('POST', '/api/financeiro/contas', { ...CONTA_DA_MATRIZ, descricao: 'Caixa da Matriz', tipo: 'CAIXA', banco: null, agencia: null, numero: null })).id;
  const transferir = async (descricao: string) =>
    (await admin('POST', '/api/financeiro/transferencias', { data: '2026-01-10', contaOrigem: conta, contaDestino: destino, valor: 10, descricao })).id;
  return { contaDeDestino: destino, transferencia: await transferir('Transferência da Matriz'), transferenciaParaEstornar: await transferir('Transferência a estornar') };
}
