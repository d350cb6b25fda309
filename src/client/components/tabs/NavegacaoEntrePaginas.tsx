import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';

const useEstilos = makeStyles({ abas: { overflowX: 'auto' } });

export interface PaginaDoModulo {
  path: string;
  titulo: string;
  permitida: boolean;
}

/**
 * A module's pages the user may open, as tabs, so each is one click from the others (the menu
 * leads to the first); nothing when fewer than two are allowed.
 */
export function NavegacaoEntrePaginas({ rotulo, paginas }: { rotulo: string; paginas: readonly PaginaDoModulo[] }) {
  const estilos = useEstilos();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const permitidas = paginas.filter((pagina) => pagina.permitida);
  if (permitidas.length < 2) return null;

  return (
    <nav aria-label={rotulo}>
      <TabList className={estilos.abas} size="small" selectedValue={pathname} onTabSelect={(_, data) => navigate(String(data.value))}>
        {permitidas.map((pagina) => (
          <Tab key={pagina.path} value={pagina.path}>
            {pagina.titulo}
          </Tab>
        ))}
      </TabList>
    </nav>
  );
}
