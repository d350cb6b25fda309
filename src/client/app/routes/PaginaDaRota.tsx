import { useEffect } from 'react';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { useTraduzir } from '../../i18n/traducao.ts';
import type { Pagina } from './types.ts';

export function PaginaDaRota({ rota }: { rota: Pagina }) {
  // The route table's titles are pt-BR keys of the catalogue (the coverage test reads them from the table).
  const traduzir = useTraduzir();
  useEffect(() => {
    document.title = `${traduzir(rota.titulo)} - Alicerce`;
  }, [rota.titulo, traduzir]);

  const Page = rota.page;
  if (!rota.permissao) return <Page />;
  return (
    <PaginaComPermissao tags={rota.permissao.tags} any={rota.permissao.any}>
      <Page />
    </PaginaComPermissao>
  );
}
