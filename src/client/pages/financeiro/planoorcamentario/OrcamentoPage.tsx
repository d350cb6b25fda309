import { useState } from 'react';
import { Button, Field, Select, Tab, TabList, Text } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, SaveRegular } from '@fluentui/react-icons';
import { useSWRConfig } from 'swr';
import type { ExecucaoOrcamentaria, GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { problemaDoAnoFechado } from '../../../../shared/orcamento/fechamento.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { fetchContent, useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { useRevalidarRecurso } from '../../../engine/dados/useRevalidarRecurso.ts';
import { gravarGrade, URL_DOS_ANOS, urlDaExecucao, urlDaGrade } from './api.ts';
import { DialogoCopiar } from './DialogoCopiar.tsx';
import { DialogoDistribuir } from './DialogoDistribuir.tsx';
import { EscolhaDaLinha, type LinhaEscolhida } from './EscolhaDaLinha.tsx';
import { alterado, comAnoAnterior, comCopia, comDistribuicao, comMes, comNovaLinha, daGrade, pedidoDeGravacao, semLinha, type EstadoDaGrade, type LinhaEditavel } from './estado.ts';
import { useEstilosDaGrade } from './estilos.ts';
import { GradeEditavel } from './GradeEditavel.tsx';
import { nomeDaCategoria, nomeDoCentro } from './NomeDaLinha.tsx';
import { TabelaDaExecucao } from './TabelaDaExecucao.tsx';

// Hand-written: the budget grid is a spreadsheet-like flow (twelve editable months per line,
// spreading and copying in place, one save for all changed cells) and planned vs realised is a
// picture of the year, neither a list nor a form of the engine.

const TAG_EDITAR = 'financeiro.planoorcamentario.editar';
const anoAtual = new Date().getFullYear();
const ANOS = Array.from({ length: 8 }, (_, i) => anoAtual + 2 - i);
const SEM_ESCOLHA: LinhaEscolhida = { categoriaId: null, centroCustoId: null };
type Dialogo = { tipo: 'distribuir' | 'copiar'; linha: LinhaEditavel } | null;

export function OrcamentoPage() {
  const estilos = useEstilosDaGrade();
  const t = useT();
  const traduzir = useTraduzir();
  const { pode } = usePermissao();
  const { mutate } = useSWRConfig();
  const revalidarAnos = useRevalidarRecurso(URL_DOS_ANOS);
  const [ano, setAno] = useState(anoAtual);
  const [visao, setVisao] = useState<'orcamento' | 'execucao'>('orcamento');
  const { data: grade, error } = useApi<GradeDoOrcamento>(urlDaGrade(ano), { revalidateOnFocus: false });
  const { data: execucao } = useApi<ExecucaoOrcamentaria>(visao === 'execucao' ? urlDaExecucao(ano) : null);
  const [local, setLocal] = useState<{ origem: GradeDoOrcamento; estado: EstadoDaGrade } | null>(null);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [nova, setNova] = useState<LinhaEscolhida>(SEM_ESCOLHA);
  const [erros, setErros] = useState<string[]>([]);
  const [salvando, setSalvando] = useState(false);

  if (error) return <Aviso intent="error">{traduzir(error.message)}</Aviso>;
  if (!grade) return <Carregando />;
  const estado = local?.origem === grade ? local.estado : daGrade(grade);
  const mudar = (f: (e: EstadoDaGrade) => EstadoDaGrade) => setLocal({ origem: grade, estado: f(estado) });
  const editavel = pode([TAG_EDITAR]) && !grade.fechado;
  const nomeDe = (l: LinhaEditavel) => `${nomeDaCategoria(grade, l.categoriaId)} / ${nomeDoCentro(grade, l.centroCustoId)}`;

  function trocarAno(novo: number) {
    if (alterado(estado) && !window.confirm(t('Descartar as alterações não salvas?'))) return;
    setLocal(null);
    setErros([]);
    setAno(novo);
  }

  async function salvar() {
    if (salvando || !alterado(estado)) return;
    setSalvando(true);
    try {
      const salva = await gravarGrade(pedidoDeGravacao(estado, ano));
      setErros([]);
      setLocal(null);
      await Promise.all([mutate(urlDaGrade(ano), salva, { revalidate: false }), mutate(urlDaExecucao(ano)), revalidarAnos()]);
    } catch (falha) {
      if (!(falha instanceof ApiError)) throw falha;
      setErros(falha.errors.map((e) => e.message));
    } finally {
      setSalvando(false);
    }
  }

  async function trazerAnoAnterior() {
    const anterior = await fetchContent<GradeDoOrcamento>(urlDaGrade(ano - 1));
    mudar((e) => comAnoAnterior(e, anterior));
  }

  function adicionar() {
    const { categoriaId, centroCustoId } = nova;
    if (categoriaId === null || centroCustoId === null) return;
    mudar((e) => comNovaLinha(e, { categoriaId, centroCustoId }));
    setNova(SEM_ESCOLHA);
  }

  return (
    <div className={estilos.pagina}>
      <div className={estilos.barra}>
        <Field label={t('Ano')}>
          <Select value={String(ano)} onChange={(_, d) => trocarAno(Number(d.value))}>
            {ANOS.map((a) => <option key={a} value={a}>{a}</option>)}
          </Select>
        </Field>
        <TabList selectedValue={visao} onTabSelect={(_, d) => setVisao(d.value === 'execucao' ? 'execucao' : 'orcamento')} aria-label={t('Visão')}>
          <Tab value="orcamento">{t('Planejado')}</Tab>
          <Tab value="execucao">{t('Previsto x realizado')}</Tab>
        </TabList>
        {visao === 'orcamento' && editavel && (
          <>
            <Button appearance="primary" icon={<SaveRegular />} disabled={!alterado(estado) || salvando} onClick={() => void salvar()}>{t('Salvar')}</Button>
            <Button icon={<ArrowDownloadRegular />} onClick={() => void trazerAnoAnterior()}>{t('Copiar do ano anterior')}</Button>
          </>
        )}
      </div>
      {grade.fechado && <Aviso intent="info">{traduzir(problemaDoAnoFechado(ano, [ano]) ?? '')}</Aviso>}
      {erros.length > 0 && <Aviso intent="error">{[...new Set(erros.map(traduzir))].join(' ')}</Aviso>}
      {visao === 'execucao' ? (
        execucao ? (
          <>
            <Text className={estilos.nota}>{t('Realizado pela competência dos títulos (regime de competência), pagos ou não; os cancelados ficam de fora.')}</Text>
            <TabelaDaExecucao execucao={execucao} grade={grade} />
          </>
        ) : (
          <Carregando />
        )
      ) : (
        <>
          {estado.linhas.length === 0 && <Text className={estilos.nota}>{t('Nenhuma linha no orçamento deste ano.')}</Text>}
          <GradeEditavel
            grade={grade}
            linhas={estado.linhas}
            editavel={editavel}
            onMes={(linha, mes, centavos) => mudar((e) => comMes(e, linha, mes, centavos))}
            onDistribuir={(linha) => setDialogo({ tipo: 'distribuir', linha })}
            onCopiar={(linha) => setDialogo({ tipo: 'copiar', linha })}
            onRemover={(linha) => mudar((e) => semLinha(e, linha))}
          />
          {editavel && (
            <div className={estilos.novaLinha}>
              <EscolhaDaLinha grade={grade} valor={nova} onChange={setNova} />
              <Button icon={<AddRegular />} disabled={nova.categoriaId === null || nova.centroCustoId === null} onClick={adicionar}>{t('Adicionar linha')}</Button>
            </div>
          )}
        </>
      )}
      {dialogo?.tipo === 'distribuir' && (
        <DialogoDistribuir
          nome={nomeDe(dialogo.linha)}
          onFechar={() => setDialogo(null)}
          onDistribuir={(anual, restoNo) => {
            mudar((e) => comDistribuicao(e, dialogo.linha, anual, restoNo));
            setDialogo(null);
          }}
        />
      )}
      {dialogo?.tipo === 'copiar' && (
        <DialogoCopiar
          nome={nomeDe(dialogo.linha)}
          origem={dialogo.linha}
          grade={grade}
          onFechar={() => setDialogo(null)}
          onCopiar={(destino) => {
            mudar((e) => comCopia(e, dialogo.linha, destino));
            setDialogo(null);
          }}
        />
      )}
    </div>
  );
}
