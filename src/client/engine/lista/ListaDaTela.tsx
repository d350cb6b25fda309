import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Button, Subtitle1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PagedContent } from '../../../shared/api/contract.ts';
import { acoesDoLugar } from '../../../shared/engine/acoes.ts';
import { tagDaGravacao } from '../../../shared/engine/tag-da-gravacao.ts';
import type { ListaResolvida, TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { del } from '../../api/http.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useApi } from '../../api/useApi.ts';
import { useParametrosDaSessao } from '../../api/useParametros.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { BarraDeFiltros } from '../../components/filter-bar/index.ts';
import { usePermissao } from '../../components/permissions/usePermissao.ts';
import { TabelaDeDados, type PaginaDaTabela } from '../../components/table/index.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { useDialogos } from '../../services/dialogs/dialogs.ts';
import { useExecutarAcao } from '../acoes/useExecutarAcao.ts';
import { urlDoRegistro, urlDosMetadados, type MetadadosDaLista } from '../dados/contrato.ts';
import { exibirPorModelo } from '../dados/fontes.ts';
import { useRevalidarRecurso } from '../dados/useRevalidarRecurso.ts';
import { caminhoDaRota } from '../rotas/caminho.ts';
import { AcoesDaBarra } from './AcoesDaBarra.tsx';
import { BotaoImportar } from './BotaoImportar.tsx';
import { BotaoImprimir } from './BotaoImprimir.tsx';
import { escreverOrdenacao, filtroPreenchido, type BuscaDaLista } from './busca.ts';
import { BarraDeResumos } from './BarraDeResumos.tsx';
import { CaixaDePesquisa } from './CaixaDePesquisa.tsx';
import { colunasDaLista } from './colunas.tsx';
import { urlDaConsulta } from './consulta.ts';
import { BarraDaSelecao } from './BarraDaSelecao.tsx';
import { useSelecaoDaLista } from './useSelecaoDaLista.ts';
import { celulasDoRodape } from './resumos.ts';
import type { RegistroDaLista } from './tipos.ts';
import { lembrarBusca, lembrarPagina } from './ultimaBusca.ts';
import { camposFixos, filtroSemOsFixos, preenchimentoDoNovo, type ListaEmbutida } from './embutida.ts';
import { colunaDaUnidade } from './colunaDaUnidade.tsx';
import { InterruptorDasUnidades } from './InterruptorDasUnidades.tsx';
import { useAbrirEmOutraUnidade } from './useAbrirEmOutraUnidade.ts';
import { useTodasAsUnidades } from './useTodasAsUnidades.ts';
import { useResumos } from './useResumos.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  barra: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  // A click anywhere on a record's row opens it (the keyboard has the link of its first cell).
  tabela: { minWidth: 0 },
  clicavel: { '& [role=row][data-index]': { cursor: 'pointer' } },
});

const PAGINA_VAZIA: PaginaDaTabela = { page: 1, pageCount: 1, count: 0, countExact: true, hasMore: false };
const idDaLinha = (registro: RegistroDaLista) => registro.id;

interface ListaDaTelaProps {
  tela: TelaResolvida;
  lista: ListaResolvida;
  modelo: Model;
  modelosReferenciados: Readonly<Record<string, Model>>;
  emAba: boolean;
  /** The search and how to change it: the page's URL (the screen's own page), or the list's state (embedded). */
  busca: BuscaDaLista;
  mudarBusca(mudanca: Partial<BuscaDaLista>): void;
  /** Embedded in another page, under its heading and fixed filter. */
  embutida: ListaEmbutida | null;
}

export function ListaDaTela({ tela, lista, modelo, modelosReferenciados, emAba, busca, mudarBusca, embutida }: ListaDaTelaProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { pode } = usePermissao();
  const { confirmar } = useDialogos();
  const revalidar = useRevalidarRecurso(tela.recurso);
  // A screen without a page size of its own lists the institution's.
  const { tamanhoDePagina } = useParametrosDaSessao();

  // The form leads back to the list as the user left it: the screen's own, or the page embedding it.
  const tituloDaPagina = embutida === null ? null : (embutida.tituloDaPagina ?? embutida.titulo);
  useEffect(() => {
    if (tituloDaPagina === null) lembrarBusca(tela.rota.name, search);
    else lembrarPagina(tela.rota.name, pathname + search, tituloDaPagina);
  }, [tituloDaPagina, tela.rota.name, pathname, search]);

  // An embedded list shows its page's records only: not every unit's.
  const listaDaConsulta = useMemo((): ListaResolvida => {
    if (embutida === null) return lista;
    const { todasAsUnidades: _todas, ...daPagina } = lista;
    return daPagina;
  }, [embutida, lista]);
  const unidades = useTodasAsUnidades(listaDaConsulta, busca, mudarBusca);
  const { ligada: todas, deOutraUnidade } = unidades;
  const consulta = useMemo(
    () => (embutida === null ? unidades.consulta : { ...unidades.consulta, filtro: { ...unidades.consulta.filtro, ...embutida.filtroFixo } }),
    [embutida, unidades.consulta],
  );
  const filtroDaBarra = useMemo(() => (embutida === null ? tela.filtro : filtroSemOsFixos(tela.filtro, embutida.filtroFixo)), [embutida, tela.filtro]);
  const url = urlDaConsulta(tela.recurso, consulta, lista.rpp ?? tamanhoDePagina, tela.filtro);
  const { data, error, isValidating } = useApi<PagedContent<RegistroDaLista>>(url, { keepPreviousData: true });
  // Kept while a write reads it again (useRevalidarRecurso): the box's hint does not blink.
  const { data: metadados } = useApi<MetadadosDaLista>(urlDosMetadados(tela.recurso), { revalidateOnFocus: false, keepPreviousData: true });

  const tagCriar = tagDaGravacao(tela.tags, true);
  const tagExcluir = tela.tags.excluir;
  const podeCriar = tagCriar !== undefined && pode([tagCriar]);
  const podeExcluir = tagExcluir !== undefined && pode([tagExcluir]);
  const rotaNovo = tela.formulario?.rotas.novo ?? null;
  const rotaEditar = tela.formulario?.rotas.editar ?? null;

  // The page shown, for the delete handler: removing a page's last row goes back one page.
  const pagina = useRef(data);
  pagina.current = data;

  const excluir = useCallback(
    async (registro: RegistroDaLista) => {
      const nome = exibirPorModelo(modelo)(registro);
      if (!(await confirmar({ mensagem: t('Deseja realmente excluir "{nome}"?', { nome }), textoConfirmar: t('Excluir') }))) return;
      try {
        await del(urlDoRegistro(tela.recurso, registro.id));
      } catch (error) {
        ignoreShownError(error);
        return;
      }
      const atual = pagina.current;
      if (atual && atual.resultList.length === 1 && atual.page > 1) mudarBusca({ page: atual.page - 1 });
      await revalidar();
    },
    [confirmar, t, modelo, tela.recurso, revalidar, mudarBusca],
  );

  const executarAcao = useExecutarAcao(tela.recurso);
  const acoesDaLinha = useMemo(() => acoesDoLugar(tela, 'linha', pode), [tela, pode]);
  const acoesDaSelecao = useMemo(() => acoesDoLugar(tela, 'selecao', pode), [tela, pode]);
  const resumos = useResumos(tela.recurso, lista.resumos, consulta, tela.filtro);
  const caminhoDaEdicao = useCallback((registro: RegistroDaLista) => (rotaEditar === null ? null : caminhoDaRota(rotaEditar.path, { id: registro.id })), [rotaEditar]);
  const abrirEmOutraUnidade = useAbrirEmOutraUnidade(caminhoDaEdicao);

  const colunas = useMemo(() => {
    const exibicoes = new Map(Object.entries(modelosReferenciados).map(([nome, m]) => [nome, exibirPorModelo(m)]));
    // Every unit's list reads: a row's delete and actions are its unit's, and another unit's record opens after switching to it.
    const fixos = embutida === null ? new Set<string>() : camposFixos(tela.filtro, embutida.filtroFixo);
    const daLista = colunasDaLista(lista.colunas.filter((c) => !fixos.has(c.campo)), (referencia, registro) => (exibicoes.get(referencia) ?? exibirPorModelo(undefined))(registro), {
      caminhoDaEdicao: (registro) => (deOutraUnidade(registro) ? null : caminhoDaEdicao(registro)),
      excluir: podeExcluir && !todas ? (registro) => void excluir(registro) : undefined,
      nomeDoRegistro: exibirPorModelo(modelo),
      acoes: todas ? [] : acoesDaLinha,
      executar: (acao, registro) => void executarAcao(acao, { id: registro.id, registro }),
    });
    const [primeira, ...demais] = daLista;
    return todas && primeira ? [primeira, colunaDaUnidade(deOutraUnidade, (registro) => void abrirEmOutraUnidade(registro)), ...demais] : daLista;
  }, [embutida, tela.filtro, lista.colunas, modelosReferenciados, modelo, caminhoDaEdicao, podeExcluir, excluir, acoesDaLinha, executarAcao, todas, deOutraUnidade, abrirEmOutraUnidade]);

  const { selecao, setSelecao, algumaSelecionada, executarNaSelecao } = useSelecaoDaLista(data?.resultList, url, executarAcao);
  const rodape = useMemo(
    () => (resumos === null ? null : celulasDoRodape(lista.resumos, colunas.map((c) => c.id), resumos, t('Totais'))),
    [resumos, lista.resumos, colunas, t],
  );

  const filtro = filtroPreenchido(busca.filtro);
  const chaveDoFiltro = JSON.stringify(filtro);
  // Open when the URL brings a filter, and kept open once the user has used it.
  const [filtroAberto, setFiltroAberto] = useState(chaveDoFiltro !== '{}');

  function abrirPelaLinha(event: MouseEvent) {
    const alvo = event.target as Element;
    if (rotaEditar === null || alvo.closest('a,button,input,[role=checkbox],[role=columnheader]')) return;
    // aria-rowindex counts the header row as 1: the first record is 2.
    const indice = Number(alvo.closest('[role=row]')?.getAttribute('aria-rowindex')) - 2;
    const registro = data?.resultList[indice];
    if (registro && deOutraUnidade(registro)) void abrirEmOutraUnidade(registro);
    else if (registro) navigate(caminhoDaRota(rotaEditar.path, { id: registro.id }));
  }

  const secundaria = emAba || embutida !== null;
  const Titulo = secundaria ? Subtitle1 : Title2;
  const titulo = embutida?.titulo ?? tela.titulo;
  const caminhoDoNovo = rotaNovo === null ? null : `${rotaNovo.path}${embutida === null ? '' : preenchimentoDoNovo(tela.filtro, embutida.filtroFixo)}`;
  return (
    <div className={estilos.pagina}>
      <Titulo as={secundaria ? 'h2' : 'h1'}>{titulo}</Titulo>
      <div className={estilos.barra}>
        <CaixaDePesquisa
          q={busca.q}
          campos={metadados?.camposPesquisados ?? lista.camposPesquisados}
          // Searching again for the same text refreshes the first page.
          onPesquisar={(q) => (q === busca.q && busca.page === 1 ? void revalidar() : mudarBusca({ q, page: 1 }))}
        />
        {podeCriar && caminhoDoNovo !== null && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(caminhoDoNovo)}>
            {t('Novo')}
          </Button>
        )}
        <AcoesDaBarra tela={tela} />
        {embutida === null && <BotaoImportar importacao={tela.importacao} />}
        {/* A module's model (x-modulo) prints through its module's own reports, not {recurso}/imprimir. */}
        {modelo['x-modulo'] !== true && <BotaoImprimir recurso={tela.recurso} tag={tela.tags.imprimir} lista={lista} filtro={tela.filtro} busca={consulta} />}
        {unidades.oferecida && <InterruptorDasUnidades ligado={todas} onMudar={unidades.mudar} />}
      </div>
      {filtroDaBarra && (
        <BarraDeFiltros
          // Back/forward or a bookmark changes the URL's filter: the panel starts anew from it.
          key={chaveDoFiltro}
          filtro={filtroDaBarra}
          valoresIniciais={filtro}
          abertoInicialmente={filtroAberto}
          onAplicar={(valores) => {
            setFiltroAberto(true);
            mudarBusca({ filtro: valores, page: 1 });
          }}
          onLimpar={() => {
            setFiltroAberto(true);
            mudarBusca({ filtro: {}, page: 1 });
          }}
        />
      )}
      {lista.resumos.length > 0 && <BarraDeResumos resumos={lista.resumos} valores={resumos} />}
      {error && !data && <Aviso intent="error">{traduzir(error.message)}</Aviso>}
      {acoesDaSelecao.length > 0 && <BarraDaSelecao acoes={acoesDaSelecao} visivel={algumaSelecionada} executar={executarNaSelecao} />}
      {/* The row click is a mouse shortcut; the first cell's link is the keyboard's way in. */}
      <div className={mergeClasses(estilos.tabela, rotaEditar !== null && estilos.clicavel)} onClick={abrirPelaLinha}>
        <TabelaDeDados<RegistroDaLista>
          // The sort lives in the URL: back/forward or a bookmark sets the headers anew.
          key={escreverOrdenacao(busca.ordenacao)}
          rotulo={titulo}
          colunas={colunas}
          linhas={data?.resultList ?? []}
          idDaLinha={idDaLinha}
          ordenacaoInicial={busca.ordenacao}
          onOrdenar={(ordenacao) => mudarBusca({ ordenacao, page: 1 })}
          carregando={!data || isValidating}
          modo={{ tipo: 'paginacao', pagina: data ?? PAGINA_VAZIA, onMudarPagina: (page) => mudarBusca({ page }) }}
          {...(acoesDaSelecao.length > 0 ? { selecao, onSelecaoChange: setSelecao } : {})}
          {...(rodape === null ? {} : { rodape })}
        />
      </div>
    </div>
  );
}
