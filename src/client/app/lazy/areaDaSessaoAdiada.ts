import { lazyPage } from './lazyPage.tsx';

// The signed-in frame, loaded when a signed-in route first renders: the login page does not
// download the shell (its menus, top bar, live channel) nor the sections' tabs.

const carregarArea = () => import('./areaDaSessao.ts');

export const SecaoComAbasAdiada = lazyPage(() => carregarArea().then((m) => m.SecaoComAbas));
export const PrimeiraAbaAdiada = lazyPage(() => carregarArea().then((m) => m.PrimeiraAbaPermitida));

/** The shell; once it arrives the sections inside it render at once, without suspending again. */
export const ShellAdiado = lazyPage(async () => {
  const { Shell } = await carregarArea();
  await Promise.all([SecaoComAbasAdiada.precarregar(), PrimeiraAbaAdiada.precarregar()]);
  return Shell;
});
