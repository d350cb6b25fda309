import { Button, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ListRegular } from '@fluentui/react-icons';
import { useSearchParams } from 'react-router-dom';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { ComunicadoRecebido } from '../../../shared/comunicados/comunicado.ts';
import { TAG_EDITAR_COMUNICADO, TAG_VER_COMUNICADOS } from '../../../shared/comunicados/comunicado.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { Paginacao } from '../../components/table/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { CAMINHO_DA_GESTAO, CAMINHO_DO_NOVO, urlDosRecebidos } from './api.ts';
import { CartaoDoComunicado } from './CartaoDoComunicado.tsx';

const RPP = 20;

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0, maxWidth: '960px' },
  cabeca: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  lista: { listStyle: 'none', margin: 0, padding: 0, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  vazio: { color: tokens.colorNeutralForeground3 },
});

function BotoesDoRedator() {
  const estilos = useEstilos();
  const t = useT();
  const { pode } = usePermissao();
  const novo = useLinkDaRota(CAMINHO_DO_NOVO);
  const gestao = useLinkDaRota(CAMINHO_DA_GESTAO);
  return (
    <span className={estilos.botoes}>
      {pode([TAG_VER_COMUNICADOS]) && (
        <Button as="a" {...gestao} icon={<ListRegular />}>
          {t('Gerenciar comunicados')}
        </Button>
      )}
      {pode([TAG_EDITAR_COMUNICADO]) && (
        <Button as="a" {...novo} appearance="primary" icon={<AddRegular />}>
          {t('Novo comunicado')}
        </Button>
      )}
    </span>
  );
}

/** The announcements addressed to the user and in force: pinned first, then the newest. */
export function ComunicadosPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [busca, setBusca] = useSearchParams();
  const page = Math.max(1, Number(busca.get('pagina')) || 1);
  const { data, error } = useApi<PagedContent<ComunicadoRecebido>>(urlDosRecebidos(page, RPP));
  return (
    <div className={estilos.pagina}>
      <div className={estilos.cabeca}>
        <Title2 as="h1">{t('Comunicados')}</Title2>
        <BotoesDoRedator />
      </div>
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && data.resultList.length === 0 && <Text className={estilos.vazio}>{t('Nenhum comunicado.')}</Text>}
      {data && data.resultList.length > 0 && (
        <ul className={estilos.lista}>
          {data.resultList.map((c) => (
            <CartaoDoComunicado key={c.id} comunicado={c} />
          ))}
        </ul>
      )}
      {data && (data.page > 1 || data.hasMore) && <Paginacao pagina={data} onMudar={(p) => setBusca(p > 1 ? { pagina: String(p) } : {})} />}
    </div>
  );
}
