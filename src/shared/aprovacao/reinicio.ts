/** What of a payable, when it changes, sends it back to the start of its approval. */
export interface ChaveDaAprovacao {
  totalCentavos: number;
  pessoaId: number | null;
}

/** Editing the amount or the person after any approval resets the approvals; nothing else does. */
export const reiniciaAprovacao = (antes: ChaveDaAprovacao, depois: ChaveDaAprovacao): boolean =>
  antes.totalCentavos !== depois.totalCentavos || antes.pessoaId !== depois.pessoaId;
