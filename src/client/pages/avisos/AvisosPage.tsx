import { Accordion, Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ListRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import { TAG_PUBLICAR_AVISO } from '../../../shared/api/avisos.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { Paginacao } from '../../components/table/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { CartaoDoAviso } from './CartaoDoAviso.tsx';
import { useAvisosRecebidos } from './useAvisosRecebidos.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '960px' },
  cabeca: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  lista: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  vazio: { color: tokens.colorNeutralForeground3 },
});

function BotoesDoPublicador() {
  const estilos = useEstilos();
  const t = useT();
  const novo = useLinkDaRota(pathFor('avisos.novo'));
  const publicados = useLinkDaRota(pathFor('avisos.publicados'));
  return (
    <span className={estilos.botoes}>
      <Button as="a" {...publicados} icon={<ListRegular />}>
        {t('Avisos publicados')}
      </Button>
      <Button as="a" {...novo} appearance="primary" icon={<AddRegular />}>
        {t('Publicar aviso')}
      </Button>
    </span>
  );
}

/** The notices addressed to the user, unread first; opening one records that it was read. */
export function AvisosPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [busca, setBusca] = useSearchParams();
  const { pode } = usePermissao();
  const page = Math.max(1, Number(busca.get('pagina')) || 1);
  const destaque = Number(busca.get('aviso')) || null;
  const { data, error, abertos, setAbertos } = useAvisosRecebidos(page, destaque);

  return (
    <div className={estilos.pagina}>
      <div className={estilos.cabeca}>
        <Title2 as="h1">{t('Avisos')}</Title2>
        {pode([TAG_PUBLICAR_AVISO]) && <BotoesDoPublicador />}
      </div>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && data.resultList.length === 0 && <Text className={estilos.vazio}>{t('Nenhum aviso.')}</Text>}
      {data && data.resultList.length > 0 && (
        <Accordion className={estilos.lista} multiple collapsible openItems={abertos} onToggle={(_, d) => setAbertos(d.openItems.map(Number))}>
          {data.resultList.map((aviso) => (
            <CartaoDoAviso key={aviso.id} aviso={aviso} />
          ))}
        </Accordion>
      )}
      {data && (data.page > 1 || data.hasMore) && <Paginacao pagina={data} onMudar={(p) => setBusca(p > 1 ? { pagina: String(p) } : {})} />}
    </div>
  );
}
