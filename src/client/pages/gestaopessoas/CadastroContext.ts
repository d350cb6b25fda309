import { createContext, useContext } from 'react';
import type { CorpoDoFiltro } from './dados/corpo.ts';
import type { ModoDoCadastro } from './modo.ts';

/** What the three views read from the screen: the mode, the search to run and how to navigate. */
export interface ContextoDoCadastro {
  modo: ModoDoCadastro;
  corpo: CorpoDoFiltro;
  /** Records per page, by the window's width when the screen opened. */
  rpp: number;
  /** Changes to run the same search again (a new search, a view switch, a new visit). */
  rodada: number;
  /** The edit route's path of a person, or null while the route is unknown. */
  caminhoDaEdicao(id: number): string | null;
}

export const CadastroContext = createContext<ContextoDoCadastro | null>(null);

export function useCadastro(): ContextoDoCadastro {
  const contexto = useContext(CadastroContext);
  if (!contexto) throw new Error('useCadastro needs a CadastroContext.Provider above it.');
  return contexto;
}
