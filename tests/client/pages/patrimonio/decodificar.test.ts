import qr from 'pdfmake/js/qrEnc.js';
import { describe, expect, it } from 'vitest';
import { lerQrDosPixels } from '../../../../src/client/pages/patrimonio/inventario/decodificar.ts';

// The camera's decoder path without a camera: a frame holding the QR code the labels job prints
// (pdfmake's own encoder, the `qr` of etiquetas.ts) is fed to the pure-JS reader, which must give
// back the tag number; a blank frame gives nothing.

/** Paints the label's QR code on a white RGBA frame with a quiet zone around it. */
function quadroDaEtiqueta(plaqueta: string): { data: Uint8ClampedArray; width: number; height: number } {
  const no = qr.measure({ qr: plaqueta, fit: 160 });
  const margem = 40;
  const lado = no._width + 2 * margem;
  const data = new Uint8ClampedArray(lado * lado * 4).fill(255);
  for (const r of no._canvas.filter((c) => c.color === '#000')) {
    for (let y = r.y; y < r.y + r.h; y++) {
      for (let x = r.x; x < r.x + r.w; x++) {
        const i = ((y + margem) * lado + (x + margem)) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, width: lado, height: lado };
}

describe('the tag reader of the count page', () => {
  it('reads the tag number from a frame with the label\'s QR code', () => {
    expect(lerQrDosPixels(quadroDaEtiqueta('PAT-00001'))).toBe('PAT-00001');
    expect(lerQrDosPixels(quadroDaEtiqueta('E2E-0001'))).toBe('E2E-0001');
  });

  it('reads nothing from a blank frame', () => {
    expect(lerQrDosPixels({ data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 })).toBeUndefined();
  });
});
