import type { ReactNode } from 'react';
import { MENSAGENS } from '../../../shared/messages.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { Aviso } from '../feedback/Aviso.tsx';
import { Carregando } from '../feedback/Carregando.tsx';
import { SemPermissao } from './SemPermissao.tsx';
import { usePermissao } from './usePermissao.ts';

interface PaginaComPermissaoProps {
  tags: readonly string[];
  /** Any one of the tags suffices. */
  any?: boolean;
  /** Shows the page to those who do NOT hold the permission. */
  cant?: boolean;
  children: ReactNode;
}

export function PaginaComPermissao({ tags, any, cant, children }: PaginaComPermissaoProps) {
  const { pode, carregando, erro } = usePermissao();
  const traduzir = useTraduzir();
  if (erro) return <Aviso intent="error">{traduzir(MENSAGENS.contextoFalhou)}</Aviso>;
  if (carregando) return <Carregando />;
  if (!pode(tags, { any, cant })) return <SemPermissao />;
  return children;
}
