import { Tab, TabList, makeStyles } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathFor } from '../../app/routes/pathFor.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { TAG_EMITIR_RELATORIO, TAG_REGISTRAR } from './tags.ts';

const useEstilos = makeStyles({ abas: { overflowX: 'auto' } });

const RAIZ_DAS_CONFIGURACOES = '/registrointervalo/configuracoes';

/** The module's pages the user may open, so each is one click from the others (the menu leads to the first). */
export function NavegacaoDoModulo() {
  const estilos = useEstilos();
  const { pode } = usePermissao();
  const { data: telas } = useTelasDoCatalogo();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const paginas = [
    { path: pathFor('registrointervalo.intervalos'), titulo: 'Intervalos', permitida: pode([TAG_REGISTRAR]) },
    {
      path: RAIZ_DAS_CONFIGURACOES,
      titulo: 'Configurações',
      permitida: (telas ?? []).some((tela) => tela.path.startsWith(`${RAIZ_DAS_CONFIGURACOES}/`)),
    },
    { path: pathFor('registrointervalo.relatorios'), titulo: 'Relatórios', permitida: pode([TAG_EMITIR_RELATORIO]) },
  ].filter((pagina) => pagina.permitida);
  if (paginas.length < 2) return null;

  return (
    <nav aria-label="Registro de Intervalo">
      <TabList className={estilos.abas} size="small" selectedValue={pathname} onTabSelect={(_, data) => navigate(String(data.value))}>
        {paginas.map((pagina) => (
          <Tab key={pagina.path} value={pagina.path}>
            {pagina.titulo}
          </Tab>
        ))}
      </TabList>
    </nav>
  );
}
