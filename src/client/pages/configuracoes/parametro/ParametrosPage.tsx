import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { URL_PARAMETROS, type EstadosDosParametros } from '../../../../shared/api/parametros.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT } from '../../../i18n/traducao.ts';
import { FormularioDeParametros } from './FormularioDeParametros.tsx';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  descricao: { color: tokens.colorNeutralForeground2 },
});

/** configuracoes/parametro: the institution's parameters, over the environment's defaults. */
export function ParametrosPage() {
  const estilos = useEstilos();
  const t = useT();
  const { data, error } = useApi<EstadosDosParametros>(URL_PARAMETROS);
  const { pode } = usePermissao();
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Parâmetros')}</Title2>
      <Body1 className={estilos.descricao}>{t('O que for salvo aqui vale na hora para todos os usuários e substitui o padrão do servidor.')}</Body1>
      {error ? <Aviso intent="error">{t('Não foi possível carregar os parâmetros.')}</Aviso> : data ? <FormularioDeParametros estados={data} podeEditar={pode(['configuracoes.parametro.editar'])} /> : <Carregando />}
    </div>
  );
}
