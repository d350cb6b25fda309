import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { loadChunk } from './ChunkLoadError.ts';

/**
 * A page whose code arrives in its own chunk. A failed load (timeout or missing file) shows a
 * message with a retry that loads the chunk again.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const createLazy = () => lazy(() => loadChunk(load).then((Page) => ({ default: Page })));
  // React.lazy remembers a failure; a retry needs a fresh one, shared by later mounts.
  let Page = createLazy();

  function LazyPage() {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Page = createLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <ChunkErrorBoundary onRetry={retry}>
        <Suspense fallback={<Carregando />}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>
    );
  }
  return LazyPage;
}
