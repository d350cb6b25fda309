export { PontoNoMapaWidget } from './PontoNoMapaWidget.tsx';
