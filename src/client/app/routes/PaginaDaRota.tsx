import { useEffect, type ComponentType } from 'react';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { Aba, RotaPagina } from './tipos.ts';

interface PaginaDaRotaProps {
  rota: RotaPagina | Aba;
  page: ComponentType;
}

/** A route's page under its document title, behind the permission its route asks for. */
export function PaginaDaRota({ rota, page: Page }: PaginaDaRotaProps) {
  // The route files' titles are pt-BR keys of the catalogue (the coverage test reads them there).
  const traduzir = useTraduzir();
  useEffect(() => {
    document.title = `${traduzir(rota.titulo)} - Alicerce`;
  }, [rota.titulo, traduzir]);

  if (!rota.permissao) return <Page />;
  return (
    <PaginaComPermissao tags={rota.permissao.tags} any={rota.permissao.any}>
      <Page />
    </PaginaComPermissao>
  );
}
