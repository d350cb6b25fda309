import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { useTelasDoCatalogo } from '../../../engine/dados/useTelasDoCatalogo.ts';
import { rotasDaTela } from '../../../engine/rotas/catalogo.ts';
import { PaginaDaTela } from '../../../engine/rotas/PaginaDaTela.tsx';

// The engine's screens of mobilizacao/concessionarias/ (parametros, consentimentos, retornos)
// share the utility page's path pattern (/mobilizacao/concessionarias/:codigo), which the router
// prefers to the engine's splat: at those addresses the page shows the screen of the catalogue.

export function TelaDaPasta({ path }: { path: string }) {
  const { data: telas } = useTelasDoCatalogo();
  const rota = telas?.flatMap(rotasDaTela).find((r) => r.path === path);
  return rota === undefined ? <Carregando /> : <PaginaDaTela rota={rota} />;
}
