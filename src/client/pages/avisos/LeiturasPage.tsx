import { useState } from 'react';
import { Badge, Subtitle1, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import type { LeiturasDoAviso } from '../../../shared/api/avisos.ts';
import { formatDateTime } from '../../../shared/format/index.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { Paginacao } from '../../components/table/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { urlDasLeituras } from './api.ts';
import { LinkDeVolta } from './LinkDeVolta.tsx';
import { ResumoDoPublicado } from './ResumoDoPublicado.tsx';

const RPP = 50;

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '960px' },
  titulo: { overflowWrap: 'anywhere' },
  texto: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  lista: { listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  nome: { overflowWrap: 'anywhere' },
  login: { color: tokens.colorNeutralForeground3 },
});

/** A published notice's read receipts: read by N of M, readers first (by when), then who has not read it. */
export function LeiturasPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const id = Number(useParams().id);
  const valido = Number.isInteger(id) && id > 0;
  const [page, setPage] = useState(1);
  const { data, error } = useApi<LeiturasDoAviso>(valido ? urlDasLeituras(id, page, RPP) : null);
  return (
    <div className={estilos.pagina}>
      <LinkDeVolta rota="avisos.publicados" texto={t('Voltar para {destino}', { destino: t('Avisos publicados') })} />
      {!valido && <Aviso intent="error">{t('Aviso não encontrado.')}</Aviso>}
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {valido && !data && !error && <Carregando />}
      {data && (
        <>
          <Title2 as="h1" className={estilos.titulo}>
            {data.aviso.titulo}
          </Title2>
          <ResumoDoPublicado aviso={data.aviso} />
          <Text as="p" className={estilos.texto}>
            {data.aviso.texto}
          </Text>
          <Subtitle1 as="h2">{t('Leituras')}</Subtitle1>
          <ul className={estilos.lista} aria-label={t('Leituras do aviso')}>
            {data.resultList.map(({ usuario, lidoEm }) => (
              <li key={usuario.id} className={estilos.item}>
                <Text className={estilos.nome}>
                  {usuario.nome} <span className={estilos.login}>({usuario.login})</span>
                </Text>
                {lidoEm ? (
                  <Badge appearance="tint" color="success">
                    {t('Lido em {data}', { data: formatDateTime(lidoEm) })}
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="subtle">
                    {t('Não lido')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
          {(data.page > 1 || data.hasMore) && <Paginacao pagina={data} onMudar={setPage} />}
        </>
      )}
    </div>
  );
}
