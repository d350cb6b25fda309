import { useParams } from 'react-router-dom';
import { TelaFormulario, TelaLista } from '../../../engine/index.ts';

// The permission groups' list and form are the engine's, from the descriptor
// configuracoes.grupopermissao (the tags chosen with the seletor-de-tags widget). Its model is a
// hand-written module's (x-modulo), so the route table names these routes.

export const TELA_DE_GRUPOS = 'configuracoes.grupopermissao';

export const GruposPermissaoPage = () => <TelaLista name={TELA_DE_GRUPOS} />;

export const NovoGrupoPermissaoPage = () => <TelaFormulario name={TELA_DE_GRUPOS} />;

export function EdicaoDeGrupoPermissaoPage() {
  const { id } = useParams();
  // A key per record: going from one group to another starts a fresh form.
  return <TelaFormulario key={id} name={TELA_DE_GRUPOS} id={id} />;
}
