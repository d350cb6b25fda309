import type { LinhaDoExtratoDaConta } from '../../../../shared/api/movimento.ts';
import type { useT } from '../../../i18n/traducao.ts';

// What each movement of the statement is, in the user's language, and the screen that shows
// where it came from.

export function rotuloDoMovimento(t: ReturnType<typeof useT>, linha: LinhaDoExtratoDaConta): string {
  switch (linha.tipo) {
    case 'BAIXA':
      return linha.titulo?.tipo === 'receita' ? t('Recebimento') : t('Pagamento');
    case 'ESTORNO_BAIXA':
      return t('Estorno de baixa');
    case 'TRANSFERENCIA_SAIDA':
      return t('Transferência enviada');
    case 'TRANSFERENCIA_ENTRADA':
      return t('Transferência recebida');
    case 'ESTORNO_TRANSFERENCIA':
      return t('Estorno de transferência');
  }
}

/** The path of the título or transfer a movement came from. */
export function caminhoDaOrigem(linha: LinhaDoExtratoDaConta): string | null {
  if (linha.titulo !== null) return `/financeiro/${linha.titulo.tipo}/${linha.titulo.id}`;
  return linha.transferencia === null ? null : `/financeiro/transferencia/${linha.transferencia}`;
}
