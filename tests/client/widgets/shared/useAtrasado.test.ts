import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAtrasado } from '../../../../src/client/widgets/shared/useAtrasado.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('a value held back until typing settles', () => {
  it('passes on only the text that stayed unchanged for the wait, never the partial ones', () => {
    vi.useFakeTimers();
    const vistos: string[] = [];
    const { rerender } = renderHook(({ texto }) => {
      const atrasado = useAtrasado(texto, 300);
      if (vistos.at(-1) !== atrasado) vistos.push(atrasado);
      return atrasado;
    }, { initialProps: { texto: '' } });

    for (const texto of ['s', 'sa', 'sao']) {
      rerender({ texto });
      act(() => vi.advanceTimersByTime(299));
    }
    expect(vistos).toEqual(['']);

    act(() => vi.advanceTimersByTime(1));
    expect(vistos).toEqual(['', 'sao']);
  });
});
