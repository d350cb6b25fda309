import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Refreshes every cached read of a resource (its pages and its records) after a change. */
export function useRevalidarRecurso(recurso: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((chave) => typeof chave === 'string' && (chave === recurso || chave.startsWith(`${recurso}/`) || chave.startsWith(`${recurso}?`))),
    [mutate, recurso],
  );
}
