import L from 'leaflet';
import { t } from '../../../i18n/traducao.ts';
import { ICONE_DA_PESSOA, iconeDeGrupo } from './icones.ts';
import type { GrupoDoServidor, MarcadorDePessoa } from './respostaDoMapa.ts';

/** Leaflet names the marker's element only for images: a div icon gets its name here. */
function nomear(marcador: L.Marker, nome: string): L.Marker {
  return marcador.on('add', () => marcador.getElement()?.setAttribute('aria-label', nome));
}

/** Leaflet writes a string tooltip as HTML: a name is text, whatever it holds. */
function textoSeguro(texto: string): HTMLElement {
  const elemento = document.createElement('span');
  elemento.textContent = texto;
  return elemento;
}

/** How a marker learns a person's name: the marker list carries only ids and coordinates. */
export type NomeDaPessoa = (id: number) => Promise<string>;

/**
 * A person's marker: the name on hover or focus (asked for then, once), `onEscolher` on
 * click or Enter. Until the name arrives the marker is named by its position in the list.
 */
export function marcadorDaPessoa(pessoa: MarcadorDePessoa, nomeDa: NomeDaPessoa, onEscolher: (pessoa: MarcadorDePessoa) => void): L.Marker {
  const marcador = L.marker([pessoa.lat, pessoa.lng], { icon: ICONE_DA_PESSOA, keyboard: true });
  const dica = textoSeguro(t('Carregando...'));
  marcador.bindTooltip(dica, { direction: 'top', offset: [0, -8] });
  let nome: string | null = null;
  marcador.on('tooltipopen', () => {
    if (nome !== null) return;
    void nomeDa(pessoa.id).then((achado) => {
      nome = achado;
      dica.textContent = achado;
      marcador.getElement()?.setAttribute('aria-label', achado);
      marcador.getTooltip()?.update();
    }, () => undefined);
  });
  marcador.on('click', () => onEscolher(pessoa));
  return nomear(marcador, t('Pessoa {id}', { id: pessoa.id }));
}

/** A cluster's count marker (the browser's or, with `extra`, the server's); a click zooms in on it. */
export function marcadorDeGrupo(lat: number, lng: number, quantidade: number, onAproximar: () => void, extra?: string): L.Marker {
  const marcador = L.marker([lat, lng], { icon: iconeDeGrupo(quantidade, extra), keyboard: true });
  marcador.on('click', onAproximar);
  return nomear(marcador, t('{quantidade} pessoas: aproximar', { quantidade }));
}

/** The server's clusters as count markers; a click zooms in on one (and the map asks again). */
export function camadaDeGrupos(grupos: readonly GrupoDoServidor[], onAproximar: (grupo: GrupoDoServidor) => void): L.LayerGroup {
  return L.layerGroup(grupos.map((grupo) => marcadorDeGrupo(grupo.lat, grupo.lng, grupo.quantidade, () => onAproximar(grupo), 'alicerce-grupo-do-servidor')));
}
