import { posicionar, type Coordenadas, type Ponto, type Posicao } from '../../../shared/geo/posicao.ts';
import type { Pessoa } from '../../../shared/api/pessoas.ts';
import type { Db } from '../../db/database.ts';

// The point a save writes (shared/geo/posicao.ts has the rule): the exact point asked for, else
// the seat of the person's municipality, marked approximate.

export interface ColunasDaPosicao {
  latitude: number | null;
  longitude: number | null;
  coordenada_aproximada: boolean;
}

/** The seats of these municipalities, by id. */
export async function sedesDasCidades(db: Db, ids: readonly number[]): Promise<Map<number, Ponto>> {
  if (ids.length === 0) return new Map();
  const cidades = await db.selectFrom('cidade').select(['id', 'latitude', 'longitude']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(cidades.map((c) => [c.id, { latitude: c.latitude, longitude: c.longitude }]));
}

export const colunasDaPosicao = (posicao: Posicao): ColunasDaPosicao => ({
  latitude: posicao.latitude,
  longitude: posicao.longitude,
  coordenada_aproximada: posicao.aproximada,
});

/** What a stored person's point was, for the rule. */
export const posicaoDaPessoa = (pessoa: Pessoa): Posicao => ({ latitude: pessoa.latitude, longitude: pessoa.longitude, aproximada: pessoa.coordenadaAproximada });

/** The point columns of one save: `pedido` is the record as it will be, `anterior` the stored person (null: new). */
export async function posicaoAoGravar(db: Db, pedido: Coordenadas & { cidade_id?: number | null }, anterior: Pessoa | null): Promise<ColunasDaPosicao> {
  const cidadeId = pedido.cidade_id ?? null;
  const sede = cidadeId === null ? null : ((await sedesDasCidades(db, [cidadeId])).get(cidadeId) ?? null);
  return colunasDaPosicao(posicionar(pedido, anterior === null ? null : posicaoDaPessoa(anterior), sede));
}
