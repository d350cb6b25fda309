import type { LinhaDoExtratoDaConta } from '../api/movimento.ts';

// What each movement of a statement is called, the same on the screen and in the exported file
// (each a key of the catalogue: the screen shows it translated). A baixa is a receipt or a
// payment by its título's tipo.

export const ROTULOS_DOS_MOVIMENTOS = {
  RECEBIMENTO: 'Recebimento',
  PAGAMENTO: 'Pagamento',
  ESTORNO_BAIXA: 'Estorno de baixa',
  TRANSFERENCIA_SAIDA: 'Transferência enviada',
  TRANSFERENCIA_ENTRADA: 'Transferência recebida',
  ESTORNO_TRANSFERENCIA: 'Estorno de transferência',
} as const;

export function rotuloDoMovimento(linha: Pick<LinhaDoExtratoDaConta, 'tipo' | 'titulo'>): string {
  if (linha.tipo !== 'BAIXA') return ROTULOS_DOS_MOVIMENTOS[linha.tipo];
  return linha.titulo?.tipo === 'receita' ? ROTULOS_DOS_MOVIMENTOS.RECEBIMENTO : ROTULOS_DOS_MOVIMENTOS.PAGAMENTO;
}
