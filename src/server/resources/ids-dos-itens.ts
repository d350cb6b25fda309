import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Recurso } from './recurso.ts';
import type { Registro } from './registro.ts';

// The items of a list whose item schema has a read-only integer id (a break group's schedules)
// keep that id across edits, since other records point at it. A client's id is believed only
// when the stored record already had it in that list, and only once; every other item gets a
// new id from a sequence, so a client can neither choose an id nor take another record's.

type Item = Record<string, unknown>;

const ehItem = (valor: unknown): valor is Item => typeof valor === 'object' && valor !== null && !Array.isArray(valor);

function idsGravados(lista: unknown): Set<number> {
  const ids = Array.isArray(lista) ? lista.map((item: unknown) => (ehItem(item) ? item['id'] : undefined)) : [];
  return new Set(ids.filter((id) => typeof id === 'number'));
}

/** Gives every item of those lists in `valores` its id (copies the items); `antes` is the stored record, null on create. */
export async function atribuirIdsDosItens(db: Db, recurso: Recurso, antes: Registro | null, valores: Registro): Promise<void> {
  const novos: Item[] = [];
  for (const coluna of recurso.mapa.colunas) {
    const lista = valores[coluna.propriedade];
    if (!coluna.itensComId || !Object.hasOwn(valores, coluna.propriedade) || !Array.isArray(lista)) continue;
    const gravados = idsGravados(antes?.[coluna.propriedade]);
    const mantidos = new Set<number>();
    valores[coluna.propriedade] = lista.map((item: unknown) => {
      if (!ehItem(item)) return item;
      const copia = { ...item };
      const id = copia['id'];
      if (typeof id === 'number' && gravados.has(id) && !mantidos.has(id)) mantidos.add(id);
      else novos.push(copia);
      return copia;
    });
  }
  if (novos.length === 0) return;
  const { rows } = await sql<{ id: number }>`SELECT nextval('item_de_lista_id_seq')::int AS id FROM generate_series(1, ${novos.length})`.execute(db);
  novos.forEach((item, i) => {
    item['id'] = rows[i]?.id;
  });
}
