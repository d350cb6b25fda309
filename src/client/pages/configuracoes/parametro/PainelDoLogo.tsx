import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import { URL_PARAMETROS, urlDoParametro, type EstadosDosParametros } from '../../../../shared/api/parametros.ts';
import { del } from '../../../api/http.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useApi } from '../../../api/useApi.ts';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/BotaoComCarregamento.tsx';
import { useT } from '../../../i18n/traducao.ts';
import { EntradaDoLogo } from './EntradaDoLogo.tsx';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  ajuda: { color: tokens.colorNeutralForeground2 },
  padrao: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
});

/**
 * The institution's logo: an upload (the server reduces and re-encodes it) saved at once, beside
 * the settings form; "Restaurar padrão" goes back to no logo.
 */
export function PainelDoLogo({ onAlterado }: { onAlterado(): Promise<unknown> }) {
  const estilos = useEstilos();
  const t = useT();
  const { mutate } = useSWRConfig();
  const { pode } = usePermissao();
  const { data: estados } = useApi<EstadosDosParametros>(URL_PARAMETROS, { revalidateOnFocus: false });
  if (!estados) return null;
  const podeEditar = pode(['configuracoes.parametro.editar']);
  async function aplicar(novos: EstadosDosParametros) {
    await mutate(URL_PARAMETROS, novos, { revalidate: false });
    await onAlterado();
  }
  const restaurar = () => del<EstadosDosParametros>(urlDoParametro('logo')).then(({ content }) => aplicar(content), ignoreShownError);
  const { alterado, valor } = estados.logo;
  return (
    <section className={estilos.secao} aria-labelledby="secao-logotipo">
      <Subtitle1 as="h2" id="secao-logotipo">
        {t('Logotipo')}
      </Subtitle1>
      <EntradaDoLogo logo={valor} podeEditar={podeEditar} onEnviado={aplicar} />
      <Caption1 className={estilos.ajuda}>{t('Imagem PNG, JPG ou GIF mostrada na página de entrada e na barra superior; é reduzida a até 512 × 128 pixels.')}</Caption1>
      <div className={estilos.padrao}>
        <Caption1>{alterado ? t('Padrão: {padrao}', { padrao: t('sem logotipo') }) : t('Padrão: {padrao} (em uso)', { padrao: t('sem logotipo') })}</Caption1>
        {alterado && podeEditar && (
          <BotaoComCarregamento size="small" appearance="subtle" icon={<ArrowResetRegular />} aria-label={t('Restaurar padrão de {rotulo}', { rotulo: t('Logotipo') })} onClick={restaurar}>
            {t('Restaurar padrão')}
          </BotaoComCarregamento>
        )}
      </div>
    </section>
  );
}
