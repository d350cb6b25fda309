import { Suspense, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { ChunkErrorBoundary } from './ChunkErrorBoundary.tsx';
import { loadChunk } from './ChunkLoadError.ts';

export type LazyPage<P extends object = object> = FunctionComponent<P> & {
  /** Loads the chunk ahead of use (a failure is left to the page's own load, which shows it). */
  precarregar(): Promise<void>;
};

/**
 * A page (or a frame of pages, such as the shell) whose code arrives in its own chunk. A failed load (timeout or missing file) shows a
 * message with a retry that loads the chunk again. A page whose chunk was preloaded renders at
 * once: React holds a suspended page's reveal back up to 300 ms after its fallback showed.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let carregada: ComponentType<P> | null = null;
  let falhou = false;
  const carregar = () =>
    loadChunk(load).then(
      (Page) => {
        carregada = Page;
        return { default: Page };
      },
      (erro: unknown) => {
        falhou = true;
        throw erro;
      },
    );
  const createLazy = () => {
    falhou = false;
    return lazy(carregar);
  };
  // React.lazy remembers a failure; a retry needs a fresh one, shared by later mounts.
  let Page = createLazy();

  function LazyPage(props: P) {
    const [, setAttempt] = useState(0);
    const retry = () => {
      Page = createLazy();
      setAttempt((n) => n + 1);
    };
    // Decided once per mount: switching the tree under a page mounted through Suspense would remount it.
    const [Carregada] = useState(() => {
      // A later visit tries again: the failure shown to an earlier one (or to a load cut short) is not kept.
      if (carregada === null && falhou) Page = createLazy();
      return carregada;
    });
    return (
      <ChunkErrorBoundary onRetry={retry}>
        {Carregada ? (
          <Carregada {...props} />
        ) : (
          <Suspense fallback={<Carregando />}>
            <Page {...props} />
          </Suspense>
        )}
      </ChunkErrorBoundary>
    );
  }
  return Object.assign(LazyPage, { precarregar: () => carregar().then(() => undefined, () => undefined) });
}
