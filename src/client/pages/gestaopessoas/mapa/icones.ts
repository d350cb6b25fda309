import L from 'leaflet';
import { formatNumber } from '../../../../shared/format/index.ts';
import { t } from '../../../i18n/traducao.ts';

export const ICONE_DA_PESSOA = L.divIcon({ className: 'alicerce-marcador-pessoa', iconSize: [16, 16], html: '' });

/** A cluster's look by size: small, medium, large (mapa.css). */
export function classeDoTamanho(quantidade: number): string {
  if (quantidade < 10) return 'alicerce-grupo-pequeno';
  if (quantidade < 100) return 'alicerce-grupo-medio';
  return 'alicerce-grupo-grande';
}

const ENTIDADES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A text put into an icon's HTML (a translation the institution may have edited) stays text. */
const escapar = (texto: string) => texto.replace(/[&<>"']/g, (c) => ENTIDADES[c] ?? c);

/** A count marker; the hidden word gives the button a name a screen reader can say. */
export function iconeDeGrupo(quantidade: number, extra = ''): L.DivIcon {
  const texto = formatNumber(quantidade);
  const largura = Math.max(40, 20 + texto.length * 8);
  return L.divIcon({
    html: `<div><span>${texto}<span class="alicerce-oculto"> ${escapar(t('pessoas'))}</span></span></div>`,
    className: `alicerce-grupo ${classeDoTamanho(quantidade)} ${extra}`.trim(),
    iconSize: L.point(largura, 40),
  });
}
