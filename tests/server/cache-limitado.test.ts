import { describe, expect, it } from 'vitest';
import { cacheLimitado } from '../../src/server/cache-limitado.ts';

describe('cacheLimitado', () => {
  it('forgets the least recently used entry beyond its size, a read counting as a use', () => {
    const cache = cacheLimitado<number>(2);
    cache.guardar('a', 1);
    cache.guardar('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.guardar('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('keeps one entry per key, the last value written', () => {
    const cache = cacheLimitado<string>(2);
    cache.guardar('a', 'antiga');
    cache.guardar('a', 'nova');
    cache.guardar('b', 'b');
    expect(cache.get('a')).toBe('nova');
    expect(cache.get('b')).toBe('b');
  });
});
