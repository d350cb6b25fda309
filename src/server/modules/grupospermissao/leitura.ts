import type { GrupoPermissao } from '../../../shared/api/configuracoes.ts';
import type { Db } from '../../db/database.ts';

/** One group with its tags (sorted); `travar` locks its row for the rest of a write's transaction. */
export async function lerGrupo(db: Db, id: number, travar = false): Promise<GrupoPermissao | null> {
  let consulta = db.selectFrom('grupo_permissao').select(['id', 'nome', 'descricao']).where('id', '=', id);
  if (travar) consulta = consulta.forUpdate();
  const grupo = await consulta.executeTakeFirst();
  if (grupo === undefined) return null;
  const tags = await db.selectFrom('grupo_permissao_tag').select('tag').where('grupo_id', '=', id).orderBy('tag').execute();
  return { ...grupo, tags: tags.map((t) => t.tag) };
}
