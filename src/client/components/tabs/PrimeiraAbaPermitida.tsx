import { Navigate } from 'react-router-dom';
import { MENSAGENS } from '../../../shared/messages.ts';
import { useTraduzir } from '../../i18n/traducao.ts';
import { Aviso } from '../feedback/Aviso.tsx';
import { Carregando } from '../feedback/Carregando.tsx';
import { SemPermissao } from '../permissions/SemPermissao.tsx';
import { usePermissao } from '../permissions/usePermissao.ts';
import { abasPermitidas, type AbaDaSecao } from './abas.ts';

/** What a section root shows: a redirect to the first tab the user may see. */
export function PrimeiraAbaPermitida({ abas }: { abas: readonly AbaDaSecao[] }) {
  const { pode, carregando, erro } = usePermissao();
  const traduzir = useTraduzir();
  if (erro) return <Aviso intent="error">{traduzir(MENSAGENS.contextoFalhou)}</Aviso>;
  if (carregando) return <Carregando />;
  const [primeira] = abasPermitidas(abas, pode);
  return primeira ? <Navigate to={primeira.path} replace /> : <SemPermissao />;
}
