import { Suspense, lazy, useState } from 'react';
import { Spinner } from '@fluentui/react-components';
import { ChunkErrorBoundary } from '../../app/lazy/ChunkErrorBoundary.tsx';
import { loadChunk } from '../../app/lazy/ChunkLoadError.ts';
import { useT } from '../../i18n/traducao.ts';
import type { MapaDoPontoProps } from './MapaDoPonto.tsx';

// The form's map arrives in its own chunk (Leaflet and the outline): a form opens without it.

const carregar = () => loadChunk(() => import('./MapaDoPonto.tsx'));
// React.lazy remembers a failure; a retry needs a fresh one, shared by later mounts.
let Mapa = lazy(carregar);

export function MapaPreguicoso(props: MapaDoPontoProps) {
  const t = useT();
  const [, setTentativa] = useState(0);
  const tentarDeNovo = () => {
    Mapa = lazy(carregar);
    setTentativa((n) => n + 1);
  };
  return (
    <ChunkErrorBoundary onRetry={tentarDeNovo}>
      <Suspense
        fallback={
          <div className={props.className}>
            <Spinner size="small" label={t('Carregando mapa...')} />
          </div>
        }
      >
        <Mapa {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
