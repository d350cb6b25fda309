import { ITENS_DA_BARRA } from '../barraDoTopo.ts';
import { Shell } from '../shell/Shell.tsx';

// The signed-in frame's chunk: the shell with what the families put in its top bar, the family
// navigation and the sections' tabs, which the login pages never show.
export { PrimeiraAbaPermitida } from '../../components/tabs/PrimeiraAbaPermitida.tsx';
export { SecaoComAbas } from '../../components/tabs/SecaoComAbas.tsx';
export { ComNavegacaoDaFamilia } from '../routes/NavegacaoDaFamilia.tsx';

export function ShellDaSessao() {
  return <Shell itensDaBarra={ITENS_DA_BARRA} />;
}
