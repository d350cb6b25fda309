import { sql } from 'kysely';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import type { Arquivos } from '../../../arquivos.ts';
import type { Carteiro } from '../../../email.ts';
import { salvarUmaVez } from '../../../jobs/relatorios/umaVez.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { AcaoDoGancho, ContextoDoGancho } from '../../../resources/ganchos.ts';
import { enviarBoletosDasRemessas } from '../cobranca/email.ts';
import { TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO as T } from '../textosDasTarefas.ts';
import { gerarRemessas, type RemessaGerada } from './gerar.ts';

// The remittance's background jobs: Gerar remessa on the charges selected (one job for the
// whole selection, queued once the action's transaction commits, as the patrimônio labels do),
// and Baixar arquivo of a remittance kept in the history (a copy the user may download). Once the
// remittances are committed, the boletos of the agreements that e-mail them go to the donors.
// Each remittance commits in one step with the job's checkpoint, which lists the remittances made
// so far: an attempt after a crash finds its charges sent and makes no other, but still e-mails
// the boletos of those the checkpoint lists never e-mailed, and its notice counts them all.

export const TIPO_GERAR_REMESSA = 'mobilizacao.remessa.gerar';
export const TITULO_GERAR_REMESSA = T.tituloDaRemessa;
export const MENSAGEM_REMESSA_PEDIDA = 'Remessa solicitada. Você será avisado quando o arquivo estiver pronto.';
export const TIPO_ARQUIVO_DA_REMESSA = 'mobilizacao.remessa.arquivo';
export const TITULO_ARQUIVO_DA_REMESSA = T.tituloDoArquivo;
export const MENSAGEM_ARQUIVO_PEDIDO = 'Arquivo solicitado. Você será avisado quando estiver pronto para baixar.';
export const MENSAGEM_NADA_A_ENVIAR = 'Nenhuma das cobranças selecionadas está a enviar ou rejeitada.';

const pedidos = new WeakMap<ContextoDoGancho, number[]>();

/** What a remittance changes: the charges to send (now sent, their boletos e-mailed) and the history. */
const RECURSOS_DA_REMESSA = ['/api/mobilizacao/remessa/envio', '/api/mobilizacao/remessa/historico'];

/** The checkpoint of Gerar remessa: the remittances its steps committed. */
interface PontoDaRemessa {
  geradas: RemessaGerada[];
}

const geradasDo = (ponto: unknown): RemessaGerada[] => (ponto as PontoDaRemessa | null)?.geradas ?? [];

/** Selection action gerar: the ids gather under the action's context; one job for all. */
export const pedirRemessa: AcaoDoGancho = (ctx, id) => {
  const ids = pedidos.get(ctx);
  if (ids !== undefined) {
    ids.push(id);
    return Promise.resolve({ mensagem: MENSAGEM_REMESSA_PEDIDA });
  }
  const novos = [id];
  pedidos.set(ctx, novos);
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  // Should queuing fail, nothing changed: the user asks again.
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_GERAR_REMESSA, dono, { ids: novos }).catch(() => undefined));
  return Promise.resolve({ mensagem: MENSAGEM_REMESSA_PEDIDA });
};

/** Row action arquivo of a remittance or a return in the history. */
export const pedirArquivo: AcaoDoGancho = (ctx, id) => {
  const dono = { usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId };
  ctx.depoisDoCommit(() => void ctx.servicos.tarefas.criar(TIPO_ARQUIVO_DA_REMESSA, dono, { historicoId: id }).catch(() => undefined));
  return Promise.resolve({ mensagem: MENSAGEM_ARQUIVO_PEDIDO });
};

export function tarefaDaRemessa(arquivos: Arquivos, carteiro: Carteiro): TipoDeTarefa<{ ids: number[] }> {
  return {
    tipo: TIPO_GERAR_REMESSA,
    titulo: TITULO_GERAR_REMESSA,
    aviso: 'RELATORIO',
    recursos: RECURSOS_DA_REMESSA,
    async executar(ctx) {
      if (ctx.unidadeId === null) throw new ErroDaTarefa(MENSAGEM_NADA_A_ENVIAR, { repetir: false });
      const dono = { unidadeId: ctx.unidadeId, usuarioId: ctx.usuarioId };
      await gerarRemessas(ctx.db, arquivos, dono, ctx.parametros.ids, async (escrever) => {
        let gerada: RemessaGerada | null = null;
        await ctx.passo(async (trx) => {
          gerada = await escrever(trx);
          const antes = geradasDo(ctx.ponto);
          return { ponto: { geradas: gerada === null ? antes : [...antes, gerada] } satisfies PontoDaRemessa, progresso: 50 };
        });
        return gerada;
      });
      const geradas = geradasDo(ctx.ponto);
      if (geradas.length === 0) return { mensagem: MENSAGEM_NADA_A_ENVIAR };
      const cobrancas = geradas.reduce((soma, g) => soma + g.quantidade, 0);
      const emails = await enviarBoletosDasRemessas(ctx.db, carteiro, ctx.unidadeId, geradas.map((g) => g.id));
      const mensagem = [interpolar(T.remessasGeradas, { remessas: geradas.length, cobrancas }), emails].filter((m) => m !== null).join(' ');
      const unica = geradas.length === 1 ? geradas[0] : undefined;
      if (unica === undefined) return { mensagem };
      const { rows } = await sql<{ arquivo: number }>`SELECT arquivo_id AS arquivo FROM mobilizacao_remessa WHERE id = ${unica.id}`.execute(ctx.db);
      return { mensagem, ...(rows[0] === undefined ? {} : { arquivoId: rows[0].arquivo }) };
    },
  };
}

/** A copy of the file of a history entry (a remittance, or a return read) for who asked. */
export function tarefaDoArquivoDaRemessa(arquivos: Arquivos): TipoDeTarefa<{ historicoId: number }> {
  return {
    tipo: TIPO_ARQUIVO_DA_REMESSA,
    titulo: TITULO_ARQUIVO_DA_REMESSA,
    aviso: 'RELATORIO',
    async executar(ctx) {
      const { rows } = await sql<{ arquivo: number }>`
        SELECT arquivo_id AS arquivo FROM vw_mobilizacao_remessa WHERE id = ${ctx.parametros.historicoId} AND unidade_id = ${ctx.unidadeId}`.execute(ctx.db);
      const guardado = rows[0] === undefined ? null : await arquivos.ler(rows[0].arquivo);
      if (guardado === null) throw new ErroDaTarefa('Arquivo não encontrado.', { repetir: false });
      const arquivoId = await salvarUmaVez(ctx, arquivos, { nomeOriginal: guardado.nomeOriginal, tipoMime: guardado.tipoMime }, () => Promise.resolve(guardado.conteudo));
      return { arquivoId, mensagem: guardado.nomeOriginal };
    },
  };
}
