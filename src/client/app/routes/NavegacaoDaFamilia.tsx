import { Outlet, useLocation } from 'react-router-dom';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { NavegacaoEntrePaginas } from '../../components/tabs/NavegacaoEntrePaginas.tsx';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { familiaDoCaminho, familiaDoMenu } from './modulos.ts';
import { navegacaoNoCaminho } from './paginasDaFamilia.ts';

/** The shell's pages under their family's navigation. */
export function ComNavegacaoDaFamilia() {
  return (
    <>
      <NavegacaoDaFamilia />
      <Outlet />
    </>
  );
}

/** The family's pages the user may open, as tabs, each one click from the others. */
function NavegacaoDaFamilia() {
  const { pathname } = useLocation();
  const { pode } = usePermissao();
  const { data: telas, error } = useTelasDoCatalogo();
  const traduzir = useTraduzir();
  // Waits for the catalogue, whose screens take their places among the pages.
  const catalogo = telas ?? (error ? [] : null);
  const paginas = catalogo === null ? [] : navegacaoNoCaminho(pathname, catalogo, pode);
  const atual = paginas.find((pagina) => pagina.caminhos.includes(pathname));
  if (atual === undefined) return null;

  return (
    <NavegacaoEntrePaginas
      rotulo={traduzir(familiaDoMenu(familiaDoCaminho(pathname)).rotulo)}
      paginas={paginas.map((pagina) => ({ path: pagina.path, titulo: traduzir(pagina.rotulo) }))}
      selecionada={atual.path}
    />
  );
}
