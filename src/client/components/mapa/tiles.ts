import { URL_PADRAO_DOS_TILES } from '../../../shared/api/parametros.ts';
import { useParametrosDaSessao } from '../../api/useParametros.ts';
import { t } from '../../i18n/traducao.ts';

// The map's tiles: the URL the institution's parameters name (configuracoes/parametro), read
// through the session's parameters; the default until they arrive. The server's CSP allows the
// same tile server.

export { URL_PADRAO_DOS_TILES };
/** Leaflet writes the attribution as HTML. */
export const atribuicaoDosTiles = (): string => `&copy; <a href="https://www.openstreetmap.org/copyright">${t('colaboradores do OpenStreetMap')}</a>`;

export function urlDosTiles(daSessao?: { urlDosTiles: string }): string {
  return daSessao?.urlDosTiles ?? URL_PADRAO_DOS_TILES;
}

export function useUrlDosTiles(): string {
  return urlDosTiles(useParametrosDaSessao());
}
