import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * The router's root: once a location's pages are on screen (React commits a render whole), the
 * document's root carries that location as `data-rota` (path and query). The accessibility sweep
 * (e2e/acessibilidade.spec.ts) moves from page to page by hash and waits for it, so that the page
 * it inspects is the new one and not the last one still on screen.
 */
export function MarcaDaRota() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.rota = `${pathname}${search}`;
  }, [pathname, search]);
  return <Outlet />;
}
