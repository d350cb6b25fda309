import { sql } from 'kysely';
import type { FieldError } from '../../shared/api/contract.ts';
import type { Db } from '../db/database.ts';
import { idDaReferencia } from './normalizar.ts';
import { COLUNA_UNIDADE, type MapaDoModelo, type MapaPorModelo } from './mapa-do-modelo.ts';

const MENSAGEM = 'Registro selecionado não encontrado.';

/**
 * Each referenced record must exist, in the session's unit when its model is per unit: an
 * id of another unit's record reads as one that does not exist. `prefixo` places the fields
 * of a child row ('parcelas.2.').
 */
export async function errosDeReferencia(
  db: Db,
  mapa: MapaDoModelo,
  mapaDe: MapaPorModelo,
  valores: Readonly<Record<string, unknown>>,
  unidadeId: number | null,
  prefixo = '',
): Promise<FieldError[]> {
  const erros: FieldError[] = [];
  for (const c of mapa.colunas) {
    const nome = c.referencia ?? c.referenciaDaLista;
    const alvo = nome === null ? undefined : mapaDe(nome);
    if (alvo === undefined || !Object.hasOwn(valores, c.propriedade)) continue;
    const bruto = valores[c.propriedade];
    const ids = (c.referencia !== null ? [bruto] : Array.isArray(bruto) ? bruto : []).map(idDaReferencia).filter((id) => id !== null);
    if (ids.length === 0) continue;
    const daUnidade = alvo.porUnidade ? sql`AND ${sql.id(COLUNA_UNIDADE)} = ${unidadeId ?? 0}` : sql``;
    const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.id(alvo.tabela)} WHERE id IN (${sql.join(ids)}) ${daUnidade}`.execute(db);
    const achados = new Set(rows.map((r) => r.id));
    if (ids.some((id) => !achados.has(id))) erros.push({ field: `${prefixo}${c.propriedade}`, message: MENSAGEM });
  }
  return erros;
}
