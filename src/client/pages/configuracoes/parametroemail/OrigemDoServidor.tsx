import { origemDoEmail, URL_PARAMETROS_EMAIL, type EstadosDoEmail, type OrigemDoEmail } from '../../../../shared/api/parametrosEmail.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { useT } from '../../../i18n/traducao.ts';

const textos = (t: ReturnType<typeof useT>): Readonly<Record<OrigemDoEmail, string>> => ({
  parametros: t('Em uso: o servidor salvo nesta tela.'),
  ambiente: t('Em uso: o servidor padrão do ambiente (SMTP_URL). Salvar aqui o substitui.'),
  nenhuma: t('Nenhum servidor SMTP configurado: os e-mails ficam na caixa de saída abaixo.'),
});

/** Which server the e-mails leave through, read from the same settings the form shows. */
export function OrigemDoServidor() {
  const t = useT();
  const { data } = useApi<EstadosDoEmail>(URL_PARAMETROS_EMAIL, { revalidateOnFocus: false });
  return data ? <Aviso intent="info">{textos(t)[origemDoEmail(data)]}</Aviso> : null;
}
