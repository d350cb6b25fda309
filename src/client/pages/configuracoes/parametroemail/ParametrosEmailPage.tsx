import { Body1, Title2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { URL_PARAMETROS_EMAIL, type EstadoDoEmail } from '../../../../shared/api/parametrosEmail.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT } from '../../../i18n/traducao.ts';
import { CaixaDeSaida } from './CaixaDeSaida.tsx';
import { EmailDeTeste } from './EmailDeTeste.tsx';
import { FormularioSmtp } from './FormularioSmtp.tsx';
import { ehDaCaixaDeSaida } from './urls.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '100%' },
  estreita: { maxWidth: '640px' },
  titulo: { margin: 0 },
  descricao: { color: tokens.colorNeutralForeground2 },
});

/** configuracoes/parametroemail: the SMTP server, a test e-mail and the outbox. */
export function ParametrosEmailPage() {
  const estilos = useEstilos();
  const t = useT();
  const { mutate } = useSWRConfig();
  const { pode } = usePermissao();
  const { data, error } = useApi<EstadoDoEmail>(URL_PARAMETROS_EMAIL);
  const podeEditar = pode(['configuracoes.parametroemail.editar']);
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Parâmetros de e-mail')}</Title2>
      <section className={`${estilos.secao} ${estilos.estreita}`} aria-labelledby="secao-smtp">
        <Title3 as="h2" id="secao-smtp" className={estilos.titulo}>
          {t('Servidor de e-mail')}
        </Title3>
        {error ? <Aviso intent="error">{t('Não foi possível carregar a configuração de e-mail.')}</Aviso> : data ? <FormularioSmtp key={JSON.stringify(data)} estado={data} podeEditar={podeEditar} /> : <Carregando />}
      </section>
      {podeEditar && (
        <section className={`${estilos.secao} ${estilos.estreita}`} aria-labelledby="secao-teste">
          <Title3 as="h2" id="secao-teste" className={estilos.titulo}>
            {t('E-mail de teste')}
          </Title3>
          <Body1 className={estilos.descricao}>{t('Envia uma mensagem curta pelo servidor em uso; sem servidor, ela fica na caixa de saída.')}</Body1>
          <EmailDeTeste onEnviado={() => mutate(ehDaCaixaDeSaida)} />
        </section>
      )}
      <section className={estilos.secao} aria-labelledby="secao-saida">
        <Title3 as="h2" id="secao-saida" className={estilos.titulo}>
          {t('Caixa de saída')}
        </Title3>
        <Body1 className={estilos.descricao}>{t('Todos os e-mails que o sistema escreveu, do mais recente ao mais antigo.')}</Body1>
        <CaixaDeSaida podeLer={pode(['configuracoes.parametroemail.saida'])} />
      </section>
    </div>
  );
}
