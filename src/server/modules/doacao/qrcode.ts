import qrEnc from 'pdfmake/js/qrEnc.js';

// The PIX code as an SVG image, drawn from pdfmake's own QR encoder (the asset labels' one): its
// dark squares as rectangles on a white square with a quiet zone of 4 modules.

// A CommonJS module with __esModule: Node's loader may hand its exports object as the default.
const qr = (qrEnc as typeof qrEnc & { default?: typeof qrEnc }).default ?? qrEnc;

const LADO = 256;

export function svgDoQrCode(texto: string): string {
  const no = qr.measure({ qr: texto, fit: LADO });
  const escuros = no._canvas.filter((r) => r.color === '#000');
  const modulo = Math.min(...escuros.map((r) => Math.min(r.w, r.h)));
  const margem = 4 * modulo;
  const lado = no._width + 2 * margem;
  const retangulos = escuros.map((r) => `<rect x="${r.x + margem}" y="${r.y + margem}" width="${r.w}" height="${r.h}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${lado} ${lado}" width="${lado}" height="${lado}" role="img" aria-label="QR code do PIX" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${retangulos}</g></svg>`;
}
