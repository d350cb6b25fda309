import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidarRecurso } from './revalidacao.ts';

/** Call after a successful write of `recurso` (a save, a delete, a deactivation): see revalidarRecurso. */
export function useRevalidarRecurso(recurso: string): () => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(() => revalidarRecurso(cache, mutate, recurso), [cache, mutate, recurso]);
}
