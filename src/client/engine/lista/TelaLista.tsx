import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { AutocompleteContext } from '../../widgets/q-autocomplete/index.ts';
import { ComFormularioDaAcao } from '../acoes/ComFormularioDaAcao.tsx';
import { ComRegistro } from '../dados/ComRegistro.tsx';
import { useTela } from '../dados/useTela.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { ListaDaTela } from './ListaDaTela.tsx';

export interface TelaListaProps {
  /** The screen's route name (its descriptor's rota.name). */
  name: string;
  /** Shown as a tab of a section, whose title is the page's heading. */
  emAba?: boolean;
}

/** The list of a screen: search, filters, the table of records, paging; needs the visualizar tag. */
export function TelaLista({ name, emAba = false }: TelaListaProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const estado = useTela(name);
  if (estado.estado === 'carregando') return <Carregando />;
  if (estado.estado === 'erro') return <Aviso intent="error">{estado.mensagem === null ? t('Não foi possível carregar a tela.') : traduzir(estado.mensagem)}</Aviso>;
  const { tela } = estado;
  if (tela.lista === null) return <Aviso intent="error">{t('Esta tela não tem lista.')}</Aviso>;
  return (
    <PaginaComPermissao tags={[tela.tags.visualizar]}>
      <ComRegistro>
        <AutocompleteContext.Provider value={estado.fontes}>
          <ComFormularioDaAcao modelos={estado.modelosReferenciados}>
            <ListaDaTela tela={tela} lista={tela.lista} modelo={estado.modelo} modelosReferenciados={estado.modelosReferenciados} emAba={emAba} />
          </ComFormularioDaAcao>
        </AutocompleteContext.Provider>
      </ComRegistro>
    </PaginaComPermissao>
  );
}
