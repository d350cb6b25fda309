import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semearReferencia } from '../../../src/server/seed/referencia.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../../support/banco.ts';

// An installation seeded before the real seats (or with a table since corrected) gets them at
// its next start.

let banco: BancoDeTeste;
beforeAll(async () => {
  banco = await criarBancoDeTeste();
});
afterAll(() => banco.descartar());

const SAO_PAULO = 3550308;

describe('the reference data at start', () => {
  it('corrects a municipality whose stored seat differs from the shipped table', async () => {
    await banco.db.updateTable('cidade').set({ latitude: -22.3, longitude: -48.5 }).where('codigo_ibge', '=', SAO_PAULO).execute();
    await semearReferencia(banco.db);
    const cidade = await banco.db.selectFrom('cidade').select(['latitude', 'longitude']).where('codigo_ibge', '=', SAO_PAULO).executeTakeFirstOrThrow();
    expect(cidade).toEqual({ latitude: -23.5329, longitude: -46.6395 });
  });

  it('keeps the 5,570 municipalities, once each', async () => {
    await semearReferencia(banco.db);
    const { total } = await banco.db.selectFrom('cidade').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    expect(Number(total)).toBe(5570);
  });
});

describe('the demo people', () => {
  it('live at real places: most at their town\'s seat, approximate, the others at an exact point in town', async () => {
    const { rows } = await sql<{ aproximadas: number; exatas: number; foraDaSede: number; longe: number }>`
      SELECT count(*) FILTER (WHERE p.coordenada_aproximada)::int AS aproximadas,
        count(*) FILTER (WHERE NOT p.coordenada_aproximada)::int AS exatas,
        count(*) FILTER (WHERE p.coordenada_aproximada AND (p.latitude <> c.latitude OR p.longitude <> c.longitude))::int AS "foraDaSede",
        count(*) FILTER (WHERE abs(p.latitude - c.latitude) > 0.3 OR abs(p.longitude - c.longitude) > 0.3)::int AS longe
      FROM pessoa p JOIN cidade c ON c.id = p.cidade_id`.execute(banco.db);
    const [contagem] = rows;
    expect(contagem?.foraDaSede).toBe(0);
    expect(contagem?.longe).toBe(0);
    expect(contagem?.exatas).toBeGreaterThan(0);
    expect(contagem?.aproximadas).toBeGreaterThan(contagem?.exatas ?? 0);
  });
});
