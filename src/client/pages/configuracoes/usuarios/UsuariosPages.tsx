import { makeStyles, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import { TelaFormulario, TelaLista } from '../../../engine/index.ts';
import { AcoesDoUsuario } from './AcoesDoUsuario.tsx';

// The users' list and form are the engine's, from the descriptor configuracoes.usuarios. Its
// model is a hand-written module's (x-modulo), so the route table names these routes; the edit
// page adds the account's actions below the form.

export const TELA_DE_USUARIOS = 'configuracoes.usuarios';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '1200px' },
});

export const UsuariosPage = () => <TelaLista name={TELA_DE_USUARIOS} />;

export const NovoUsuarioPage = () => <TelaFormulario name={TELA_DE_USUARIOS} />;

export function EdicaoDeUsuarioPage() {
  const estilos = useEstilos();
  const { id } = useParams();
  // A key per record: going from one user to another starts a fresh form.
  return (
    <div className={estilos.pagina}>
      <TelaFormulario key={id} name={TELA_DE_USUARIOS} id={id} />
      {id !== undefined && <AcoesDoUsuario key={id} usuarioId={id} />}
    </div>
  );
}
