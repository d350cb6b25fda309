import type { FastifyInstance } from 'fastify';
import type { PaginaDaConcessionaria, RetornoEnviado } from '../../../../shared/api/concessionarias.ts';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { Model } from '../../../../shared/engine/types.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { HttpError, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { concessionariaDoCodigo, type ConcessionariaGravada } from './adaptador.ts';
import { guardarRetorno, MENSAGEM_SEM_ARRECADACAO, receberArquivo, retornoDaConcessionaria } from './envio.ts';
import { paginaDaConcessionaria } from './pagina.ts';
import { TIPO_RETORNO_DA_CONCESSIONARIA, tarefaDoRetornoDaConcessionaria } from './tarefa.ts';

// Mobilização › Concessionárias › {codigo}: the utility's adapter for its page, and the upload of
// its return, queued for the "utility returns" job.

export const TAG_VER_CONCESSIONARIA = 'mobilizacao.concessionaria.visualizar';
export const TAG_RETORNO_DA_CONCESSIONARIA = 'mobilizacao.concessionaria.retorno';
const ENVIADO = 'Retorno recebido. Você será avisado quando as doações forem lançadas.';

export async function registrarRetornosDasConcessionarias(servicos: Servicos, modelos: Readonly<Record<string, Model>>): Promise<void> {
  const doacao = modelos['doacao'];
  // The engine's tests serve catalogues of their own, without the donations' model.
  if (doacao === undefined) return;
  await servicos.tarefas.registrarTipoDeTarefa(tarefaDoRetornoDaConcessionaria(servicos, doacao));
}

async function daPagina(servicos: Servicos, codigo: string): Promise<ConcessionariaGravada> {
  const c = /^[a-z0-9-]{1,40}$/.test(codigo) ? await concessionariaDoCodigo(servicos.db, codigo) : null;
  if (c === null) throw naoEncontrado('Concessionária não encontrada.');
  return c;
}

export function rotasDasConcessionarias(app: FastifyInstance, servicos: Servicos): void {
  app.get<{ Params: { codigo: string } }>(
    '/api/mobilizacao/concessionarias/:codigo/pagina',
    { config: { tags: [TAG_VER_CONCESSIONARIA], exigeUnidade: true } },
    async (request): Promise<SuccessReply<PaginaDaConcessionaria>> => {
      const c = await daPagina(servicos, request.params.codigo);
      return { content: await paginaDaConcessionaria(servicos.db, c, sessaoDe(request).unidadeId ?? 0) };
    },
  );

  app.post<{ Params: { codigo: string } }>(
    '/api/mobilizacao/concessionarias/:codigo/retornos',
    { config: { tags: [TAG_RETORNO_DA_CONCESSIONARIA], multipart: true, exigeUnidade: true } },
    async (request, reply): Promise<SuccessReply<RetornoEnviado & { tarefa: TarefaResumo }>> => {
      const sessao = sessaoDe(request);
      const c = await daPagina(servicos, request.params.codigo);
      if (!c.ativo) throw new HttpError(422, `${c.nome} está inativa: ative-a em Concessionárias antes de enviar retornos.`);
      const arquivo = await receberArquivo(request);
      const lido = retornoDaConcessionaria(arquivo.bytes, c);
      if (lido.registros.length === 0) throw new HttpError(422, MENSAGEM_SEM_ARRECADACAO);
      const unidadeId = sessao.unidadeId ?? 0;
      const retorno = await guardarRetorno(servicos.db, c, unidadeId, sessao.usuarioId, arquivo);
      const tarefa = await servicos.tarefas.criar(TIPO_RETORNO_DA_CONCESSIONARIA, { usuarioId: sessao.usuarioId, unidadeId }, { retornoId: retorno });
      void reply.code(202);
      return { content: { retorno, tarefa }, message: ENVIADO };
    },
  );
}
