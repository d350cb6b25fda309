import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowImportRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { rotaDaImportacao } from '../../../shared/engine/rotas.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { useT } from '../../i18n/traducao.ts';

/** The list's more menu, as the people register has it: Importação, for who holds tags.importar. */
export function MenuDaLista({ tela }: { tela: Pick<TelaResolvida, 'rota' | 'tags'> }) {
  const t = useT();
  const navigate = useNavigate();
  const { pode } = usePermissao();
  const importacao = rotaDaImportacao(tela);
  const podeImportar = importacao !== null && tela.tags.importar !== undefined && pode([tela.tags.importar]);
  if (!podeImportar) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('Mais opções')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<ArrowImportRegular />} onClick={() => navigate(importacao.path)}>
            {t('Importação')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
