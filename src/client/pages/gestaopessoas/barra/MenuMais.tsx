import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowImportRegular, DocumentBulletListRegular, MoreHorizontalRegular, PrintRegular } from '@fluentui/react-icons';

interface MenuMaisProps {
  /** Absent: the user may not print. */
  onImprimir?(): void;
  /** Absent: the user may not print (the reports page needs the same tag). */
  onRelatorios?(): void;
  /** Absent: no import for this user (or its screen does not exist yet). */
  onImportar?(): void;
}

/** The more menu of the people mode: Imprimir, Relatórios and Importação, each when allowed. */
export function MenuMais({ onImprimir, onRelatorios, onImportar }: MenuMaisProps) {
  if (!onImprimir && !onRelatorios && !onImportar) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label="Mais opções" />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {onImprimir && (
            <MenuItem icon={<PrintRegular />} onClick={onImprimir}>
              Imprimir
            </MenuItem>
          )}
          {onRelatorios && (
            <MenuItem icon={<DocumentBulletListRegular />} onClick={onRelatorios}>
              Relatórios
            </MenuItem>
          )}
          {onImportar && (
            <MenuItem icon={<ArrowImportRegular />} onClick={onImportar}>
              Importação
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
