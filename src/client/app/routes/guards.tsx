import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasSession } from '../../auth/token.ts';
import { pathFor } from './pathFor.ts';
import { withRedirect } from './redirect.ts';

/** Without a stored token, go to login and come back to the wanted path (query included). */
export function ExigeSessao() {
  const location = useLocation();
  if (!hasSession()) {
    return <Navigate to={withRedirect(pathFor('login'), location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}

/** A logged-in user has nothing to do on the login page. */
export function SomenteVisitante() {
  if (hasSession()) return <Navigate to="/" replace />;
  return <Outlet />;
}
