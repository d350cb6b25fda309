import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import qrEnc from 'pdfmake/js/qrEnc.js';

// Chromium's fake camera showing a label: a Y4M video (one grey frame, looped by Chromium) with the
// QR code of a tag, as the labels job prints it (pdfmake's own encoder), written to a temporary
// folder. Launched with `argumentosDaCamera`, the page's getUserMedia gets this video with no prompt.

// A CommonJS module with __esModule: Playwright's loader hands its exports object as the default.
const qr = (qrEnc as typeof qrEnc & { default?: typeof qrEnc }).default ?? qrEnc;

const LARGURA = 640;
const ALTURA = 480;
const BRANCO = 235;
const PRETO = 16;

/** The Y4M file of a frame with the QR code of `texto` in its middle; its path. */
export async function videoDoQrCode(texto: string): Promise<string> {
  const no = qr.measure({ qr: texto, fit: 300 });
  const luma = new Uint8Array(LARGURA * ALTURA).fill(BRANCO);
  const x0 = Math.floor((LARGURA - no._width) / 2);
  const y0 = Math.floor((ALTURA - no._width) / 2);
  for (const r of no._canvas.filter((c) => c.color === '#000')) {
    for (let y = r.y; y < r.y + r.h; y++) luma.fill(PRETO, (y0 + y) * LARGURA + x0 + r.x, (y0 + y) * LARGURA + x0 + r.x + r.w);
  }
  // 4:2:0: the two colour planes at a quarter of the pixels each, neutral (grey).
  const cor = new Uint8Array((LARGURA / 2) * (ALTURA / 2) * 2).fill(128);
  const cabecalho = Buffer.from(`YUV4MPEG2 W${LARGURA} H${ALTURA} F10:1 Ip A1:1 C420jpeg\nFRAME\n`, 'latin1');
  const arquivo = path.join(await mkdtemp(path.join(tmpdir(), 'alicerce-camera-')), 'etiqueta.y4m');
  await writeFile(arquivo, Buffer.concat([cabecalho, luma, cor]));
  return arquivo;
}

/** Chromium's switches for a camera that shows the video at `arquivo` and needs no permission prompt. */
export const argumentosDaCamera = (arquivo: string): string[] => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${arquivo}`,
];
