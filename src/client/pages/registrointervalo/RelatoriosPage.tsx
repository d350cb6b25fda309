import { PaginaDeRelatorios } from '../../components/relatorios/index.ts';
import { useT } from '../../i18n/traducao.ts';
import { DialogoDoRelatorio } from './DialogoDoRelatorio.tsx';
import { relatoriosDoModulo } from './relatorios.ts';

/** The module's reports as cards (spec section 4): each asks for its period and runs in the background. */
export function RelatoriosPage() {
  const t = useT();
  return <PaginaDeRelatorios cartoes={relatoriosDoModulo(t)} Dialogo={DialogoDoRelatorio} />;
}
