import type { Arquivos } from '../../arquivos.ts';
import type { ContextoDaTarefa } from '../tipos.ts';

/**
 * The job's one file (a document written whole: a term, a sheet of labels), written and stored once
 * per job: an attempt resumed after a crash finds it by its folder and does not write it again.
 */
export async function salvarUmaVez<P>(ctx: ContextoDaTarefa<P>, arquivos: Arquivos, arquivo: { nomeOriginal: string; tipoMime: string }, gerar: () => Promise<Buffer>): Promise<number> {
  const diretorio = `relatorios/tarefa-${ctx.tarefaId}`;
  const existente = await ctx.db.selectFrom('arquivo').select('id').where('diretorio', '=', diretorio).executeTakeFirst();
  if (existente !== undefined) return existente.id;
  return arquivos.salvar({ ...arquivo, conteudo: await gerar(), diretorio, criadoPor: ctx.usuarioId });
}
