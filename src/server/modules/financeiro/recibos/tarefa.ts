import { sql } from 'kysely';
import { formatModel } from '../../../../shared/format/dates.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { pdfDoDocumento } from '../../../jobs/relatorios/pdf.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { emitirLote } from './emissao.ts';
import { emitenteDaUnidade, recibosDoLote } from './leitura.ts';
import { documentoDosRecibos } from './pdf.ts';

// "Gerar recibos" as a background job: first the batch's receipts are issued (numbers and all, in
// one step recorded with its checkpoint, so a resumed attempt never issues twice), then the
// batch's PDF is written and stored once. The end notice is the receipt notice (15 minutes) with
// the PDF's link.

export const TIPO_GERAR_RECIBOS = 'financeiro.recibos.gerar';

export interface ParametrosDosRecibos {
  loteId: number;
}

interface Ponto {
  emitidos: number;
}

const quantos = (n: number): string => (n === 1 ? '1 recibo emitido.' : `${n.toLocaleString('pt-BR')} recibos emitidos.`);
export const MENSAGEM_NADA_EMITIDO = 'Nenhum recibo emitido: os recebimentos selecionados já têm recibo ou foram estornados.';

export function tarefaDosRecibos({ arquivos, agora }: Pick<Servicos, 'arquivos' | 'agora'>): TipoDeTarefa<ParametrosDosRecibos> {
  return {
    tipo: TIPO_GERAR_RECIBOS,
    titulo: 'Geração de recibos',
    aviso: 'RECIBO',
    // The receipts issued leave the pending list and join the history.
    recursos: ['/api/recibos/pendentes', '/api/recibos'],
    async executar(ctx) {
      const { loteId } = ctx.parametros;
      if (ctx.ponto === null) {
        const hoje = formatModel(agora()).slice(0, 10);
        await ctx.passo(async (trx) => {
          const emitidos = await emitirLote(trx, loteId, hoje);
          await sql`UPDATE recibo_lote SET tarefa_id = ${ctx.tarefaId} WHERE id = ${loteId}`.execute(trx);
          return { ponto: { emitidos } satisfies Ponto, progresso: 40, mensagem: quantos(emitidos) };
        });
      }
      const { emitidos } = ctx.ponto as Ponto;
      if (emitidos === 0) return { mensagem: MENSAGEM_NADA_EMITIDO };
      return { arquivoId: await pdfDoLote(ctx, arquivos, loteId), mensagem: quantos(emitidos) };
    },
  };
}

type Contexto = Parameters<TipoDeTarefa<ParametrosDosRecibos>['executar']>[0];

/** The batch's PDF, stored once: an attempt resumed after a crash finds the file the last one stored. */
async function pdfDoLote(ctx: Contexto, arquivos: Arquivos, loteId: number): Promise<number> {
  const { rows } = await sql<{ unidade_id: number; arquivo_id: number | null }>`SELECT unidade_id, arquivo_id FROM recibo_lote WHERE id = ${loteId}`.execute(ctx.db);
  const lote = rows[0];
  if (lote === undefined) throw new ErroDaTarefa('Lote de recibos não encontrado.', { repetir: false });
  if (lote.arquivo_id !== null) return lote.arquivo_id;
  await ctx.progresso(60, 'Gerando o PDF do lote');
  const recibos = await recibosDoLote(ctx.db, loteId);
  const emitente = await emitenteDaUnidade(ctx.db, lote.unidade_id);
  const conteudo = await pdfDoDocumento(documentoDosRecibos(recibos, emitente, { titulo: `Recibos do lote ${loteId}` }));
  const arquivoId = await arquivos.salvar({ conteudo, nomeOriginal: `recibos-lote-${loteId}.pdf`, tipoMime: 'application/pdf', diretorio: `recibos/lote-${loteId}`, criadoPor: ctx.usuarioId });
  await sql`UPDATE recibo_lote SET arquivo_id = ${arquivoId} WHERE id = ${loteId}`.execute(ctx.db);
  return arquivoId;
}
