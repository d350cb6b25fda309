import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { idDe, idsDe, type AnexoRecebido, type PessoaRecebida } from './recebida.ts';
import { LISTAS } from './referencias.ts';

// The person's lists live in link tables. A save rewrites a list only when its payload holds
// it (a new person: always), so a partial update keeps the rest.

const presente = (recebida: PessoaRecebida, propriedade: keyof PessoaRecebida, nova: boolean): boolean => nova || Object.hasOwn(recebida, propriedade);

export async function gravarListas(db: Db, pessoaId: number, recebida: PessoaRecebida, nova: boolean): Promise<void> {
  for (const l of LISTAS) {
    if (!presente(recebida, l.propriedade, nova)) continue;
    const ids = idsDe(recebida[l.propriedade]);
    await sql`DELETE FROM ${sql.id(l.ligacao)} WHERE pessoa_id = ${pessoaId}`.execute(db);
    if (ids.length === 0) continue;
    const linhas = ids.map((id) => sql`(${pessoaId}, ${id})`);
    await sql`INSERT INTO ${sql.id(l.ligacao)} (pessoa_id, ${sql.id(l.coluna)}) VALUES ${sql.join(linhas)}`.execute(db);
  }
}

/** Attachments keep their id while their file stays; the list's order is kept too. */
export async function gravarAnexos(db: Db, pessoaId: number, recebida: PessoaRecebida, nova: boolean): Promise<void> {
  if (!presente(recebida, 'anexos', nova)) return;
  const anexos = unicosPorArquivo(recebida.anexos ?? []);
  const arquivos = anexos.map((a) => a.arquivo.id);
  let remocao = db.deleteFrom('pessoa_anexo').where('pessoa_id', '=', pessoaId);
  if (arquivos.length > 0) remocao = remocao.where('arquivo_id', 'not in', arquivos);
  await remocao.execute();
  if (anexos.length === 0) return;
  await db
    .insertInto('pessoa_anexo')
    .values(anexos.map((a, ordem) => ({ pessoa_id: pessoaId, arquivo_id: a.arquivo.id, tipo_anexo_id: idDe(a.tipoAnexo ?? null), ordem })))
    .onConflict((oc) => oc.columns(['pessoa_id', 'arquivo_id']).doUpdateSet((eb) => ({ tipo_anexo_id: eb.ref('excluded.tipo_anexo_id'), ordem: eb.ref('excluded.ordem') })))
    .execute();
}

function unicosPorArquivo(anexos: readonly AnexoRecebido[]): AnexoRecebido[] {
  const vistos = new Set<number>();
  return anexos.filter((a) => !vistos.has(a.arquivo.id) && vistos.add(a.arquivo.id));
}
