import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classificarLeitura, plaquetaLida, resultadoDoInventario, type BemContado } from '../../../src/shared/patrimonio/inventario.ts';

// The count's rules: a read classified against the counted location, and the closing result.

const SALA = 1;
const bens: BemContado[] = [
  { id: 10, plaqueta: 'P-001', localId: SALA },
  { id: 11, plaqueta: 'P-002', localId: SALA },
  { id: 12, plaqueta: 'P-003', localId: SALA },
];

describe('a read', () => {
  it('is found here, belongs to another location, or is unknown', () => {
    expect(classificarLeitura(bens[0], SALA)).toBe('AQUI');
    expect(classificarLeitura({ id: 20, plaqueta: 'P-900', localId: 2 }, SALA)).toBe('OUTRO_LOCAL');
    expect(classificarLeitura({ id: 21, plaqueta: 'P-901', localId: null }, SALA)).toBe('OUTRO_LOCAL');
    expect(classificarLeitura(undefined, SALA)).toBe('DESCONHECIDO');
  });

  it('takes the tag trimmed and refuses an empty or too long one', () => {
    expect(plaquetaLida('  P-001 \n')).toBe('P-001');
    expect(plaquetaLida('   ')).toBeUndefined();
    expect(plaquetaLida('x'.repeat(31))).toBeUndefined();
    expect(plaquetaLida('P-\u0000001')).toBeUndefined();
  });
});

describe('closing a count', () => {
  it('finds what was read, misses what was not, and lists the tags that are no asset of the location', () => {
    const r = resultadoDoInventario(bens, [
      { plaqueta: 'P-001', bemId: 10 },
      { plaqueta: 'P-003', bemId: 12 },
      { plaqueta: 'P-900', bemId: 20 },
      { plaqueta: 'XYZ', bemId: null },
    ]);
    expect([r.encontrados, r.faltantes, r.desconhecidos]).toEqual([2, 1, 2]);
    expect(r.itens).toContainEqual({ plaqueta: 'P-002', bemId: 11, resultado: 'FALTANTE' });
    expect(r.itens).toContainEqual({ plaqueta: 'P-900', bemId: 20, resultado: 'DESCONHECIDO' });
  });

  it('with nothing read, every asset of the location is missing', () => {
    expect(resultadoDoInventario(bens, [])).toMatchObject({ encontrados: 0, faltantes: 3, desconhecidos: 0 });
  });

  it('accounts for every asset of the location once and for every read once (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }), fc.uniqueArray(fc.integer({ min: 1, max: 90 }), { maxLength: 30 }), (doLocal, lidos) => {
        const local = doLocal.map((n): BemContado => ({ id: n, plaqueta: `P${n}`, localId: SALA }));
        const r = resultadoDoInventario(local, lidos.map((n) => ({ plaqueta: `P${n}`, bemId: null })));
        expect(r.encontrados + r.faltantes).toBe(local.length);
        expect(r.encontrados + r.desconhecidos).toBe(lidos.length);
        expect(r.itens).toHaveLength(r.encontrados + r.faltantes + r.desconhecidos);
      }),
    );
  });
});
