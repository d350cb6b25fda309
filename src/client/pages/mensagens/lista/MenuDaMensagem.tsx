import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DeleteRegular, MailReadRegular, MailUnreadRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { ResumoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { useT } from '../../../i18n/traducao.ts';
import { useAcoesDaMensagem } from './useAcoesDaMensagem.ts';

/** A row's actions, in a menu so the row stays narrow on a phone. */
export function MenuDaMensagem({ mensagem }: { mensagem: ResumoDaMensagem }) {
  const t = useT();
  const { alternarLeitura, excluir } = useAcoesDaMensagem();
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('Ações da mensagem {assunto}', { assunto: mensagem.assunto || t('sem assunto') })} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {mensagem.pasta === 'caixaentrada' && (
            <MenuItem icon={mensagem.lida ? <MailUnreadRegular /> : <MailReadRegular />} onClick={() => void alternarLeitura(mensagem)}>
              {mensagem.lida ? t('Marcar como não lida') : t('Marcar como lida')}
            </MenuItem>
          )}
          <MenuItem icon={<DeleteRegular />} onClick={() => void excluir(mensagem)}>
            {t('Excluir')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
