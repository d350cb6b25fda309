import { makeStyles, tokens } from '@fluentui/react-components';
import type { PerfilContent } from '../../../shared/api/contract.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { PERFIL_URL } from '../../api/endpoints.ts';
import { useApi } from '../../api/useApi.ts';
import { useContexto } from '../../api/useContexto.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useTraduzir } from '../../i18n/traducao.ts';
import { DadosForm } from './DadosForm.tsx';
import { FotoPerfil } from './FotoPerfil.tsx';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

export function DadosPage() {
  const styles = useStyles();
  const traduzir = useTraduzir();
  const perfil = useApi<PerfilContent>(PERFIL_URL);
  const contexto = useContexto();

  if (perfil.error || contexto.error) return <Aviso intent="error">{traduzir(MENSAGENS.contextoFalhou)}</Aviso>;
  if (!perfil.data || !contexto.data) return <Carregando />;
  return (
    <div className={styles.pagina}>
      <FotoPerfil usuario={contexto.data.usuario} />
      <DadosForm key={perfil.data.login} perfil={perfil.data} />
    </div>
  );
}
