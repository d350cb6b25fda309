import { PaginaDeRelatorios } from '../../components/relatorios/index.ts';
import { DialogoDoRelatorio } from './DialogoDoRelatorio.tsx';
import { NavegacaoDoModulo } from './NavegacaoDoModulo.tsx';
import { RELATORIOS } from './relatorios.ts';

/** The module's reports as cards (spec section 4): each asks for its period and runs in the background. */
export function RelatoriosPage() {
  return <PaginaDeRelatorios navegacao={<NavegacaoDoModulo />} cartoes={RELATORIOS} Dialogo={DialogoDoRelatorio} />;
}
