import type { Mapeamento } from '../../../shared/api/importacao.ts';
import type { Db } from '../../db/database.ts';
import { ErroDaTarefa, type ContextoDaTarefa, type TipoDeTarefa } from '../../jobs/tipos.ts';
import { contagensDaImportacao, mensagemDasContagens } from './contagens.ts';
import { processarLote } from './processamento.ts';
import type { ImportacaoDaTela } from './tela.ts';

// A screen's import job. Every write is a step (ctx.passo) that commits a batch's records, its
// rows' situations and the checkpoint together; a process killed at any instant leaves each row
// processed or pending, and the attempt that resumes takes the pending rows. Only the job named
// in the import's row processes it (set when the import starts). Attempts are many and quick:
// resuming is always safe, and a server being restarted repeatedly must not exhaust them.

export interface ParametrosDaImportacao {
  importacaoId: number;
}

interface Ponto {
  processadas: number;
  total: number;
}

const porcento = (p: Ponto) => (p.total === 0 ? 99 : Math.min(99, (p.processadas / p.total) * 100));

/** The import this job may process (its own, started), locked for the step; refused for good otherwise. */
async function daTarefa(db: Db, ctx: ContextoDaTarefa<ParametrosDaImportacao>) {
  const importacao = await db
    .selectFrom('importacao')
    .select(['id', 'unidade_id', 'usuario_id', 'estado', 'tarefa_id', 'total', 'mapeamento'])
    .where('id', '=', ctx.parametros.importacaoId)
    .forUpdate()
    .executeTakeFirst();
  if (importacao === undefined || importacao.tarefa_id !== ctx.tarefaId || importacao.estado === 'enviada') {
    throw new ErroDaTarefa('A importação não foi iniciada por esta tarefa; inicie-a novamente.', { repetir: false });
  }
  return importacao;
}

export function tarefaDaImportacao(imp: ImportacaoDaTela): TipoDeTarefa<ParametrosDaImportacao> {
  return {
    tipo: imp.tipoDaTarefa,
    titulo: imp.titulo,
    tentativas: 25,
    esperaS: 1,
    esperaFixa: true,
    async executar(ctx) {
      const inicial = await daTarefa(ctx.db, ctx);
      const alvo = { importacaoId: inicial.id, unidadeId: inicial.unidade_id, usuarioId: inicial.usuario_id };
      const mapeamento = inicial.mapeamento as Mapeamento;
      if (ctx.ponto === null) {
        await ctx.passo(async (trx) => {
          await daTarefa(trx, ctx);
          const { lidas, pendentes } = await contagensDaImportacao(trx, alvo.importacaoId);
          return { ponto: { processadas: lidas - pendentes, total: lidas } satisfies Ponto, progresso: 0, mensagem: 'Importando' };
        });
      }
      for (let feitas = -1; feitas !== 0; ) {
        await ctx.passo(async (trx) => {
          const ponto = ctx.ponto as Ponto;
          feitas = await processarLote(trx, imp, alvo, mapeamento);
          const proximo: Ponto = { ...ponto, processadas: ponto.processadas + feitas };
          return { ponto: proximo, progresso: porcento(proximo), mensagem: `${proximo.processadas.toLocaleString('pt-BR')} de ${proximo.total.toLocaleString('pt-BR')} linhas` };
        });
      }
      let mensagem = '';
      await ctx.passo(async (trx) => {
        await daTarefa(trx, ctx);
        await trx.updateTable('importacao').set({ estado: 'concluida', concluida_em: new Date() }).where('id', '=', alvo.importacaoId).where('estado', '=', 'iniciada').execute();
        // The created records are in their register (and the audit log): their rows need not keep a copy.
        await trx.updateTable('importacao_linha').set({ dados: '[]' }).where('importacao_id', '=', alvo.importacaoId).where('situacao', '=', 'incluida').execute();
        mensagem = mensagemDasContagens(await contagensDaImportacao(trx, alvo.importacaoId), imp.importacao.nomes);
        return { ponto: ctx.ponto, progresso: 100, mensagem };
      });
      return { mensagem };
    },
  };
}
