import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { TEXTOS_DAS_MENSAGENS } from './textos.ts';
import { rascunhoDe, visivelPara } from './visibilidade.ts';

/** Whether the file is attached to a message the user sees (sent, received or their draft); 404 otherwise. */
export async function conferirAnexo(db: Kysely<Database>, usuarioId: number, mensagemId: number, arquivoId: number): Promise<void> {
  const anexo = await db
    .selectFrom('mensagem as m')
    .innerJoin('mensagem_anexo as a', 'a.mensagem_id', 'm.id')
    .select('a.arquivo_id')
    .where('m.id', '=', mensagemId)
    .where('a.arquivo_id', '=', arquivoId)
    .where((eb) => eb.or([visivelPara(eb, usuarioId), rascunhoDe(eb, usuarioId)]))
    .executeTakeFirst();
  if (!anexo) throw naoEncontrado(TEXTOS_DAS_MENSAGENS.anexoNaoEncontrado);
}
