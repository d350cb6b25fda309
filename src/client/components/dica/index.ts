export { Dica, type DicaProps, type GatilhoDaDica } from './Dica.tsx';
