import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';

export interface RegistroDeAuditoria {
  usuarioId: number | null;
  unidadeId: number | null;
  entidade: string;
  entidadeId: number | string;
  acao:
    | 'criar'
    | 'alterar'
    | 'excluir'
    | 'desativar'
    | 'estornar'
    | 'alterar_senha'
    | 'redefinir_senha'
    | 'solicitar_redefinicao_senha'
    | 'encerrar_sessoes'
    | 'alterar_foto'
    | 'remover_foto'
    | 'exportar_dados'
    | 'anonimizar'
    // A screen's declared action, by its name (aprovar, baixar...).
    | (string & Record<never, never>);
  /** What changed, field by field ({campo: {de, para}}); never a password or a token. */
  alteracoes?: Record<string, unknown>;
}

/** Records one write. Call it inside the write's own transaction so both commit together. */
export async function auditar(db: Kysely<Database>, r: RegistroDeAuditoria): Promise<void> {
  await db
    .insertInto('auditoria')
    .values({
      usuario_id: r.usuarioId,
      unidade_id: r.unidadeId,
      entidade: r.entidade,
      entidade_id: String(r.entidadeId),
      acao: r.acao,
      alteracoes: JSON.stringify(r.alteracoes ?? {}),
    })
    .execute();
}

/** The {campo: {de, para}} of the fields whose value changed. */
export function diferencas<T extends Record<string, unknown>>(antes: T, depois: Partial<T>): Record<string, { de: unknown; para: unknown }> {
  const saida: Record<string, { de: unknown; para: unknown }> = {};
  for (const [campo, para] of Object.entries(depois)) {
    if (para !== undefined && antes[campo] !== para) saida[campo] = { de: antes[campo], para };
  }
  return saida;
}
