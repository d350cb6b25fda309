import type { ListaResolvida, TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { AutocompleteContext } from '../../widgets/q-autocomplete/index.ts';
import { ComFormularioDaAcao } from '../acoes/ComFormularioDaAcao.tsx';
import { ComRegistro } from '../dados/ComRegistro.tsx';
import { useTela } from '../dados/useTela.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { parametrosForaDoFiltro, type ListaEmbutida } from './embutida.ts';
import { ListaDaTela } from './ListaDaTela.tsx';
import { useBuscaDaLista } from './useBuscaDaLista.ts';
import { useBuscaLocal } from './useBuscaLocal.ts';

export interface TelaListaProps {
  /** The screen's route name (its descriptor's rota.name). */
  name: string;
  /** Shown as a tab of a section, whose title is the page's heading. */
  emAba?: boolean;
  /** Embedded in another page: under the page's heading, filtered by the page's fixed values, with a search of its own. */
  embutida?: ListaEmbutida;
}

/** The list of a screen: search, filters, the table of records, paging; needs the visualizar tag. */
export function TelaLista({ name, emAba = false, embutida }: TelaListaProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const estado = useTela(name);
  if (estado.estado === 'carregando') return <Carregando />;
  if (estado.estado === 'erro') return <Aviso intent="error">{estado.mensagem === null ? t('Não foi possível carregar a tela.') : traduzir(estado.mensagem)}</Aviso>;
  const { tela } = estado;
  if (tela.lista === null) return <Aviso intent="error">{t('Esta tela não tem lista.')}</Aviso>;
  const fora = embutida === undefined ? [] : parametrosForaDoFiltro(tela.filtro, embutida.filtroFixo);
  if (fora.length > 0) return <Aviso intent="error">{t('Esta tela não filtra por {campos}.', { campos: fora.join(', ') })}</Aviso>;
  const props = { tela, lista: tela.lista, modelo: estado.modelo, modelosReferenciados: estado.modelosReferenciados, emAba };
  return (
    <PaginaComPermissao tags={[tela.tags.visualizar]}>
      <ComRegistro>
        <AutocompleteContext.Provider value={estado.fontes}>
          <ComFormularioDaAcao modelos={estado.modelosReferenciados}>
            {embutida === undefined ? <ListaNoEndereco {...props} /> : <ListaNaPagina {...props} embutida={embutida} />}
          </ComFormularioDaAcao>
        </AutocompleteContext.Provider>
      </ComRegistro>
    </PaginaComPermissao>
  );
}

interface ListaProps {
  tela: TelaResolvida;
  lista: ListaResolvida;
  modelo: Model;
  modelosReferenciados: Readonly<Record<string, Model>>;
  emAba: boolean;
}

/** The screen's own page: its search in the URL, to bookmark and to come back to. */
function ListaNoEndereco(props: ListaProps) {
  const { busca, mudarBusca } = useBuscaDaLista(props.lista.ordenacaoPadrao);
  return <ListaDaTela {...props} busca={busca} mudarBusca={mudarBusca} embutida={null} />;
}

/** Embedded in another page, whose URL is the page's own. */
function ListaNaPagina({ embutida, ...props }: ListaProps & { embutida: ListaEmbutida }) {
  const { busca, mudarBusca } = useBuscaLocal(props.lista.ordenacaoPadrao);
  return <ListaDaTela {...props} busca={busca} mudarBusca={mudarBusca} embutida={embutida} />;
}
