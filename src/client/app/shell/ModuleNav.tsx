import { useMemo, type ReactNode } from 'react';
import { NavDrawer, NavDrawerBody, NavItem, makeStyles } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useTelasDoCatalogo } from '../../engine/dados/useTelasDoCatalogo.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { entradasDoMenu, type EntradaDaFamilia } from '../routes/menu.ts';
import { familiaDoCaminho } from '../routes/modulos.ts';
import { ALTURA_DA_BARRA } from './medidas.ts';

interface ModuleNavProps {
  aberto: boolean;
  sobreposto: boolean;
  onFechar(): void;
}

const useStyles = makeStyles({
  // Beside the page, the menu stays below the top bar and fills the window's height while the
  // page scrolls; beside a wide page (a table wider than the window) it keeps its width.
  aoLado: {
    flexShrink: 0,
    position: 'sticky',
    top: ALTURA_DA_BARRA,
    alignSelf: 'flex-start',
    height: `calc(100dvh - ${ALTURA_DA_BARRA})`,
    maxHeight: `calc(100dvh - ${ALTURA_DA_BARRA})`,
  },
});

/** The module menu: the families of the route files and of the engine's screens the user may see. */
export function ModuleNav({ aberto, sobreposto, onFechar }: ModuleNavProps) {
  const styles = useStyles();
  const t = useT();
  const { pode } = usePermissao();
  const { pathname } = useLocation();
  const { data: telas } = useTelasDoCatalogo();
  const entradas = useMemo(() => entradasDoMenu(pode, telas ?? []), [pode, telas]);
  const atual = entradas.find((entrada) => entrada.familia === familiaDoCaminho(pathname));

  const itens: ReactNode = entradas.map((entrada) => (
    <ItemDoMenu key={entrada.familia} entrada={entrada} onNavegar={sobreposto ? onFechar : undefined} />
  ));

  return (
    <NavDrawer
      className={sobreposto ? undefined : styles.aoLado}
      open={aberto}
      type={sobreposto ? 'overlay' : 'inline'}
      onOpenChange={(_, data) => !data.open && onFechar()}
      selectedValue={atual?.familia ?? ''}
      tabbable
      // Over the page the drawer is a modal dialog holding the navigation landmark;
      // beside the page it is the landmark itself.
      {...(sobreposto ? { role: 'dialog', 'aria-label': t('Menu de módulos') } : { 'aria-label': t('Módulos') })}
    >
      <NavDrawerBody>{sobreposto ? <nav aria-label={t('Módulos')}>{itens}</nav> : itens}</NavDrawerBody>
    </NavDrawer>
  );
}

function ItemDoMenu({ entrada, onNavegar }: { entrada: EntradaDaFamilia; onNavegar: (() => void) | undefined }) {
  const link = useLinkDaRota(entrada.path, onNavegar);
  const traduzir = useTraduzir();
  const Icone = entrada.icone;

  return (
    <NavItem value={entrada.familia} {...link} icon={<Icone />}>
      {traduzir(entrada.rotulo)}
    </NavItem>
  );
}
