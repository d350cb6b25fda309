import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Portal } from './Portal.tsx';
import './portal.css';

// The public portals: a light entry of its own (no Fluent UI, no session), served by the
// same server at /portal/doacao and /portal/transparencia (README, "Portais públicos").
const raiz = document.getElementById('portal');
if (raiz) {
  createRoot(raiz).render(
    <StrictMode>
      <Portal doacao={window.location.pathname.startsWith('/portal/doacao')} />
    </StrictMode>,
  );
}
