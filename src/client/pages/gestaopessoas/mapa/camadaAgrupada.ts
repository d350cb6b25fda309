import L from 'leaflet';
import { criarAgrupador } from './agrupador.ts';
import type { Caixa, ItemAgrupado, PontosDoMapa } from './agrupamento.ts';
import { marcadorDaPessoa, marcadorDeGrupo, type NomeDaPessoa } from './camadas.ts';
import type { MarcadorDePessoa } from './respostaDoMapa.ts';

// The people of the reply, clustered in the browser (supercluster in a worker, agrupador.ts) and
// drawn for the view: each zoom or move asks the index for the clusters and people of the view
// (and a margin around it), and the layer swaps its markers for them. A zoom is asked as soon
// as Leaflet's animation starts (zoomanim names the new centre and zoom), so the answer is
// usually in when the animation ends and the markers follow at once.

/** The view plus this fraction of it on each side: a small move needs no new markers to look right. */
const MARGEM = 0.25;

export interface CamadaAgrupada {
  /** Clusters these people from now on (a new reply of the server). */
  carregar(pessoas: readonly MarcadorDePessoa[]): void;
  remover(): void;
}

function pontosDe(pessoas: readonly MarcadorDePessoa[]): PontosDoMapa {
  const pontos: PontosDoMapa = { ids: new Int32Array(pessoas.length), lats: new Float64Array(pessoas.length), lngs: new Float64Array(pessoas.length) };
  pessoas.forEach((pessoa, i) => {
    pontos.ids[i] = pessoa.id;
    pontos.lats[i] = pessoa.lat;
    pontos.lngs[i] = pessoa.lng;
  });
  return pontos;
}

/** The box the map's view centred on `centro` at `zoom` covers, with the margin, as supercluster reads it. */
function caixaDaVista(mapa: L.Map, centro: L.LatLng, zoom: number): Caixa {
  const meio = mapa.getSize().multiplyBy(0.5 + MARGEM);
  const pixel = mapa.project(centro, zoom);
  const sudoeste = mapa.unproject(pixel.add([-meio.x, meio.y]), zoom);
  const nordeste = mapa.unproject(pixel.add([meio.x, -meio.y]), zoom);
  // A view wider than the world asks for all of it.
  if (nordeste.lng - sudoeste.lng >= 360) return [-180, Math.max(-90, sudoeste.lat), 180, Math.min(90, nordeste.lat)];
  return [sudoeste.lng, Math.max(-90, sudoeste.lat), nordeste.lng, Math.min(90, nordeste.lat)];
}

export function camadaAgrupada(mapa: L.Map, nomeDa: NomeDaPessoa, onEscolher: (pessoa: MarcadorDePessoa) => void): CamadaAgrupada {
  const agrupador = criarAgrupador();
  const camada = L.layerGroup().addTo(mapa);
  /** The last question asked: an older answer arriving after it is dropped. */
  let ultima = 0;
  /** The question asked when a zoom's animation started, for the view it ends on. */
  let adiantada: { zoom: number; centro: L.LatLng; itens: Promise<ItemAgrupado[]> } | null = null;

  const desenhar = (itens: readonly ItemAgrupado[]) => {
    camada.clearLayers();
    for (const item of itens) {
      if (item.tipo === 'pessoa') camada.addLayer(marcadorDaPessoa(item, nomeDa, onEscolher));
      else camada.addLayer(marcadorDeGrupo(item.lat, item.lng, item.quantidade, () => aproximar(item.grupoId, item.lat, item.lng)));
    }
  };

  const mostrar = (itens: Promise<ItemAgrupado[]>) => {
    const esta = ++ultima;
    itens.then((achados) => esta === ultima && desenhar(achados), () => undefined);
  };

  const perguntar = (centro: L.LatLng, zoom: number) => agrupador.agrupar(caixaDaVista(mapa, centro, zoom), zoom);

  function aproximar(grupoId: number, lat: number, lng: number) {
    const zoom = mapa.getZoom();
    agrupador.zoomDeAbertura(grupoId, zoom).then(
      (abertura) => mapa.setView([lat, lng], Math.max(abertura, zoom + 1)),
      () => mapa.setView([lat, lng], zoom + 2),
    );
  }

  const aoAnimar = (evento: L.ZoomAnimEvent) => {
    adiantada = { zoom: evento.zoom, centro: evento.center, itens: perguntar(evento.center, evento.zoom) };
  };
  const aoParar = () => {
    const [centro, zoom] = [mapa.getCenter(), mapa.getZoom()];
    const pronta = adiantada !== null && adiantada.zoom === zoom && mapa.project(adiantada.centro, zoom).distanceTo(mapa.project(centro, zoom)) < 1;
    mostrar(pronta && adiantada ? adiantada.itens : perguntar(centro, zoom));
    adiantada = null;
  };
  mapa.on('zoomanim', aoAnimar);
  mapa.on('moveend', aoParar);

  return {
    carregar(pessoas) {
      agrupador.carregar(pontosDe(pessoas));
      adiantada = null;
      mostrar(perguntar(mapa.getCenter(), mapa.getZoom()));
    },
    remover() {
      mapa.off('zoomanim', aoAnimar);
      mapa.off('moveend', aoParar);
      agrupador.encerrar();
      camada.remove();
    },
  };
}
