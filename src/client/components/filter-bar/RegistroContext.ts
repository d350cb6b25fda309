import { createContext, useContext } from 'react';
import type { RegistroDeWidgets } from '../../widgets/types.ts';

/** The widget registry, provided once near the root (or by a test with its own doubles). */
export const RegistroContext = createContext<RegistroDeWidgets | null>(null);

export function useRegistro(): RegistroDeWidgets {
  const registro = useContext(RegistroContext);
  if (!registro) throw new Error('useRegistro needs a RegistroContext.Provider above it.');
  return registro;
}
