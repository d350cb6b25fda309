import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { HistoryRegular, KeyRegular, QuestionCircleRegular, PersonRegular, ShieldLockRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { UsuarioContexto } from '../../../shared/api/contract.ts';
import { IDIOMAS, NOMES_DOS_IDIOMAS, ehIdioma } from '../../../shared/i18n/idiomas.ts';
import { UserAvatar } from '../../components/avatar/UserAvatar.tsx';
import { escolherIdioma } from '../../i18n/IdiomaProvider.tsx';
import { useIdioma, useT } from '../../i18n/traducao.ts';
import { pathFor } from '../routes/pathFor.ts';
import { useSair } from './useSair.ts';

const IDIOMA = 'idioma';

export function UsuarioMenu({ usuario }: { usuario: UsuarioContexto }) {
  const navigate = useNavigate();
  const sair = useSair();
  const t = useT();
  const idioma = useIdioma();
  return (
    <Menu
      checkedValues={{ [IDIOMA]: [idioma] }}
      onCheckedValueChange={(_, { name, checkedItems: [escolhido] }) => {
        if (name === IDIOMA && ehIdioma(escolhido)) escolherIdioma(escolhido);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          shape="circular"
          aria-label={t('Menu do usuário {nome}', { nome: usuario.nome })}
          icon={<UserAvatar usuario={usuario} size={32} />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{usuario.nome}</MenuGroupHeader>
            <MenuItem icon={<PersonRegular />} onClick={() => navigate(pathFor('perfilusuario.dados'))}>
              {t('Meu perfil')}
            </MenuItem>
            <MenuItem icon={<KeyRegular />} onClick={() => navigate(pathFor('perfilusuario.alteracaosenha'))}>
              {t('Alterar senha')}
            </MenuItem>
          </MenuGroup>
          <MenuDivider />
          <MenuGroup>
            <MenuGroupHeader>{t('Idioma')}</MenuGroupHeader>
            {/* Each language is named in itself (and marked so, for screen readers), never translated. */}
            {IDIOMAS.map((cada) => (
              <MenuItemRadio key={cada} name={IDIOMA} value={cada} lang={cada}>
                {NOMES_DOS_IDIOMAS[cada]}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<QuestionCircleRegular />} onClick={() => navigate(pathFor('ajuda'))}>
            {t('Ajuda')}
          </MenuItem>
          <MenuItem icon={<HistoryRegular />} onClick={() => navigate(pathFor('versoes'))}>
            {t('Versões')}
          </MenuItem>
          <MenuItem icon={<ShieldLockRegular />} onClick={() => navigate(pathFor('politicaprivacidade'))}>
            {t('Política de privacidade')}
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void sair()}>
            {t('Sair')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
