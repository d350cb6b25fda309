import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

// The reader's side of an audience in SQL (the same rule as shared/comunicados/publico.ts):
// an announcement `c` reaches a user when it is to everyone, or one of its audience rows names a
// unit, a sector or a permission group of theirs now.

function alcanca(usuario: RawBuilder<unknown>): Expression<SqlBool> {
  return sql<SqlBool>`(c.alcance = 'TODOS' OR EXISTS (
    SELECT 1 FROM comunicado_alvo ca WHERE ca.comunicado_id = c.id AND (
      ca.unidade_id IN (SELECT uu.unidade_id FROM usuario_unidade uu WHERE uu.usuario_id = ${usuario})
      OR ca.setor_id IN (SELECT s.id FROM setor s WHERE s.membros @> jsonb_build_array(jsonb_build_object('id', ${usuario})))
      OR ca.grupo_id IN (SELECT ug.grupo_id FROM usuario_grupo ug WHERE ug.usuario_id = ${usuario}))))`;
}

export const alcancaUsuario = (usuarioId: number): Expression<SqlBool> => alcanca(sql`${usuarioId}::integer`);

/** Published by `agora` and not past its expiry day (`hoje`, in the institution's time zone). */
export function emVigor(agora: Date, hoje: string): Expression<SqlBool> {
  return sql<SqlBool>`(c.ativo AND c.publicar_em <= ${agora} AND (c.expira_em IS NULL OR c.expira_em >= ${hoje}::date))`;
}

/** The active users an announcement reaches (the live notice's recipients). */
export function usuariosAlcancados(comunicadoId: number): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`SELECT u.id FROM usuario u, comunicado c WHERE c.id = ${comunicadoId} AND u.ativo AND ${alcanca(sql.ref('u.id'))} ORDER BY u.id`;
}
