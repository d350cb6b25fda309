import { useContext, type ReactNode } from 'react';
import { RegistroContext } from '../../components/filter-bar/index.ts';
import { REGISTRO_DE_WIDGETS } from '../../widgets/registry.ts';

/**
 * The widget registry for the engine's forms and filters: the default one, unless a provider
 * above already chose (a theme, a test's doubles).
 */
export function ComRegistro({ children }: { children: ReactNode }) {
  const acima = useContext(RegistroContext);
  if (acima) return children;
  return <RegistroContext.Provider value={REGISTRO_DE_WIDGETS}>{children}</RegistroContext.Provider>;
}
