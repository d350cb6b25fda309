import type { ReactNode } from 'react';
import { NavDrawer, NavDrawerBody, NavItem } from '@fluentui/react-components';
import { useLocation } from 'react-router-dom';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { ENTRADAS_DO_MENU } from '../routes/menu.ts';

type Entrada = (typeof ENTRADAS_DO_MENU)[number];

interface ModuleNavProps {
  aberto: boolean;
  sobreposto: boolean;
  onFechar(): void;
}

const familia = (path: string) => path.split('/')[1];

/** The module menu: the families of the route table whose tags the user holds. */
export function ModuleNav({ aberto, sobreposto, onFechar }: ModuleNavProps) {
  const { pode } = usePermissao();
  const { pathname } = useLocation();
  const entradas = ENTRADAS_DO_MENU.filter((rota) => !rota.permissao || pode(rota.permissao.tags, rota.permissao));
  const atual = entradas.find((rota) => familia(rota.path) === familia(pathname));

  const itens: ReactNode = entradas.map((rota) => (
    <ItemDoMenu key={rota.name} rota={rota} onNavegar={sobreposto ? onFechar : undefined} />
  ));

  return (
    <NavDrawer
      open={aberto}
      type={sobreposto ? 'overlay' : 'inline'}
      onOpenChange={(_, data) => !data.open && onFechar()}
      selectedValue={atual?.name ?? ''}
      tabbable
      // Over the page the drawer is a modal dialog holding the navigation landmark;
      // beside the page it is the landmark itself.
      {...(sobreposto ? { role: 'dialog', 'aria-label': 'Menu de módulos' } : { 'aria-label': 'Módulos' })}
    >
      <NavDrawerBody>{sobreposto ? <nav aria-label="Módulos">{itens}</nav> : itens}</NavDrawerBody>
    </NavDrawer>
  );
}

function ItemDoMenu({ rota, onNavegar }: { rota: Entrada; onNavegar: (() => void) | undefined }) {
  const link = useLinkDaRota(rota.path, onNavegar);
  const Icone = rota.menu.icone;

  return (
    <NavItem value={rota.name} {...link} icon={<Icone />}>
      {rota.menu.rotulo}
    </NavItem>
  );
}
