import { describe, expect, it } from 'vitest';
import { createNoticeQueue } from '../../../../src/client/services/toasts/noticeQueue.ts';
import type { Notice } from '../../../../src/client/services/toasts/notices.ts';

const aviso = (text: string): Notice => ({ intent: 'info', text });

describe('the notices waiting for the toaster', () => {
  it('are handed over in order when the toaster arrives; later ones go straight to it', () => {
    const fila = createNoticeQueue();
    fila.push(aviso('Primeiro.'));
    fila.push(aviso('Segundo.'));
    const mostrados: string[] = [];

    fila.drain((n) => mostrados.push(n.text));
    fila.push(aviso('Terceiro.'));

    expect(mostrados).toEqual(['Primeiro.', 'Segundo.', 'Terceiro.']);
  });

  it('wait again while no toaster listens, and none is shown twice', () => {
    const fila = createNoticeQueue();
    const primeiro: string[] = [];
    const parar = fila.drain((n) => primeiro.push(n.text));
    fila.push(aviso('A.'));
    parar();
    fila.push(aviso('B.'));
    const segundo: string[] = [];

    fila.drain((n) => segundo.push(n.text));

    expect(primeiro).toEqual(['A.']);
    expect(segundo).toEqual(['B.']);
  });
});
