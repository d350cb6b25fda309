import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { urlDaImpressao, type PedidoDeImpressao } from '../../../shared/api/impressao.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { condicoesDaConsulta } from '../condicoes-da-consulta.ts';
import { esquemaDaLista, ordenacaoPedida, type ConsultaDaLista } from '../parametros-da-lista.ts';
import { exigirTag } from '../permissao.ts';
import { exigirTodasAsUnidades } from '../unidades-da-consulta.ts';
import type { ImpressaoDaTela, ParametrosDaImpressao } from './tela.ts';

// POST {recurso}/imprimir: the list's query string (as GET {recurso} takes it) and the format
// and columns in the body. The query is judged as the list judges it (a wrong type, a sort the
// list does not offer, an impossible date, every unit to whoever may not see them: 422 or 403)
// before anything is queued; the answer is at once.

const MAXIMO_DE_COLUNAS = 100;

const corpo = (imp: ImpressaoDaTela) => ({
  type: 'object',
  required: ['formato'],
  additionalProperties: false,
  properties: {
    formato: { enum: ['PDF', 'XLSX'] },
    colunas: { type: 'array', minItems: 1, maxItems: MAXIMO_DE_COLUNAS, uniqueItems: true, items: { enum: imp.lista.colunas.map((c) => c.campo) } },
  },
});

/** The query without the page: what selects and orders the records. */
function consultaDoRelatorio({ page: _pagina, rpp: _porPagina, fields: _campos, term, ...consulta }: ConsultaDaLista): ConsultaDaLista {
  return { ...consulta, ...(consulta.q === undefined && term !== undefined ? { q: term } : {}) } as ConsultaDaLista;
}

export function rotaDaImpressao(app: FastifyInstance, { db, tarefas }: Servicos, imp: ImpressaoDaTela): void {
  const { recurso } = imp;
  app.post<{ Querystring: ConsultaDaLista; Body: PedidoDeImpressao }>(
    urlDaImpressao(recurso.descritor.recurso),
    { onRequest: exigirTag(imp.tag, recurso.mapa.porUnidade), schema: { querystring: esquemaDaLista(recurso), body: corpo(imp) } },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const sessao = sessaoDe(request);
      const consulta = consultaDoRelatorio(request.query);
      const pedidoEm = new Date();
      // The same judgement as the list's, now, so a bad filter is refused here and not in the job.
      ordenacaoPedida(recurso, consulta.sort);
      exigirTodasAsUnidades(recurso, sessao, consulta);
      const gancho = { trx: db, sessao, recurso: { url: recurso.descritor.recurso, modelo: recurso.modelo.$id } };
      await condicoesDaConsulta(recurso, consulta, gancho, pedidoEm);
      const colunas = request.body.colunas ?? imp.lista.colunas.map((c) => c.campo);
      const parametros: ParametrosDaImpressao = { formato: request.body.formato, consulta, colunas, pedidoEm: pedidoEm.toISOString() };
      const tarefa = await tarefas.criar(imp.tipoDaTarefa, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId }, parametros);
      return { content: tarefa, message: 'Relatório solicitado. Você será avisado quando estiver pronto.' };
    },
  );
}
