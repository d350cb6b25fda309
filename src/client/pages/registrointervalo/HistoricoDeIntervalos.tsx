import { useMemo, useState } from 'react';
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Intervalo, ResumoDosIntervalos } from '../../../shared/api/registrointervalo.ts';
import { formatDate, formatTime } from '../../../shared/format/index.ts';
import { valorDoPeriodo, type ValorPeriodo } from '../../../shared/periodo/index.ts';
import { useApi } from '../../api/useApi.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { TabelaDeDados, type ColunaDaTabela } from '../../components/table/index.ts';
import { PeriodoWidget } from '../../widgets/periodo/index.ts';
import { urlDoResumo } from './api.ts';
import { formatarDuracao } from './duracao.ts';
import { ROTULO_DO_ESTADO } from './horarios.ts';
import { DIAS_NO_MAXIMO, diasDoPeriodo } from './periodo.ts';

const RPP = 10;

const useEstilos = makeStyles({
  historico: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  periodo: { maxWidth: '360px' },
  totais: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyle: 'none' },
  nota: { color: tokens.colorNeutralForeground3 },
});

const APRESENTACAO_DO_PERIODO = {
  titulo: 'Período',
  widget: 'periodo',
  mascara: null,
  formato: null,
  opcoes: null,
  referencia: null,
  multiplo: false,
} as const;

function Situacao({ intervalo }: { intervalo: Intervalo }) {
  if (intervalo.excedido) {
    return (
      <Badge color="danger" appearance="filled">
        Excedido
      </Badge>
    );
  }
  return (
    <Badge color={intervalo.estado === 'ENCERRADO' ? 'success' : 'informative'} appearance="tint">
      {ROTULO_DO_ESTADO[intervalo.estado]}
    </Badge>
  );
}

const COLUNAS: readonly ColunaDaTabela<Intervalo>[] = [
  { id: 'data', titulo: 'Data', valor: (i) => formatDate(i.data), largura: 100, ordenavel: false },
  { id: 'grupo', titulo: 'Grupo', valor: (i) => i.grupo, largura: 140, ordenavel: false },
  { id: 'tipo', titulo: 'Tipo', valor: (i) => i.tipo?.descricao ?? '—', largura: 110, ordenavel: false },
  { id: 'inicio', titulo: 'Início', valor: (i) => (i.iniciadoEm ? formatTime(i.iniciadoEm) : '—'), largura: 70, ordenavel: false },
  { id: 'fim', titulo: 'Fim', valor: (i) => (i.encerradoEm ? formatTime(i.encerradoEm) : '—'), largura: 70, ordenavel: false },
  { id: 'duracao', titulo: 'Duração', valor: (i) => (i.duracaoS === null ? '—' : formatarDuracao(i.duracaoS)), largura: 110, ordenavel: false },
  { id: 'situacao', titulo: 'Situação', valor: (i) => (i.excedido ? 'Excedido' : ROTULO_DO_ESTADO[i.estado]), celula: (i) => <Situacao intervalo={i} />, largura: 130, ordenavel: false },
];

const idDoIntervalo = (intervalo: Intervalo) => intervalo.id;

/** The user's intervals in a period (today by default) with the period's totals. */
export function HistoricoDeIntervalos() {
  const estilos = useEstilos();
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
          rotulo="Período"
          valor={periodo}
          onChange={(novo) => {
            setPeriodo(novo ?? valorDoPeriodo('HOJE', new Date()));
            setPage(1);
          }}
          obrigatorio={false}
          desabilitado={false}
          erro={null}
          apresentacao={APRESENTACAO_DO_PERIODO}
        />
      </div>
      {dias.limitado && <Text className={estilos.nota}>Mostrando os últimos {DIAS_NO_MAXIMO} dias.</Text>}
      {error && <Aviso intent="error">{error.message}</Aviso>}
      {!data && !error && <Carregando />}
      {data && (
        <>
          <ul className={estilos.totais} aria-label="Totais do período">
            <li>
              <Text weight="semibold">{data.totais.quantidade === 1 ? '1 intervalo' : `${data.totais.quantidade} intervalos`}</Text>
            </li>
            <li>
              <Text>Duração total: {formatarDuracao(data.totais.duracaoTotalS)}</Text>
            </li>
            <li>
              <Badge color={data.totais.excedidos > 0 ? 'danger' : 'success'} appearance={data.totais.excedidos > 0 ? 'filled' : 'tint'}>
                {data.totais.excedidos === 1 ? '1 excedido' : `${data.totais.excedidos} excedidos`}
              </Badge>
            </li>
          </ul>
          {data.resultList.length === 0 ? (
            <Text>Nenhum intervalo no período.</Text>
          ) : (
            <TabelaDeDados<Intervalo>
              rotulo="Histórico de intervalos"
              colunas={COLUNAS}
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
