// Character references in OFX text. Banks write `&` bare in memos ("P&G", "C&A"): an `&` that
// does not start a known reference stays as written.

const REFERENCIA = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi;
const NOMEADAS: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function caractere(referencia: string, nome: string): string {
  if (nome.startsWith('#')) {
    const codigo = nome[1] === 'x' || nome[1] === 'X' ? parseInt(nome.slice(2), 16) : parseInt(nome.slice(1), 10);
    return codigo > 0 && codigo <= 0x10ffff ? String.fromCodePoint(codigo) : referencia;
  }
  return NOMEADAS[nome.toLowerCase()] ?? referencia;
}

export const decodificarEntidades = (texto: string): string => (texto.includes('&') ? texto.replace(REFERENCIA, caractere) : texto);
