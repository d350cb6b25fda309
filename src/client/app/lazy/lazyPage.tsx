import { Suspense, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { loadChunk } from './ChunkLoadError.ts';

export type LazyPage = FunctionComponent & {
  /** Loads the chunk ahead of use (a failure is left to the page's own load, which shows it). */
  precarregar(): Promise<void>;
};

/**
 * A page whose code arrives in its own chunk. A failed load (timeout or missing file) shows a
 * message with a retry that loads the chunk again. A page whose chunk was preloaded renders at
 * once: React holds a suspended page's reveal back up to 300 ms after its fallback showed.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let carregada: ComponentType | null = null;
  const carregar = () =>
    loadChunk(load).then((Page) => {
      carregada = Page;
      return { default: Page };
    });
  const createLazy = () => lazy(carregar);
  // React.lazy remembers a failure; a retry needs a fresh one, shared by later mounts.
  let Page = createLazy();

  function LazyPage() {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Page = createLazy();
      setAttempt((n) => n + 1);
    };
    // Decided once per mount: switching the tree under a page mounted through Suspense would remount it.
    const [Carregada] = useState(() => carregada);
    return (
      <ChunkErrorBoundary onRetry={retry}>
        {Carregada ? (
          <Carregada />
        ) : (
          <Suspense fallback={<Carregando />}>
            <Page />
          </Suspense>
        )}
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { precarregar: () => carregar().then(() => undefined, () => undefined) });
}
