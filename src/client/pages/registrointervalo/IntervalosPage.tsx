import { Subtitle1, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Intervalo, IntervaloAtivo, ResumoDosIntervalos } from '../../../shared/api/registrointervalo.ts';
import { formatModel } from '../../../shared/format/index.ts';
import type { ApiError } from '../../api/ApiError.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { URL_ATIVO, URL_METADATA, buscarMetadata, ehChaveDoModulo, urlDoResumo, type MetadataComRelogio } from './api.ts';
import { HistoricoDeIntervalos } from './HistoricoDeIntervalos.tsx';
import { HorariosDeHoje } from './HorariosDeHoje.tsx';
import { IntervaloEmAndamento } from './IntervaloEmAndamento.tsx';

/** The query parameter a notice's Iniciar sets: the schedule whose interval to offer. */
export const PARAMETRO_HORARIO = 'horario';

// A user has a handful of schedules a day: one page holds them all.
const RPP_DO_DIA = 50;

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** The user's break intervals: the one in progress with its timer, today's schedules to start one, and the history. */
export function IntervalosPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const [busca] = useSearchParams();
  const destaque = Number(busca.get(PARAMETRO_HORARIO)) || null;
  const metadata = useSWR<MetadataComRelogio, ApiError>(URL_METADATA, buscarMetadata);
  const ativo = useApi<IntervaloAtivo>(URL_ATIVO);
  const hoje = metadata.data ? formatModel(metadata.data.agora).slice(0, 10) : null;
  const doDia = useApi<ResumoDosIntervalos>(hoje === null ? null : urlDoResumo({ dataInicial: hoje, dataFinal: hoje }, 1, RPP_DO_DIA));

  const atualizar = () => void mutate(ehChaveDoModulo);
  function iniciado(intervalo: Intervalo) {
    void mutate(URL_ATIVO, intervalo.estado === 'EM_ANDAMENTO' ? intervalo : undefined, { revalidate: true });
    atualizar();
  }

  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Intervalos')}</Title2>
      <section className={estilos.secao} aria-labelledby="titulo-em-andamento">
        <Subtitle1 as="h2" id="titulo-em-andamento">
          {t('Intervalo em andamento')}
        </Subtitle1>
        {ativo.error && <Aviso intent="error">{traduzir(ativo.error.message)}</Aviso>}
        {ativo.data === undefined && !ativo.error && <Carregando />}
        {ativo.data === null && <Text>{t('Nenhum intervalo em andamento.')}</Text>}
        {ativo.data && <IntervaloEmAndamento intervalo={ativo.data} desvioMs={metadata.data?.desvioMs ?? 0} onEncerrado={atualizar} />}
      </section>
      <section className={estilos.secao} aria-labelledby="titulo-horarios">
        <Subtitle1 as="h2" id="titulo-horarios">
          {t('Horários de hoje')}
        </Subtitle1>
        {metadata.error && <Aviso intent="error">{traduzir(metadata.error.message)}</Aviso>}
        {(!metadata.data || !doDia.data) && !metadata.error && !doDia.error && <Carregando />}
        {metadata.data && doDia.data && (
          <HorariosDeHoje
            horarios={metadata.data.horarios}
            doDia={doDia.data.resultList}
            haEmAndamento={Boolean(ativo.data)}
            destaque={destaque}
            onIniciado={iniciado}
          />
        )}
      </section>
      <section className={estilos.secao} aria-labelledby="titulo-historico">
        <Subtitle1 as="h2" id="titulo-historico">
          {t('Histórico')}
        </Subtitle1>
        <HistoricoDeIntervalos />
      </section>
    </div>
  );
}
