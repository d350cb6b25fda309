import useSWR from 'swr';
import { Avatar } from '@fluentui/react-components';
import type { PessoaDoCadastro } from '../dados/pessoa.ts';
import { derivarAuthtoken, urlDaFoto } from './urlDaFoto.ts';

/** The person's photo when there is one, otherwise the initials of the name. */
export function FotoDaPessoa({ pessoa }: { pessoa: Pick<PessoaDoCadastro, 'id' | 'nome' | 'foto'> }) {
  const { foto } = pessoa;
  const semToken = foto && !foto.authtoken ? (['foto-pessoa', pessoa.id] as const) : null;
  const { data: derivado } = useSWR(semToken, ([, id]) => derivarAuthtoken(id), { revalidateOnFocus: false, revalidateIfStale: false });
  const authtoken = foto?.authtoken ?? derivado;
  const src = foto && authtoken ? urlDaFoto(pessoa.id, foto.id, authtoken) : undefined;
  // The name is beside the photo: the photo itself adds nothing for a screen reader.
  return <Avatar aria-hidden name={pessoa.nome} size={64} color="colorful" image={src ? { src, alt: '' } : undefined} />;
}
