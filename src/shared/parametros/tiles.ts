// The map's tile URL: an https address with {z}, {x} and {y}; "{s}" may open the host name
// (the tile server's subdomains, a.tile..., b.tile...). Client and server read it the same way.

const SUBDOMINIO = /^https:\/\/\{s\}\./;
const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

export const MENSAGENS_DOS_TILES = {
  https: 'Use um endereço que comece com https://.',
  placeholders: 'O endereço deve conter {z}, {x} e {y}.',
  invalido: 'Endereço inválido.',
} as const;

/** The URL with its placeholders filled, so that URL() can read it; null when it is not one. */
function exemplo(url: string): URL | null {
  try {
    return new URL(url.replace(SUBDOMINIO, 'https://a.').replace(/\{[a-z]\}/g, '0'));
  } catch {
    return null;
  }
}

/** The rule's message for a tile URL, or null when it passes. */
export function erroDaUrlDosTiles(url: string): string | null {
  if (/[\s"'`<>\\;,]/.test(url)) return MENSAGENS_DOS_TILES.invalido;
  if (!url.toLowerCase().startsWith('https://')) return MENSAGENS_DOS_TILES.https;
  if (!PLACEHOLDERS.every((p) => url.includes(p))) return MENSAGENS_DOS_TILES.placeholders;
  // Braces are allowed in the path only; a host must read as one ({s} only as its first label).
  const servidor = url.replace(SUBDOMINIO, 'https://').slice('https://'.length).split(/[/?#]/)[0] ?? '';
  if (servidor === '' || servidor.includes('{') || servidor.includes('}')) return MENSAGENS_DOS_TILES.invalido;
  const lido = exemplo(url);
  if (!lido || lido.protocol !== 'https:' || lido.username !== '' || lido.password !== '' || lido.hostname.includes('%')) return MENSAGENS_DOS_TILES.invalido;
  return null;
}

/**
 * The Content-Security-Policy source of a (valid) tile URL: its origin, with a wildcard for
 * "{s}" (https://*.tile.example.org).
 */
export function origemDosTiles(url: string): string | null {
  if (erroDaUrlDosTiles(url) !== null) return null;
  const lido = exemplo(url);
  if (!lido) return null;
  return SUBDOMINIO.test(url) ? lido.origin.replace('https://a.', 'https://*.') : lido.origin;
}
