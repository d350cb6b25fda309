import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { URL_PARAMETROS_DA_SESSAO, URL_PARAMETROS_PUBLICOS } from '../../../../shared/api/parametros.ts';
import { CONTEXT_URL } from '../../../api/endpoints.ts';
import { TelaConfiguracao } from '../../../engine/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { PainelDoLogo } from './PainelDoLogo.tsx';

const useEstilos = makeStyles({
  descricao: { color: tokens.colorNeutralForeground2 },
});

export const TELA_DE_PARAMETROS = 'configuracoes.parametro';

/**
 * configuracoes/parametro: the engine's settings screen (schemas/parametro.json), over the
 * environment's defaults, and the logo's upload below it. A change reaches every screen that
 * reads the parameters (the top bar's name, the login page, the map).
 */
export function ParametrosPage() {
  const estilos = useEstilos();
  const t = useT();
  const { mutate } = useSWRConfig();
  const revalidar = () => Promise.all([mutate(CONTEXT_URL), mutate(URL_PARAMETROS_PUBLICOS), mutate(URL_PARAMETROS_DA_SESSAO)]);
  return (
    <TelaConfiguracao
      name={TELA_DE_PARAMETROS}
      onAlterados={revalidar}
      antes={<Body1 className={estilos.descricao}>{t('O que for salvo aqui vale na hora para todos os usuários e substitui o padrão do servidor.')}</Body1>}
      depois={<PainelDoLogo onAlterado={revalidar} />}
    />
  );
}
