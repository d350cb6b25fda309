// The Mapa view's chunk: Leaflet, supercluster and their styles load only with it.
import 'leaflet/dist/leaflet.css';
import './mapa.css';

export { VistaMapa } from './VistaMapa.tsx';
