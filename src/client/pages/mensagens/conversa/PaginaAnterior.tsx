import type { ConversaDeMensagens } from '../../../../shared/api/mensagens.ts';
import { useApi } from '../../../api/useApi.ts';
import { urlDaConversa } from '../api.ts';
import { PaginaDaConversa } from './PaginaDaConversa.tsx';
import { RPP_DA_CONVERSA } from './useConversa.ts';

interface PaginaAnteriorProps {
  conversaId: number;
  page: number;
  maisAntiga: boolean;
  onAnteriores(): void;
}

/** An older page of a conversation, asked for when the user wants it. */
export function PaginaAnterior({ conversaId, page, maisAntiga, onAnteriores }: PaginaAnteriorProps) {
  const { data, error } = useApi<ConversaDeMensagens>(urlDaConversa(conversaId, page, RPP_DA_CONVERSA));
  return <PaginaDaConversa conversa={data} erro={error} maisAntiga={maisAntiga} onAnteriores={onAnteriores} />;
}
