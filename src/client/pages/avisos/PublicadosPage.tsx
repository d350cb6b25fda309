import { useState } from 'react';
import { Link, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { AvisoPublicado } from '../../../shared/api/avisos.ts';
import type { PagedContent } from '../../../shared/api/contract.ts';
import { useApi } from '../../api/useApi.ts';
import { pathFor } from '../../app/routes/pathFor.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { Paginacao } from '../../components/table/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { urlDosPublicados } from './api.ts';
import { LinkDeVolta } from './LinkDeVolta.tsx';
import { ResumoDoPublicado } from './ResumoDoPublicado.tsx';

const RPP = 20;

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '960px' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalM} 0`, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  titulo: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  vazio: { color: tokens.colorNeutralForeground3 },
});

function ItemPublicado({ aviso }: { aviso: AvisoPublicado }) {
  const estilos = useEstilos();
  const link = useLinkDaRota(pathFor('avisos.leituras', { id: aviso.id }));
  return (
    <li className={estilos.item}>
      <Link {...link} className={estilos.titulo}>
        {aviso.titulo}
      </Link>
      <ResumoDoPublicado aviso={aviso} />
    </li>
  );
}

/** Every published notice, newest first, with its read receipts' totals. */
export function PublicadosPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [page, setPage] = useState(1);
  const { data, error } = useApi<PagedContent<AvisoPublicado>>(urlDosPublicados(page, RPP));
  return (
    <div className={estilos.pagina}>
      <LinkDeVolta rota="avisos" texto={t('Voltar para {destino}', { destino: t('Avisos') })} />
      <Title2 as="h1">{t('Avisos publicados')}</Title2>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && data.resultList.length === 0 && <Text className={estilos.vazio}>{t('Nenhum aviso publicado.')}</Text>}
      {data && data.resultList.length > 0 && (
        <ul className={estilos.lista} aria-label={t('Avisos publicados')}>
          {data.resultList.map((aviso) => (
            <ItemPublicado key={aviso.id} aviso={aviso} />
          ))}
        </ul>
      )}
      {data && (data.page > 1 || data.hasMore) && <Paginacao pagina={data} onMudar={setPage} />}
    </div>
  );
}
