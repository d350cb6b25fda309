import type { LinhaDoExtratoDaConta } from '../../../../shared/api/movimento.ts';

/** The path of the título or transfer a movement came from. */
export function caminhoDaOrigem(linha: LinhaDoExtratoDaConta): string | null {
  if (linha.titulo !== null) return `/financeiro/${linha.titulo.tipo}/${linha.titulo.id}`;
  return linha.transferencia === null ? null : `/financeiro/transferencia/${linha.transferencia}`;
}
