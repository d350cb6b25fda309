import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { buildRoutes } from '../../../src/client/app/routes/buildRoutes.tsx';
// The shell's chunk, transformed with the test file (as when App imported it): the app loads it
// lazily, and transforming it on first use can take longer than a query waits on a busy machine.
import '../../../src/client/app/lazy/areaDaSessao.tsx';

/** The whole application at a path, with a memory router standing in for the hash router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...view, router, location, currentUrl: () => location().pathname + location().search };
}
