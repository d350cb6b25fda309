// The matrix's budget years (not a test file itself): one of Sede's open, that fechar closes, and
// one already closed, that reabrir opens; a year is the unit's, so the other unit's caller acts
// on its own (closing its year; reopening one it never closed is the engine's 409).

type Gravar = (method: 'POST', url: string, payload: object) => Promise<unknown>;

export type FixoDoOrcamento = 'anoDoOrcamento' | 'anoDoOrcamentoFechado';

export async function fixosDoOrcamento(admin: Gravar): Promise<Record<FixoDoOrcamento, number>> {
  await admin('POST', '/api/financeiro/planoorcamentario/fechamento/2041/fechar', {});
  return { anoDoOrcamento: 2040, anoDoOrcamentoFechado: 2041 };
}
