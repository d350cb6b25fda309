import { lazyPage } from './lazyPage.tsx';

// The signed-in frame, loaded when a signed-in route first renders: the login page does not
// download the shell (its menus, top bar, live channel), the family navigation nor the sections' tabs.

const carregarArea = () => import('./areaDaSessao.tsx');

export const SecaoComAbasAdiada = lazyPage(() => carregarArea().then((m) => m.SecaoComAbas));
export const PrimeiraAbaAdiada = lazyPage(() => carregarArea().then((m) => m.PrimeiraAbaPermitida));
export const NavegacaoDaFamiliaAdiada = lazyPage(() => carregarArea().then((m) => m.ComNavegacaoDaFamilia));

/** The shell; once it arrives what renders inside it renders at once, without suspending again. */
export const ShellAdiado = lazyPage(async () => {
  const { ShellDaSessao } = await carregarArea();
  await Promise.all([SecaoComAbasAdiada.precarregar(), PrimeiraAbaAdiada.precarregar(), NavegacaoDaFamiliaAdiada.precarregar()]);
  return ShellDaSessao;
});
