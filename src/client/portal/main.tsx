import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalDeDoacao } from './doacao/PortalDeDoacao.tsx';
import { PortalDaTransparencia } from './transparencia/PortalDaTransparencia.tsx';
import './portal.css';

// The public portals: a light entry of its own (no Fluent UI, no session), served by the
// same server at /portal/doacao and /portal/transparencia (README, "Portais públicos").
const raiz = document.getElementById('portal');
if (raiz) {
  const pagina = window.location.pathname.startsWith('/portal/doacao') ? <PortalDeDoacao /> : <PortalDaTransparencia />;
  createRoot(raiz).render(<StrictMode>{pagina}</StrictMode>);
}
