import { Body1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { TelaConfiguracao } from '../../../engine/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { CaixaDeSaida } from './CaixaDeSaida.tsx';
import { EmailDeTeste } from './EmailDeTeste.tsx';
import { OrigemDoServidor } from './OrigemDoServidor.tsx';
import { ehDaCaixaDeSaida } from './urls.ts';

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '100%' },
  estreita: { maxWidth: '640px' },
  titulo: { margin: 0 },
  descricao: { color: tokens.colorNeutralForeground2 },
});

export const TELA_DO_EMAIL = 'configuracoes.parametroemail';

/**
 * configuracoes/parametroemail: the SMTP server is the engine's settings screen
 * (schemas/parametroEmail.json); the test e-mail and the outbox, flows of their own, go below it.
 */
export function ParametrosEmailPage() {
  const estilos = useEstilos();
  const t = useT();
  const { mutate } = useSWRConfig();
  const { pode } = usePermissao();
  const depois = (
    <>
      {pode(['configuracoes.parametroemail.editar']) && (
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
    </>
  );
  return <TelaConfiguracao name={TELA_DO_EMAIL} antes={<OrigemDoServidor />} depois={depois} />;
}
