import { useRef, useState, type ComponentType } from 'react';
import { Button, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { MENSAGENS } from '../../../shared/messages.ts';
import { useContexto } from '../../api/useContexto.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { AvisosAoVivo } from '../../jobs/AvisosAoVivo.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { CanalAoVivo } from '../../realtime/CanalAoVivo.tsx';
import { pathFor } from '../routes/pathFor.ts';
import { withRedirect } from '../routes/redirect.ts';
import { ALTURA_DA_BARRA } from './medidas.ts';
import { ModuleNav } from './ModuleNav.tsx';
import { TopBar } from './TopBar.tsx';
import { useMediaQuery } from './useMediaQuery.ts';

// The window scrolls the page under the top bar; a field the focus or a link scrolls to
// stops below the bar rather than under it.
const useEstilosDaJanela = makeStaticStyles({
  html: { scrollPaddingTop: ALTURA_DA_BARRA },
});

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', minHeight: '100dvh' },
  // Over the top bar, wherever the page is scrolled to.
  pular: {
    position: 'fixed',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalS, top: tokens.spacingVerticalS, zIndex: 2 },
  },
  corpo: { display: 'flex', flexGrow: 1 },
  conteudo: {
    flexGrow: 1,
    minWidth: 0,
    // What a page raises above its neighbours (the map's loading badge) stays under the top bar.
    isolation: 'isolate',
    padding: tokens.spacingHorizontalL,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalS },
    ':focus': { outline: 'none' },
  },
  estado: { padding: tokens.spacingHorizontalL },
});

/** The application frame: top bar (with the items the app puts in it), module menu and the page of the current route. */
export function Shell({ itensDaBarra }: { itensDaBarra: readonly ComponentType[] }) {
  useEstilosDaJanela();
  const styles = useStyles();
  const t = useT();
  const traduzir = useTraduzir();
  const { data: contexto, error } = useContexto();
  const location = useLocation();
  const estreito = useMediaQuery('(max-width: 768px)');
  const [menuLargoAberto, setMenuLargoAberto] = useState(true);
  const [menuEstreitoAberto, setMenuEstreitoAberto] = useState(false);
  const conteudo = useRef<HTMLElement>(null);

  if (error) {
    return (
      <div className={styles.estado}>
        <Aviso intent="error">{traduzir(MENSAGENS.contextoFalhou)}</Aviso>
      </div>
    );
  }
  if (!contexto) {
    return (
      <div className={styles.estado}>
        <Carregando />
      </div>
    );
  }
  if (contexto.unidade === null && contexto.unidades.length > 1) {
    return <Navigate to={withRedirect(pathFor('selecaounidade'), location.pathname + location.search)} replace />;
  }

  const menuAberto = estreito ? menuEstreitoAberto : menuLargoAberto;
  const alternarMenu = () =>
    estreito ? setMenuEstreitoAberto((aberto) => !aberto) : setMenuLargoAberto((aberto) => !aberto);

  return (
    <div className={styles.shell}>
      <Button className={styles.pular} onClick={() => conteudo.current?.focus()}>
        {t('Ir para o conteúdo')}
      </Button>
      <CanalAoVivo />
      <AvisosAoVivo />
      <TopBar contexto={contexto} itens={itensDaBarra} menuAberto={menuAberto} onAlternarMenu={alternarMenu} />
      <div className={styles.corpo}>
        <ModuleNav aberto={menuAberto} sobreposto={estreito} onFechar={() => setMenuEstreitoAberto(false)} />
        <main ref={conteudo} tabIndex={-1} className={styles.conteudo}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
