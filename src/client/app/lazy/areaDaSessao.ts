// The signed-in frame's chunk: the shell and the sections' tabs, which the login pages never show.
export { Shell } from '../shell/Shell.tsx';
export { PrimeiraAbaPermitida } from '../../components/tabs/PrimeiraAbaPermitida.tsx';
export { SecaoComAbas } from '../../components/tabs/SecaoComAbas.tsx';
