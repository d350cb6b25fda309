import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { FatiaDoPainel, PainelDeContas, PainelDeVencidos, PainelDoOrcamento, PainelMensal, PainelPorChave, TipoDoPainel } from '../../../../shared/api/painel.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { URL_CATEGORIAS, URL_CENTROS_DE_CUSTO, URL_CONTAS } from '../movimento/api.ts';
import { CampoDeReferencia, CampoDoPeriodo } from '../movimento/campos.tsx';
import { useFiltrosNaUrl } from '../movimento/filtrosNaUrl.ts';
import { diasDoPeriodo } from '../movimento/periodo.ts';
import { FILTROS_DO_PAINEL, urlDoPainel } from './api.ts';
import { Cartoes } from './Cartoes.tsx';
import { cartoesDoLado, cartoesGerais } from './cartoesDoPainel.ts';
import { GraficoDeFatias } from './GraficoDeFatias.tsx';
import { GraficoDeSaldos } from './GraficoDeSaldos.tsx';
import { GraficoDeVencidos } from './GraficoDeVencidos.tsx';
import { GraficoDoOrcamento } from './GraficoDoOrcamento.tsx';
import { GraficoMensal } from './GraficoMensal.tsx';
import { listaDoRealizado } from './listas.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  filtros: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', alignItems: 'start' },
  nota: { color: tokens.colorNeutralForeground3, margin: 0 },
  graficos: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 460px), 1fr))' },
});

interface Painel {
  /** The page's heading; none on a tab, under its section's. */
  titulo: string | null;
  /** The sides shown: both on the overview and the charts page, one on a side's dashboard. */
  lados: readonly TipoDoPainel[];
  /** The rankings by category, cost centre and person (the sides' dashboards and the charts page). */
  rankings: boolean;
  /** Filters by account, cost centre and category (the charts page). */
  comFiltros: boolean;
  /** The budget execution of the period's year (the overview and the charts page). */
  orcamento: boolean;
}

/** A ranking's slice opens the side's títulos of that category, cost centre or person paid in the period. */
type Campo = 'categoria' | 'centroCusto' | 'pessoa';

/**
 * A finance dashboard: the period selector of the specification, the period's figures and the
 * charts, each opening the list it summarises. A page of its own: charts are no list.
 */
export function Painel({ titulo, lados, rankings, comFiltros, orcamento }: Painel) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [{ periodo, registros: filtros }, mudar] = useFiltrosNaUrl(FILTROS_DO_PAINEL, 'ANUAL');
  const dias = diasDoPeriodo(periodo, new Date());
  const mensal = useApi<PainelMensal>(urlDoPainel('mensal', dias, filtros));
  const contas = useApi<PainelDeContas>(urlDoPainel('contas', dias, filtros));
  const vencidos = useApi<PainelDeVencidos>(urlDoPainel('vencidos', dias, filtros));
  const execucao = useApi<PainelDoOrcamento>(orcamento ? urlDoPainel('orcamento', dias, filtros) : null);
  // One side's dashboard: its cards name the largest supplier or donor (the ranking's call, asked once).
  const lado = lados.length === 1 ? lados[0] : undefined;
  const pessoas = useApi<PainelPorChave>(lado === undefined ? null : urlDoPainel('pessoas', dias, filtros, lado));
  const dados = { mensal: mensal.data, contas: contas.data, vencidos: vencidos.data, pessoas: pessoas.data };
  const erro = mensal.error ?? contas.error ?? vencidos.error;
  const ladosDoRanking = rankings ? lados : [];

  const abrirFatia = (lado: TipoDoPainel, campo: Campo) => (fatia: FatiaDoPainel): string | null => {
    if (fatia.id === null) return null;
    const registro = campo === 'pessoa' ? { id: fatia.id, nome: fatia.nome } : { id: fatia.id, descricao: fatia.nome };
    return listaDoRealizado(lado, dias, filtros, { [campo]: registro });
  };

  return (
    <div className={estilos.pagina}>
      {titulo !== null && <Title2 as="h1">{titulo}</Title2>}
      <div className={estilos.filtros} role="search" aria-label={t('Filtros do painel')}>
        <CampoDoPeriodo id="painel-periodo" rotulo={t('Período')} valor={periodo} onChange={(novo) => mudar({ periodo: novo })} />
        {comFiltros && (
          <>
            <CampoDeReferencia id="painel-conta" rotulo={t('Conta (vazio: todas)')} url={URL_CONTAS} valor={filtros.conta} onChange={(conta) => mudar({ registros: { conta } })} />
            <CampoDeReferencia id="painel-centro" rotulo={t('Centro de custo')} url={URL_CENTROS_DE_CUSTO} valor={filtros.centroCusto} onChange={(centroCusto) => mudar({ registros: { centroCusto } })} />
            <CampoDeReferencia id="painel-categoria" rotulo={t('Categoria')} url={URL_CATEGORIAS} valor={filtros.categoria} onChange={(categoria) => mudar({ registros: { categoria } })} />
          </>
        )}
      </div>
      <p className={estilos.nota}>{t('De {inicio} a {fim}.', { inicio: formatDate(dias.inicio), fim: formatDate(dias.fim) })}</p>
      {erro && <Aviso intent="error">{traduzir(erro.message)}</Aviso>}
      <Cartoes cartoes={lado === undefined ? cartoesGerais(t, dados) : cartoesDoLado(t, lado, dados)} />
      <div className={estilos.graficos}>
        {mensal.data && <GraficoMensal mensal={mensal.data} lados={lados} dias={dias} filtros={filtros} />}
        {ladosDoRanking.map((lado) => (
          <Rankings key={lado} lado={lado} url={(parte) => urlDoPainel(parte, dias, filtros, lado)} abrir={(campo) => abrirFatia(lado, campo)} />
        ))}
        {contas.data && <GraficoDeSaldos contas={contas.data} periodo={periodo} />}
        {vencidos.data && <GraficoDeVencidos vencidos={vencidos.data} lados={lados} filtros={filtros} />}
        {execucao.data && <GraficoDoOrcamento orcamento={execucao.data} filtros={filtros} />}
      </div>
    </div>
  );
}

interface Rankings {
  lado: TipoDoPainel;
  url(parte: 'categorias' | 'centroscusto' | 'pessoas'): string;
  abrir(campo: Campo): (fatia: FatiaDoPainel) => string | null;
}

/** One side's rankings: by category, by cost centre, and its top suppliers or donors. */
function Rankings({ lado, url, abrir }: Rankings) {
  const t = useT();
  const categorias = useApi<PainelPorChave>(url('categorias')).data;
  const centros = useApi<PainelPorChave>(url('centroscusto')).data;
  const pessoas = useApi<PainelPorChave>(url('pessoas')).data;
  const despesa = lado === 'despesas';
  const clique = t('Clique numa barra para ver os títulos.');
  return (
    <>
      {categorias && <GraficoDeFatias titulo={despesa ? t('Despesas por categoria') : t('Receitas por categoria')} descricao={clique} dados={categorias} caminho={abrir('categoria')} />}
      {centros && <GraficoDeFatias titulo={despesa ? t('Despesas por centro de custo') : t('Receitas por centro de custo')} descricao={clique} dados={centros} caminho={abrir('centroCusto')} />}
      {pessoas && <GraficoDeFatias titulo={despesa ? t('Maiores fornecedores (pagos)') : t('Maiores doadores (recebidos)')} descricao={clique} dados={pessoas} caminho={abrir('pessoa')} />}
    </>
  );
}
