import { MENSAGENS } from '../../../shared/messages.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { Aviso } from '../feedback/Aviso.tsx';

export function SemPermissao() {
  const traduzir = useTraduzir();
  return <Aviso intent="warning">{traduzir(MENSAGENS.semPermissao)}</Aviso>;
}
