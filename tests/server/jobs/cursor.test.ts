import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lerDeUmaVez, lerPorCursor } from '../../../src/server/jobs/relatorios/cursor.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';

// The reports' one cursor (and the one plain query of a PDF's few rows), with pages of 3 rows:
// every row once, in the query's order, across the pages' boundaries, whatever the physical order
// of the table.

let banco: BancoDeTeste;

beforeAll(async () => {
  banco = await criarBancoDeTeste();
  await sql`CREATE TABLE cursor_teste (id integer PRIMARY KEY, nome text NOT NULL)`.execute(banco.db);
  // Inserted out of the walk's order (by name, then id).
  await sql`INSERT INTO cursor_teste VALUES (1, 'Carla'), (2, 'Ana'), (3, 'Bia'), (4, 'Ana'), (5, 'Davi'), (6, 'Edu'), (7, 'Bia'), (8, 'Zeca')`.execute(banco.db);
});
afterAll(async () => {
  await banco.descartar();
});

interface Linha {
  id: number;
  nome: string;
}

describe.each([
  ['lerPorCursor', lerPorCursor],
  ['lerDeUmaVez', lerDeUmaVez],
])('%s', (_nome, ler) => {
  /** The pages read of the table's rows after `depois` (a bound parameter), by name then id. */
  async function paginas(depois: string, pararNa = Infinity): Promise<Linha[][]> {
    const lidas: Linha[][] = [];
    const consulta = sql<Linha>`SELECT id, nome FROM cursor_teste WHERE nome > ${depois} ORDER BY nome, id`;
    await ler(banco.db, consulta, 3, async (linhas) => {
      lidas.push(linhas);
      return lidas.length < pararNa;
    });
    return lidas;
  }

  it('yields every row once, in the query order, in pages across their boundaries', async () => {
    const lidas = await paginas('A');
    expect(lidas.map((p) => p.map((l) => l.id))).toEqual([[2, 4, 3], [7, 1, 5], [6, 8]]);
  });

  it('hands an empty last page when the rows end at a boundary', async () => {
    const lidas = await paginas('Ana');
    expect(lidas.map((p) => p.map((l) => `${l.nome} ${l.id}`))).toEqual([['Bia 3', 'Bia 7', 'Carla 1'], ['Davi 5', 'Edu 6', 'Zeca 8'], []]);
  });

  it('stops when the page handler says so, and gives its connection back', async () => {
    const lidas = await paginas('A', 1);
    expect(lidas.map((p) => p.length)).toEqual([3]);
    // The cursor's transaction ended: the same session may open another cursor of the same name.
    expect((await paginas('Davi')).flat().map((l) => l.id)).toEqual([6, 8]);
  });
});
