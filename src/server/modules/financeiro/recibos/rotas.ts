import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { numeroDoRecibo } from '../../../../shared/financeiro/recibo.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { pdfDoDocumento } from '../../../jobs/relatorios/pdf.ts';
import { disposicaoDeAnexo } from '../../../resources/conteudo-do-arquivo.ts';
import { exigirTag } from '../../../resources/permissao.ts';
import type { Servicos } from '../../../servicos.ts';
import { emitenteDaUnidade, reciboDaUnidade, recibosDoLote } from './leitura.ts';
import { documentoDosRecibos } from './pdf.ts';
import { tarefaDosRecibos } from './tarefa.ts';

// The receipts' downloads, opened by a link with the authtoken derived for its path: one receipt
// (drawn now, as its latest via, marked across when cancelled) and a batch's PDF (the file its job
// stored). Whoever may see the unit's receipts may open them, whoever issued them.

export const TAG_VISUALIZAR_RECIBOS = 'financeiro.recibos.visualizar';
const ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const AUTHTOKEN = { type: 'object', properties: { authtoken: { type: 'string', maxLength: 300 } } } as const;
const ACESSO = { onRequest: exigirTag(TAG_VISUALIZAR_RECIBOS, true), config: { aceitaAuthtoken: true }, schema: { params: ID, querystring: AUTHTOKEN } };

const PDF = (nome: string) => ({ 'content-type': 'application/pdf', 'content-disposition': disposicaoDeAnexo(nome), 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });

export async function registrarRecibos(app: FastifyInstance, servicos: Servicos): Promise<void> {
  const { db, arquivos } = servicos;
  await servicos.tarefas.registrarTipoDeTarefa(tarefaDosRecibos(servicos));

  app.get<{ Params: { id: number } }>('/api/recibos/:id/pdf', ACESSO, async (request, reply) => {
    const unidadeId = sessaoDe(request).unidadeId ?? 0;
    const recibo = await reciboDaUnidade(db, request.params.id, unidadeId);
    if (recibo === null) throw naoEncontrado('Recibo não encontrado.');
    const numero = numeroDoRecibo(recibo.numero);
    const documento = documentoDosRecibos([recibo], await emitenteDaUnidade(db, unidadeId), { titulo: `Recibo ${numero}`, cancelado: recibo.situacao === 'CANCELADO' });
    return reply.headers(PDF(`recibo-${numero}${recibo.via > 1 ? `-via-${recibo.via}` : ''}.pdf`)).send(await pdfDoDocumento(documento));
  });

  app.get<{ Params: { id: number } }>('/api/recibos/lotes/:id/pdf', ACESSO, async (request, reply) => {
    const unidadeId = sessaoDe(request).unidadeId ?? 0;
    const { rows } = await sql<{ arquivo_id: number | null }>`SELECT arquivo_id FROM recibo_lote WHERE id = ${request.params.id} AND unidade_id = ${unidadeId}`.execute(db);
    const lote = rows[0];
    const arquivo = lote?.arquivo_id == null ? null : await arquivos.ler(lote.arquivo_id);
    if (arquivo !== null) return reply.headers(PDF(arquivo.nomeOriginal)).send(arquivo.conteudo);
    // A batch with no stored file (the demo's, issued before any job ran) is drawn now from its receipts.
    const recibos = lote === undefined ? [] : await recibosDoLote(db, request.params.id);
    if (recibos.length === 0) throw naoEncontrado('PDF do lote não encontrado.');
    const titulo = `Recibos do lote ${request.params.id}`;
    return reply.headers(PDF(`recibos-lote-${request.params.id}.pdf`)).send(await pdfDoDocumento(documentoDosRecibos(recibos, await emitenteDaUnidade(db, unidadeId), { titulo })));
  });
}
