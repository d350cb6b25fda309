import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

const useEstilos = makeStyles({
  navegacao: { marginBottom: tokens.spacingVerticalM, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  abas: { overflowX: 'auto' },
});

export interface PaginaEntrePaginas {
  path: string;
  /** Already in the language in force. */
  titulo: string;
}

interface NavegacaoEntrePaginasProps {
  rotulo: string;
  paginas: readonly PaginaEntrePaginas[];
  /** The path of the page shown. */
  selecionada: string;
}

/** A family's pages as tabs, each one click from the others; the tab leads to its page. */
export function NavegacaoEntrePaginas({ rotulo, paginas, selecionada }: NavegacaoEntrePaginasProps) {
  const estilos = useEstilos();
  const navigate = useNavigate();
  return (
    <nav aria-label={rotulo} className={estilos.navegacao}>
      <TabList className={estilos.abas} size="small" selectedValue={selecionada} onTabSelect={(_, data) => navigate(String(data.value))}>
        {paginas.map((pagina) => (
          <Tab key={pagina.path} value={pagina.path}>
            {pagina.titulo}
          </Tab>
        ))}
      </TabList>
    </nav>
  );
}
