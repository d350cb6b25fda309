import { useParams } from 'react-router-dom';
import { TelaFormulario, TelaLista } from '../../../engine/index.ts';

// The users' list and form are the engine's, from the descriptor configuracoes.usuarios, and so
// are the account's actions (Redefinir senha, Encerrar sessões: the descriptor's acoes). Its model
// is a hand-written module's (x-modulo), so the route table names these routes.

export const TELA_DE_USUARIOS = 'configuracoes.usuarios';

export const UsuariosPage = () => <TelaLista name={TELA_DE_USUARIOS} />;

export const NovoUsuarioPage = () => <TelaFormulario name={TELA_DE_USUARIOS} />;

export function EdicaoDeUsuarioPage() {
  const { id } = useParams();
  // A key per record: going from one user to another starts a fresh form.
  return <TelaFormulario key={id} name={TELA_DE_USUARIOS} id={id} />;
}
