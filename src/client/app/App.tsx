import { RouterProvider, createHashRouter } from 'react-router-dom';
import { hasSession } from '../auth/token.ts';
import { AppProviders } from './AppProviders.tsx';
import { ShellAdiado } from './lazy/areaDaSessaoAdiada.ts';
import { buildRoutes } from './routes/buildRoutes.tsx';

const router = createHashRouter(buildRoutes());
// A signed-in user opens a page inside the shell: its chunk comes alongside the first render.
if (hasSession()) void ShellAdiado.precarregar();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
