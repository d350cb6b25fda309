import type { Arguments, Cache, ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { leORecurso } from './chaveDoRecurso.ts';

/**
 * After a write of `recurso`, every cached read of it is forgotten and those on screen read it
 * again: lists, filter pages, infinite pages, cards and records alike. Forgetting (not only
 * revalidating) is what reaches a read that is not on screen: a list left for the form, whose
 * hook would otherwise come back to its old pages, or a record a form reads once. A hook on
 * screen keeps showing its data while it reads again when it asks for keepPreviousData.
 */
export async function revalidarRecurso(cache: Cache, mutate: ScopedMutator, recurso: string): Promise<void> {
  const lidas: Arguments[] = [];
  await mutate(
    (chave) => {
      const le = leORecurso(chave, recurso);
      if (le) lidas.push(chave);
      return le;
    },
    undefined,
    { revalidate: true },
  );
  // An infinite list keeps its pages under a key of its own, which SWR's filter above skips:
  // the key swr/infinite derives from its first page's. Its pages were forgotten above, so
  // reading it again reads every page it had loaded.
  const infinitas = lidas.map((chave) => unstable_serialize(() => chave)).filter((chave) => cache.get(chave) !== undefined);
  await Promise.all(infinitas.map((chave) => mutate(chave, undefined, { revalidate: true })));
}
