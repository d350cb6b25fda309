import { RouterProvider, createHashRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { buildRoutes } from './routes/buildRoutes.tsx';

const router = createHashRouter(buildRoutes());

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
