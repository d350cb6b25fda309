// The Mapa view's chunk: Leaflet, its plugin and their styles load only with it.
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './mapa.css';

export { VistaMapa } from './VistaMapa.tsx';
