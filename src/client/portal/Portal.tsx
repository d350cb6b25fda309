import { useEffect, useMemo, useState } from 'react';
import { PortalDeDoacao } from './doacao/PortalDeDoacao.tsx';
import { ContextoDoIdioma, guardarIdioma, idiomaInicial, type IdiomaDoPortal } from './idioma.ts';
import { PortalDaTransparencia } from './transparencia/PortalDaTransparencia.tsx';

/** One of the two portals in the visitor's language (idioma.ts), which the header's switch changes. */
export function Portal({ doacao }: { doacao: boolean }) {
  const [idioma, setIdioma] = useState<IdiomaDoPortal>(idiomaInicial);
  useEffect(() => {
    document.documentElement.lang = idioma;
  }, [idioma]);
  const escolha = useMemo(
    () => ({
      idioma,
      trocar: (novo: IdiomaDoPortal) => {
        guardarIdioma(novo);
        setIdioma(novo);
      },
    }),
    [idioma],
  );
  return <ContextoDoIdioma.Provider value={escolha}>{doacao ? <PortalDeDoacao /> : <PortalDaTransparencia />}</ContextoDoIdioma.Provider>;
}
