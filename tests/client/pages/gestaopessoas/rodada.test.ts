import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useRodada } from '../../../../src/client/pages/gestaopessoas/dados/rodada.ts';

describe("the register's round (rodada) of a navigation", () => {
  it('stays the same while the register shows the navigation, and a render of it started again gets the same round', () => {
    const { result, rerender } = renderHook(({ chave }) => useRodada(chave), { initialProps: { chave: 'visita-1' } });
    const primeira = result.current;
    rerender({ chave: 'visita-1' });
    expect(result.current).toBe(primeira);
    // What React does when it restarts a transition's render: the same navigation rendered by a fresh component.
    const recomecada = renderHook(() => useRodada('visita-1'));
    expect(recomecada.result.current).toBe(primeira);
  });

  it('is new for each search (a new navigation), and for a return to a navigation left behind (Back)', () => {
    const { result, rerender } = renderHook(({ chave }) => useRodada(chave), { initialProps: { chave: 'busca-a' } });
    const a = result.current;
    rerender({ chave: 'busca-b' });
    const b = result.current;
    expect(b).not.toBe(a);
    rerender({ chave: 'busca-a' });
    expect(result.current).not.toBe(a);
    expect(result.current).not.toBe(b);
  });

  it('is new for a later visit of the same navigation once the register was left', () => {
    const primeira = renderHook(() => useRodada('visita-2'));
    const rodada = primeira.result.current;
    primeira.unmount();
    expect(renderHook(() => useRodada('visita-2')).result.current).not.toBe(rodada);
  });
});
