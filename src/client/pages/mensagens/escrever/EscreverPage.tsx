import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import type { RascunhoDaMensagem } from '../../../../shared/api/mensagens.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { urlDoRascunho } from '../api.ts';
import { FormularioDaMensagem } from './FormularioDaMensagem.tsx';
import { MENSAGEM_VAZIA, valoresDoRascunho } from './useFormularioDaMensagem.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

export function NovaMensagemPage() {
  const estilos = useEstilos();
  const t = useT();
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Nova mensagem')}</Title2>
      <FormularioDaMensagem inicial={MENSAGEM_VAZIA} rascunhoId={null} />
    </div>
  );
}

/** A draft, loaded once and edited in the same form. */
export function RascunhoPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const id = Number(useParams().id);
  const valido = Number.isInteger(id) && id > 0;
  // Loaded once: the form owns the values from then on (a revalidation must not overwrite typing).
  const { data, error } = useApi<RascunhoDaMensagem>(valido ? urlDoRascunho(id) : null, { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false });
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Rascunho')}</Title2>
      {!valido && <Aviso intent="error">{t('Rascunho não encontrado.')}</Aviso>}
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {valido && !data && !error && <Carregando />}
      {data && <FormularioDaMensagem key={data.id} inicial={valoresDoRascunho(data)} rascunhoId={data.id} />}
    </div>
  );
}
