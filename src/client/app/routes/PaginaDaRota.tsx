import { useEffect } from 'react';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import type { Pagina } from './types.ts';

export function PaginaDaRota({ rota }: { rota: Pagina }) {
  useEffect(() => {
    document.title = `${rota.titulo} - Alicerce`;
  }, [rota.titulo]);

  const Page = rota.page;
  if (!rota.permissao) return <Page />;
  return (
    <PaginaComPermissao tags={rota.permissao.tags} any={rota.permissao.any}>
      <Page />
    </PaginaComPermissao>
  );
}
