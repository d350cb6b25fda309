import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classificarLeitura, plaquetaLida, resultadoDoInventario, type BemContado, type LeituraContada } from '../../../src/shared/patrimonio/inventario.ts';

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
  const lida = (plaqueta: string, bem: BemContado | null = null): LeituraContada => ({ plaqueta, bem });

  it('finds what was read, misses what was not, keeps where an asset of another location is registered, and lists the unknown tags', () => {
    const r = resultadoDoInventario(bens, [lida('P-001', bens[0] ?? null), lida('P-003', bens[2] ?? null), lida('P-900', { id: 20, plaqueta: 'P-900', localId: 2 }), lida('XYZ')]);
    expect([r.encontrados, r.faltantes, r.outrosLocais, r.desconhecidos]).toEqual([2, 1, 1, 1]);
    expect(r.itens).toEqual([
      { plaqueta: 'P-001', bemId: 10, resultado: 'ENCONTRADO', localId: null },
      { plaqueta: 'P-002', bemId: 11, resultado: 'FALTANTE', localId: null },
      { plaqueta: 'P-003', bemId: 12, resultado: 'ENCONTRADO', localId: null },
      { plaqueta: 'P-900', bemId: 20, resultado: 'OUTRO_LOCAL', localId: 2 },
      { plaqueta: 'XYZ', bemId: null, resultado: 'DESCONHECIDO', localId: null },
    ]);
  });

  it('keeps an asset of the unit kept at no location as another location, with none named', () => {
    expect(resultadoDoInventario(bens, [lida('P-901', { id: 21, plaqueta: 'P-901', localId: null })]).itens.at(-1)).toEqual({ plaqueta: 'P-901', bemId: 21, resultado: 'OUTRO_LOCAL', localId: null });
  });

  it('with nothing read, every asset of the location is missing', () => {
    expect(resultadoDoInventario(bens, [])).toMatchObject({ encontrados: 0, faltantes: 3, outrosLocais: 0, desconhecidos: 0 });
  });

  it('accounts for every asset of the location once and for every read once (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }),
        fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 90 }), fc.boolean()), { maxLength: 30, selector: ([n]) => n }),
        (doLocal, lidos) => {
          const local = doLocal.map((n): BemContado => ({ id: n, plaqueta: `P${n}`, localId: SALA }));
          const r = resultadoDoInventario(local, lidos.map(([n, daUnidade]) => lida(`P${n}`, daUnidade ? { id: n, plaqueta: `P${n}`, localId: doLocal.includes(n) ? SALA : 2 } : null)));
          expect(r.encontrados + r.faltantes).toBe(local.length);
          expect(r.encontrados + r.outrosLocais + r.desconhecidos).toBe(lidos.length);
          expect(r.itens).toHaveLength(r.encontrados + r.faltantes + r.outrosLocais + r.desconhecidos);
        },
      ),
    );
  });
});
