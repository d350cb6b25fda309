import useSWR from 'swr';
import { Avatar, type AvatarProps } from '@fluentui/react-components';
import type { UsuarioContexto } from '../../../shared/api/contract.ts';
import { fotoUsuarioKey, urlDaFotoUsuario } from './fotoUsuario.ts';

interface UserAvatarProps {
  usuario: Pick<UsuarioContexto, 'id' | 'nome' | 'temFoto'>;
  size?: AvatarProps['size'];
}

/** The user's photo when there is one, otherwise the initials of the name. */
export function UserAvatar({ usuario, size }: UserAvatarProps) {
  const { data: src } = useSWR(usuario.temFoto ? fotoUsuarioKey(usuario.id) : null, ([, id]) => urlDaFotoUsuario(id), {
    revalidateOnFocus: false,
  });
  return <Avatar name={usuario.nome} size={size} color="colorful" image={src ? { src } : undefined} />;
}
