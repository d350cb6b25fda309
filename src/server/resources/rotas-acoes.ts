import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../shared/api/contract.ts';
import { executadaNoServidor } from '../../shared/engine/acoes.ts';
import type { AcaoResolvida } from '../../shared/engine/tela-resolvida.ts';
import { sessaoDe } from '../http/tipos.ts';
import { SEM_NUL } from '../http/validacao.ts';
import type { Servicos } from '../servicos.ts';
import type { AlvoDasAcoes } from './alvo-das-acoes.ts';
import { entradaDaPergunta, executarAcao } from './executar-acao.ts';
import { formularioDaAcao } from './formulario-da-acao.ts';
import { exigirTag } from './permissao.ts';

// The routes of a screen's declared actions: POST {recurso}/{id}/{nome} for a row or the form,
// POST {recurso}/{nome} with {ids} for the list's selection; none for one that opens a page (abrir). Each needs the action's own tag. A
// body carries the prompt's motivo where the action asks for one, or its form's fields
// (formulario-da-acao.ts), checked before anything runs.

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const PARAMETRO_ID = { type: 'object', properties: { id: ID } } as const;
/** A selection is a page or a few: more at once would hold many row locks in one transaction. */
export const MAXIMO_DA_SELECAO = 500;

function motivo(acao: AcaoResolvida) {
  const obrigatoria = acao.pergunta?.obrigatoria === true;
  return { type: obrigatoria ? 'string' : ['string', 'null'], maxLength: 500, pattern: SEM_NUL };
}

function corpoDoRegistro(acao: AcaoResolvida) {
  if (acao.pergunta === null) return undefined;
  return { type: 'object', required: acao.pergunta.obrigatoria ? ['motivo'] : [], properties: { motivo: motivo(acao) } };
}

function corpoDaSelecao(acao: AcaoResolvida) {
  return {
    type: 'object',
    required: ['ids', ...(acao.pergunta?.obrigatoria ? ['motivo'] : [])],
    properties: {
      ids: { type: 'array', minItems: 1, maxItems: MAXIMO_DA_SELECAO, uniqueItems: true, items: ID },
      ...(acao.pergunta === null ? {} : { motivo: motivo(acao) }),
    },
  };
}

export function rotasDasAcoes(app: FastifyInstance, alvo: AlvoDasAcoes, servicos: Servicos): void {
  for (const acao of alvo.acoes.filter(executadaNoServidor)) {
    const guarda = exigirTag(acao.tag, alvo.porUnidade);
    if (acao.onde.some((lugar) => lugar !== 'selecao')) {
      const formulario = formularioDaAcao(acao, alvo.modeloDe);
      const corpo = formulario === null ? corpoDoRegistro(acao) : formulario.corpo;
      app.post<{ Params: { id: number }; Body: { motivo?: string | null } | null }>(
        `${alvo.url}/:id/${acao.nome}`,
        { onRequest: guarda, schema: { params: PARAMETRO_ID, ...(corpo === undefined ? {} : { body: corpo }) } },
        async (request): Promise<SuccessReply<unknown>> => {
          const entrada = formulario === null ? entradaDaPergunta(acao, request.body?.motivo) : formulario.ler(request.body);
          const { conteudo, mensagem } = await executarAcao(alvo, acao, { sessao: sessaoDe(request), servicos, ids: [request.params.id], selecao: false, entrada });
          return { content: conteudo ?? null, message: mensagem };
        },
      );
    }
    if (acao.onde.includes('selecao')) {
      app.post<{ Body: { ids: number[]; motivo?: string | null } }>(
        `${alvo.url}/${acao.nome}`,
        { onRequest: guarda, schema: { body: corpoDaSelecao(acao) } },
        async (request): Promise<SuccessReply<unknown>> => {
          const entrada = entradaDaPergunta(acao, request.body.motivo);
          const { conteudo, mensagem } = await executarAcao(alvo, acao, { sessao: sessaoDe(request), servicos, ids: request.body.ids, selecao: true, entrada });
          return { content: conteudo, message: mensagem };
        },
      );
    }
  }
}
