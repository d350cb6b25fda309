import type { Db } from '../db/database.ts';
import { ESTADOS } from './estados.ts';
import { carregarMunicipios } from './municipios.ts';

/** Reference data every installation needs, demo or not: states, municipalities, messages. */
export async function semearReferencia(db: Db): Promise<void> {
  const { total } = await db.selectFrom('estado').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0) {
    const estados = await db
      .insertInto('estado')
      .values(ESTADOS.map((e) => ({ uf: e.uf, nome: e.nome, codigo_ibge: e.codigo })))
      .returning(['id', 'uf'])
      .execute();
    const idDaUf = new Map(estados.map((e) => [e.uf, e.id]));
    const municipios = await carregarMunicipios();
    for (let i = 0; i < municipios.length; i += 1000) {
      await db
        .insertInto('cidade')
        .values(
          municipios.slice(i, i + 1000).map((m) => ({
            estado_id: idDaUf.get(m.estado.uf) ?? 0,
            nome: m.nome,
            codigo_ibge: m.codigoIbge,
            latitude: m.lat,
            longitude: m.lng,
          })),
        )
        .execute();
    }
  }
}
