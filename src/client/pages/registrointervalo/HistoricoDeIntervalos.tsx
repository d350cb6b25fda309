import { useMemo, useState } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Intervalo, ResumoDosIntervalos } from '../../../shared/api/registrointervalo.ts';
import { formatDate, formatTime } from '../../../shared/format/index.ts';
import { valorDoPeriodo, type ValorPeriodo } from '../../../shared/periodo/index.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../components/table/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { PeriodoWidget } from '../../widgets/periodo/index.ts';
import { urlDoResumo } from './api.ts';
import { formatarDuracao } from './duracao.ts';
import { rotuloDoEstado } from './horarios.ts';
import { DIAS_NO_MAXIMO, diasDoPeriodo } from './periodo.ts';
import { apresentacaoAvulsa } from '../../widgets/apresentacao.ts';

const RPP = 10;

const useEstilos = makeStyles({
  historico: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  periodo: { maxWidth: '360px' },
  totais: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyle: 'none' },
  nota: { color: tokens.colorNeutralForeground3 },
});

function Situacao({ intervalo }: { intervalo: Intervalo }) {
  const t = useT();
  if (intervalo.excedido) {
    return (
      <Badge color="danger" appearance="filled">
        {t('Excedido')}
      </Badge>
    );
  }
  return (
    <Badge color={intervalo.estado === 'ENCERRADO' ? 'success' : 'informative'} appearance="tint">
      {rotuloDoEstado(intervalo.estado)}
    </Badge>
  );
}

const colunas = (t: ReturnType<typeof useT>): readonly ColunaDaTabela<Intervalo>[] => [
  { id: 'data', titulo: t('Data'), valor: (i) => formatDate(i.data), largura: 100, ordenavel: false },
  { id: 'grupo', titulo: t('Grupo'), valor: (i) => i.grupo, largura: 140, ordenavel: false },
  { id: 'tipo', titulo: t('Tipo'), valor: (i) => i.tipo?.descricao ?? '—', largura: 110, ordenavel: false },
  { id: 'inicio', titulo: t('Início'), valor: (i) => (i.iniciadoEm ? formatTime(i.iniciadoEm) : '—'), largura: 70, ordenavel: false },
  { id: 'fim', titulo: t('Fim'), valor: (i) => (i.encerradoEm ? formatTime(i.encerradoEm) : '—'), largura: 70, ordenavel: false },
  { id: 'duracao', titulo: t('Duração'), valor: (i) => (i.duracaoS === null ? '—' : formatarDuracao(i.duracaoS)), largura: 110, ordenavel: false },
  { id: 'situacao', titulo: t('Situação'), valor: (i) => (i.excedido ? t('Excedido') : rotuloDoEstado(i.estado)), celula: (i) => <Situacao intervalo={i} />, largura: 130, ordenavel: false },
];

const idDoIntervalo = (intervalo: Intervalo) => intervalo.id;

/** The user's intervals in a period (today by default) with the period's totals. */
export function HistoricoDeIntervalos() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const definicoes = useMemo(() => colunas(t), [t]);
  const rotuloDoPeriodo = t('Período');
  const [periodo, setPeriodo] = useState<ValorPeriodo>(() => valorDoPeriodo('HOJE', new Date()));
  const [page, setPage] = useState(1);
  const dias = useMemo(() => diasDoPeriodo(periodo, new Date()), [periodo]);
  const { data, error } = useApi<ResumoDosIntervalos>(urlDoResumo(dias, page, RPP));

  return (
    <div className={estilos.historico}>
      <div className={estilos.periodo}>
        <PeriodoWidget
          id="periodo-dos-intervalos"
          campo="periodo"
          rotulo={rotuloDoPeriodo}
          valor={periodo}
          onChange={(novo) => {
            setPeriodo(novo ?? valorDoPeriodo('HOJE', new Date()));
            setPage(1);
          }}
          obrigatorio={false}
          desabilitado={false}
          erro={null}
          apresentacao={apresentacaoAvulsa('periodo', rotuloDoPeriodo)}
        />
      </div>
      {dias.limitado && <Text className={estilos.nota}>{t('Mostrando os últimos {dias} dias.', { dias: DIAS_NO_MAXIMO })}</Text>}
      {error && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {!data && !error && <Carregando />}
      {data && (
        <>
          <ul className={estilos.totais} aria-label={t('Totais do período')}>
            <li>
              <Text weight="semibold">{data.totais.quantidade === 1 ? t('1 intervalo') : t('{n} intervalos', { n: data.totais.quantidade })}</Text>
            </li>
            <li>
              <Text>{t('Duração total: {duracao}', { duracao: formatarDuracao(data.totais.duracaoTotalS) })}</Text>
            </li>
            <li>
              <Badge color={data.totais.excedidos > 0 ? 'danger' : 'success'} appearance={data.totais.excedidos > 0 ? 'filled' : 'tint'}>
                {data.totais.excedidos === 1 ? t('1 excedido') : t('{n} excedidos', { n: data.totais.excedidos })}
              </Badge>
            </li>
          </ul>
          {data.resultList.length === 0 ? (
            <Text>{t('Nenhum intervalo no período.')}</Text>
          ) : (
            <TabelaDeDados<Intervalo>
              rotulo={t('Histórico de intervalos')}
              colunas={definicoes}
              linhas={data.resultList}
              idDaLinha={idDoIntervalo}
              modo={{ tipo: 'paginacao', pagina: data, onMudarPagina: setPage }}
              alturaMaxima="none"
            />
          )}
        </>
      )}
    </div>
  );
}
