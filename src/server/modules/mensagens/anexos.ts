import type { Kysely } from 'kysely';
import type { AnexoDaMensagem } from '../../../shared/api/mensagens.ts';
import type { Database } from '../../db/schema.ts';

// Attachments are files the sender uploaded (POST /api/arquivos): nobody attaches someone
// else's file, so an id alone never opens another user's upload.

/** Which of `ids` the user did not upload (or that do not exist). */
export async function anexosAlheios(db: Kysely<Database>, usuarioId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const proprios = await db.selectFrom('arquivo').select('id').where('id', 'in', [...ids]).where('criado_por', '=', usuarioId).execute();
  const deles = new Set(proprios.map((a) => a.id));
  return ids.filter((id) => !deles.has(id));
}

export async function gravarAnexos(db: Kysely<Database>, mensagemId: number, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('mensagem_anexo').where('mensagem_id', '=', mensagemId).execute();
  if (ids.length === 0) return;
  await db
    .insertInto('mensagem_anexo')
    .values(ids.map((arquivo_id, ordem) => ({ mensagem_id: mensagemId, arquivo_id, ordem })))
    .execute();
}

/** The attachments of each message, in order. */
export async function anexosDasMensagens(db: Kysely<Database>, mensagemIds: readonly number[]): Promise<Map<number, AnexoDaMensagem[]>> {
  const porMensagem = new Map<number, AnexoDaMensagem[]>();
  if (mensagemIds.length === 0) return porMensagem;
  const linhas = await db
    .selectFrom('mensagem_anexo as a')
    .innerJoin('arquivo as f', 'f.id', 'a.arquivo_id')
    .select(['a.mensagem_id', 'f.id', 'f.nome_original', 'f.tamanho'])
    .where('a.mensagem_id', 'in', [...mensagemIds])
    .orderBy('a.mensagem_id')
    .orderBy('a.ordem')
    .execute();
  for (const l of linhas) {
    const lista = porMensagem.get(l.mensagem_id) ?? [];
    lista.push({ id: l.id, fileName: l.nome_original, tamanho: l.tamanho });
    porMensagem.set(l.mensagem_id, lista);
  }
  return porMensagem;
}
