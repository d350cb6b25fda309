import { MENSAGENS } from '../../../shared/messages.ts';
import { Aviso } from '../feedback/Aviso.tsx';

export function SemPermissao() {
  return <Aviso intent="warning">{MENSAGENS.semPermissao}</Aviso>;
}
