import type { Arquivos } from '../../../arquivos.ts';
import { salvarUmaVez } from '../../../jobs/relatorios/umaVez.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { AcaoDoGancho } from '../../../resources/ganchos.ts';
import { pdfDosBoletos } from '../boleto/pdf.ts';
import { TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO as T } from '../textosDasTarefas.ts';
import { lerBoletoDaCobranca } from './impressao.ts';

// A charge's boleto as a PDF (row action boleto of the charges to send): a job, like the other
// documents, whose notice links the file.

export const TIPO_BOLETO = 'mobilizacao.cobranca.boleto';
export const TITULO_BOLETO = T.tituloDoBoleto;
export const MENSAGEM_BOLETO_PEDIDO = 'Boleto solicitado. Você será avisado quando o PDF estiver pronto.';
export const MENSAGEM_SEM_BOLETO = 'Esta cobrança não é de um convênio de boleto.';

export const pedirBoleto: AcaoDoGancho = (ctx, id) => {
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_BOLETO, dono, { cobrancaId: id }).catch(() => undefined));
  return Promise.resolve({ mensagem: MENSAGEM_BOLETO_PEDIDO });
};

export function tarefaDoBoleto(arquivos: Arquivos): TipoDeTarefa<{ cobrancaId: number }> {
  return {
    tipo: TIPO_BOLETO,
    titulo: TITULO_BOLETO,
    aviso: 'RELATORIO',
    tentativas: 0,
    async executar(ctx) {
      const boleto = await lerBoletoDaCobranca(ctx.db, ctx.unidadeId, ctx.parametros.cobrancaId);
      if (boleto === null) throw new ErroDaTarefa(MENSAGEM_SEM_BOLETO, { repetir: false });
      const pdf = () => pdfDosBoletos([boleto.impressao]);
      const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: `boleto-${ctx.parametros.cobrancaId}.pdf`, tipoMime: 'application/pdf' }, pdf);
      return { arquivoId, mensagem: TITULO_BOLETO };
    },
  };
}
