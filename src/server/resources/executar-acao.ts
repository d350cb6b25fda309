import { acaoDisponivel } from '../../shared/engine/acoes.ts';
import type { AcaoResolvida } from '../../shared/engine/tela-resolvida.ts';
import { interpolar } from '../../shared/i18n/idiomas.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import type { SessaoAtiva } from '../auth/sessoes.ts';
import { HttpError, naoEncontrado } from '../http/erros.ts';
import type { Servicos } from '../servicos.ts';
import type { AlvoDasAcoes } from './alvo-das-acoes.ts';
import { ganchosDe, type AcaoDoGancho, type ContextoDoGancho, type EntradaDaAcao, type ResultadoDaAcao } from './ganchos.ts';

// One declared action on one record or on a selection, in one transaction: each record is read
// and locked, the action must be available in its state (disponivelSe: else the module may say
// why, and the engine answers 409), then the module's hook (or the engine's own action) runs and
// the engine audits it. Anything thrown rolls all back.

export const MENSAGEM_ACAO_INDISPONIVEL = "A ação '{acao}' não está disponível para este registro.";
export const MENSAGEM_ACAO_CONCLUIDA = "Ação '{acao}' concluída.";
export const MENSAGEM_ACAO_NA_SELECAO = "Ação '{acao}' concluída em {quantidade} registro(s).";

/** The hook that runs the action: the module's, else the engine's own; undefined when neither exists. */
export function executorDa(alvo: AlvoDasAcoes, nome: string): AcaoDoGancho | undefined {
  return ganchosDe(alvo.modelo.$id).acoes?.[nome] ?? (Object.hasOwn(alvo.embutidas, nome) ? alvo.embutidas[nome] : undefined);
}

export interface PedidoDeAcao {
  sessao: SessaoAtiva;
  servicos: Servicos;
  ids: readonly number[];
  /** Asked for the list's selection: the reply names every record done. */
  selecao: boolean;
  entrada: EntradaDaAcao;
}

/** The prompt's answer, trimmed; a required one left blank is the form's 422 on `motivo`. */
export function entradaDaPergunta(acao: AcaoResolvida, motivo: string | null | undefined): EntradaDaAcao {
  const texto = motivo?.trim() || null;
  if (acao.pergunta?.obrigatoria && texto === null) {
    throw new HttpError(422, MENSAGENS.errosFormulario, [{ field: 'motivo', message: 'Preenchimento obrigatório.' }]);
  }
  return acao.pergunta === null ? {} : { motivo: texto };
}

export async function executarAcao(alvo: AlvoDasAcoes, acao: AcaoResolvida, pedido: PedidoDeAcao): Promise<{ conteudo: unknown; mensagem: string }> {
  const executar = executorDa(alvo, acao.nome);
  if (executar === undefined) throw new Error(`Ação sem executor: ${acao.nome}.`);
  const efeitos: (() => void)[] = [];
  const resultados = await pedido.servicos.db.transaction().execute(async (trx) => {
    const ctx: ContextoDoGancho = {
      trx,
      sessao: pedido.sessao,
      recurso: { url: alvo.url, modelo: alvo.modelo },
      servicos: pedido.servicos,
      depoisDoCommit: (efeito) => efeitos.push(efeito),
    };
    const feitos: { resultado: ResultadoDaAcao | void; depois: unknown }[] = [];
    for (const id of pedido.ids) {
      const antes = await alvo.ler(ctx, id);
      if (antes === null) throw naoEncontrado();
      if (!acaoDisponivel(acao, antes)) {
        await ganchosDe(alvo.modelo.$id).explicarIndisponivel?.(ctx, acao.nome, id);
        throw new HttpError(409, interpolar(MENSAGEM_ACAO_INDISPONIVEL, { acao: acao.rotulo }));
      }
      const resultado = await executar(ctx, id, pedido.entrada);
      const depois = alvo.auditar === null ? null : await alvo.auditar(ctx, acao.nome, id, antes);
      feitos.push({ resultado, depois });
    }
    return feitos;
  });
  for (const efeito of efeitos) efeito();
  const [unico] = resultados;
  if (!pedido.selecao && unico !== undefined) {
    return {
      conteudo: unico.resultado?.conteudo !== undefined ? unico.resultado.conteudo : unico.depois,
      mensagem: unico.resultado?.mensagem ?? interpolar(MENSAGEM_ACAO_CONCLUIDA, { acao: acao.rotulo }),
    };
  }
  return { conteudo: { ids: pedido.ids }, mensagem: interpolar(MENSAGEM_ACAO_NA_SELECAO, { acao: acao.rotulo, quantidade: pedido.ids.length }) };
}
