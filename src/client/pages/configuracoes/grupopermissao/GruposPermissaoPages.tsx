import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { TagDoCatalogo } from '../../../../shared/api/contract.ts';
import { URL_CATALOGO_DE_PERMISSOES, type GrupoPermissao } from '../../../../shared/api/configuracoes.ts';
import { MENSAGENS } from '../../../../shared/messages.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { PaginaComPermissao } from '../../../components/permissions/PaginaComPermissao.tsx';
import { ComRegistro } from '../../../engine/dados/ComRegistro.tsx';
import { urlDoRegistro } from '../../../engine/dados/contrato.ts';
import { valoresIniciais } from '../../../engine/formulario/valores.ts';
import { TelaLista, useTela, type EstadoDaTela } from '../../../engine/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { ModeloDoFormularioContext } from '../../../widgets/shared/contextoDoFormulario.ts';
import { FormularioDoGrupo } from './FormularioDoGrupo.tsx';

// The permission groups: the engine's list (descriptor configuracoes.grupopermissao) and a form
// of its own, since no widget chooses tags from the catalogue grouped by module.

export const TELA_DE_GRUPOS = 'configuracoes.grupopermissao';

type TelaPronta = Extract<EstadoDaTela, { estado: 'pronta' }>;

export const GruposPermissaoPage = () => <TelaLista name={TELA_DE_GRUPOS} />;

export const NovoGrupoPermissaoPage = () => <PaginaDoGrupo />;

export function EdicaoDeGrupoPermissaoPage() {
  const { id } = useParams();
  return <PaginaDoGrupo key={id} id={id} />;
}

function PaginaDoGrupo({ id }: { id?: string }) {
  const t = useT();
  const traduzir = useTraduzir();
  const estado = useTela(TELA_DE_GRUPOS);
  const { data: catalogo, error: erroDoCatalogo } = useApi<TagDoCatalogo[]>(URL_CATALOGO_DE_PERMISSOES, { revalidateOnFocus: false });
  if (estado.estado === 'erro') return <Aviso intent="error">{estado.mensagem === null ? t('Não foi possível carregar a tela.') : traduzir(estado.mensagem)}</Aviso>;
  if (erroDoCatalogo) return <Aviso intent="error">{traduzir(erroDoCatalogo.message)}</Aviso>;
  if (estado.estado === 'carregando' || !catalogo) return <Carregando />;
  const { tags } = estado.tela;
  const exigidas = id === undefined ? [tags.visualizar, tags.editar ?? tags.visualizar] : [tags.visualizar];
  return (
    <PaginaComPermissao tags={exigidas}>
      <ComRegistro>
        <ModeloDoFormularioContext.Provider value={estado.modelo}>
          {id === undefined ? <NovoGrupo pronta={estado} catalogo={catalogo} /> : <GrupoExistente pronta={estado} catalogo={catalogo} id={id} />}
        </ModeloDoFormularioContext.Provider>
      </ComRegistro>
    </PaginaComPermissao>
  );
}

function NovoGrupo({ pronta, catalogo }: { pronta: TelaPronta; catalogo: readonly TagDoCatalogo[] }) {
  const { tela, modelo } = pronta;
  const inicial = useMemo(() => (tela.formulario ? valoresIniciais(tela.formulario, modelo) : {}), [tela, modelo]);
  return <FormularioDoGrupo tela={tela} modelo={modelo} inicial={inicial} catalogo={catalogo} />;
}

function GrupoExistente({ pronta, catalogo, id }: { pronta: TelaPronta; catalogo: readonly TagDoCatalogo[]; id: string }) {
  const traduzir = useTraduzir();
  // Read once: a revalidation while the user edits must not overwrite what they chose.
  const { data, error } = useApi<GrupoPermissao>(urlDoRegistro(pronta.tela.recurso, id), { revalidateOnFocus: false, revalidateOnReconnect: false });
  if (error) return <Aviso intent="error">{traduzir(error.status === 404 ? MENSAGENS.naoEncontrado : error.message)}</Aviso>;
  if (!data) return <Carregando />;
  return <FormularioDoGrupo tela={pronta.tela} modelo={pronta.modelo} inicial={{ ...data }} catalogo={catalogo} />;
}
