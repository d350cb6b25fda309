import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { HistoryRegular, KeyRegular, QuestionCircleRegular, PersonRegular, ShieldLockRegular, SignOutRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { UsuarioContexto } from '../../../shared/api/contract.ts';
import { UserAvatar } from '../../components/avatar/UserAvatar.tsx';
import { pathFor } from '../routes/pathFor.ts';
import { useSair } from './useSair.ts';

export function UsuarioMenu({ usuario }: { usuario: UsuarioContexto }) {
  const navigate = useNavigate();
  const sair = useSair();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          shape="circular"
          aria-label={`Menu do usuário ${usuario.nome}`}
          icon={<UserAvatar usuario={usuario} size={32} />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{usuario.nome}</MenuGroupHeader>
            <MenuItem icon={<PersonRegular />} onClick={() => navigate(pathFor('perfilusuario.dados'))}>
              Meu perfil
            </MenuItem>
            <MenuItem icon={<KeyRegular />} onClick={() => navigate(pathFor('perfilusuario.alteracaosenha'))}>
              Alterar senha
            </MenuItem>
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<QuestionCircleRegular />} onClick={() => navigate(pathFor('ajuda'))}>
            Ajuda
          </MenuItem>
          <MenuItem icon={<HistoryRegular />} onClick={() => navigate(pathFor('versoes'))}>
            Versões
          </MenuItem>
          <MenuItem icon={<ShieldLockRegular />} onClick={() => navigate(pathFor('politicaprivacidade'))}>
            Política de privacidade
          </MenuItem>
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void sair()}>
            Sair
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
