import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowImportRegular, DocumentBulletListRegular, MoreHorizontalRegular, PrintRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/traducao.ts';

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
  const t = useT();
  if (!onImprimir && !onRelatorios && !onImportar) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('Mais opções')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {onImprimir && (
            <MenuItem icon={<PrintRegular />} onClick={onImprimir}>
              {t('Imprimir')}
            </MenuItem>
          )}
          {onRelatorios && (
            <MenuItem icon={<DocumentBulletListRegular />} onClick={onRelatorios}>
              {t('Relatórios')}
            </MenuItem>
          )}
          {onImportar && (
            <MenuItem icon={<ArrowImportRegular />} onClick={onImportar}>
              {t('Importação')}
            </MenuItem>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
