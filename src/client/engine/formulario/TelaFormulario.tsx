import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { tagDaGravacao } from '../../../shared/engine/tag-da-gravacao.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { fetchContent, useApi } from '../../api/useApi.ts';
import { AutocompleteContext } from '../../widgets/q-autocomplete/index.ts';
import { ModeloDoFormularioContext } from '../../widgets/shared/contextoDoFormulario.ts';
import { ComFormularioDaAcao } from '../acoes/ComFormularioDaAcao.tsx';
import { urlDoRegistro } from '../dados/contrato.ts';
import { ComRegistro } from '../dados/ComRegistro.tsx';
import { useTela, type EstadoDaTela } from '../dados/useTela.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { temFormulario, type TelaComFormulario } from './tela.ts';
import { FormularioDaTela } from './FormularioDaTela.tsx';
import { preenchimentoDoEndereco } from './preenchimento.ts';
import { comValor, valoresIniciais, type Valores } from './valores.ts';

type TelaPronta = Extract<EstadoDaTela, { estado: 'pronta' }> & { tela: TelaComFormulario };

export interface TelaFormularioProps {
  /** The screen's route name (its descriptor's rota.name). */
  name: string;
  /** The record to edit; absent for a new one. */
  id?: string;
  /** More actions of the page, shown beside Salvar and Cancelar. */
  acoes?: ReactNode;
  /** A hand-written panel below an existing record's form (a project's budget vs executed); never on a new one. */
  depois?: ReactNode;
}

/**
 * The form of a screen, new (needs criar, or editar where the screen has no criar) or existing
 * (read-only without editar), inside the permission wrapper of its visualizar tag.
 */
export function TelaFormulario({ name, id, acoes, depois }: TelaFormularioProps) {
  const t = useT();
  const traduzir = useTraduzir();
  const estado = useTela(name);
  if (estado.estado === 'carregando') return <Carregando />;
  if (estado.estado === 'erro') return <Aviso intent="error">{estado.mensagem === null ? t('Não foi possível carregar a tela.') : traduzir(estado.mensagem)}</Aviso>;
  if (!temFormulario(estado.tela)) return <Aviso intent="error">{t('Esta tela não tem formulário.')}</Aviso>;
  const pronta = { ...estado, tela: estado.tela };
  const { tags } = pronta.tela;
  const exigidas = id === undefined ? [tags.visualizar, tagDaGravacao(tags, true) ?? tags.visualizar] : [tags.visualizar];
  return (
    <PaginaComPermissao tags={exigidas}>
      <ComRegistro>
        <AutocompleteContext.Provider value={pronta.fontes}>
          <ModeloDoFormularioContext.Provider value={pronta.modelo}>
            <ComFormularioDaAcao modelos={pronta.modelosReferenciados}>
              {id === undefined ? <NovoRegistro pronta={pronta} acoes={acoes} /> : <RegistroExistente pronta={pronta} id={id} acoes={acoes} />}
              {id === undefined ? null : depois}
            </ComFormularioDaAcao>
          </ModeloDoFormularioContext.Provider>
        </AutocompleteContext.Provider>
      </ComRegistro>
    </PaginaComPermissao>
  );
}

interface RegistroProps {
  pronta: TelaPronta;
  acoes: ReactNode;
}

function NovoRegistro({ pronta, acoes }: RegistroProps) {
  const { tela, modelo, fontes } = pronta;
  const [busca] = useSearchParams();
  const preenchimento = useMemo(() => preenchimentoDoEndereco(busca, tela.formulario, modelo, fontes), [busca, tela, modelo, fontes]);
  const urls = preenchimento.referencias.map((referencia) => referencia.url);
  // A record the address names but the user cannot read (or that is gone) leaves its field empty.
  const { data: registros, error } = useSWR(urls.length === 0 ? null : urls, (lista: string[]) => Promise.all(lista.map((url) => fetchContent<unknown>(url))), {
    revalidateOnFocus: false,
  });
  const inicial = useMemo(() => {
    let valores = { ...valoresIniciais(tela.formulario, modelo), ...preenchimento.valores };
    preenchimento.referencias.forEach(({ campo }, i) => {
      if (registros?.[i] !== undefined) valores = comValor(valores, campo, registros[i]);
    });
    return valores;
  }, [tela, modelo, preenchimento, registros]);
  if (urls.length > 0 && registros === undefined && error === undefined) return <Carregando />;
  return <FormularioDaTela tela={tela} modelo={modelo} inicial={inicial} novo acoes={acoes} />;
}

function RegistroExistente({ pronta, id, acoes }: RegistroProps & { id: string }) {
  const { tela, modelo } = pronta;
  const traduzir = useTraduzir();
  // Read once: a revalidation while the user edits must not overwrite what they typed, nor may
  // a save, which forgets the record (useRevalidarRecurso), empty the form before it leaves.
  const { data, error } = useApi<Valores>(urlDoRegistro(tela.recurso, id), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    keepPreviousData: true,
  });
  if (error) return <Aviso intent="error">{traduzir(error.status === 404 ? MENSAGENS.naoEncontrado : error.message)}</Aviso>;
  if (!data) return <Carregando />;
  // A record an action changed (estornar, say) opens anew as stored: its state rules and actions read it.
  return <FormularioDaTela key={`${id} ${JSON.stringify(data)}`} tela={tela} modelo={modelo} inicial={data} novo={false} acoes={acoes} />;
}
