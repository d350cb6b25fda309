import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../shared/api/contract.ts';
import { naoEncontrado } from '../http/erros.ts';
import { paginacao, respostaPaginada } from '../http/paginacao.ts';
import { sessaoDe } from '../http/tipos.ts';
import { contarResumos, lerPagina, lerRegistro } from './consulta.ts';
import { alvoDoRecurso } from './acoes-do-recurso.ts';
import { excluirRegistro, salvar, type Contexto } from './gravacao.ts';
import { camposPedidos, condicoesDaConsulta, esquemaDaLista, ordenacaoPedida, type ConsultaDaLista } from './parametros-da-lista.ts';
import { exigirTag } from './permissao.ts';
import type { Recurso } from './recurso.ts';
import { rotasDasAcoes } from './rotas-acoes.ts';
import { restringirCampos, type Registro } from './registro.ts';
import { daUnidade } from './sql-do-recurso.ts';
import type { Servicos } from '../servicos.ts';
import type { TelasConfiguradas } from './telas-configuradas.ts';

// The generic calls of every descriptor's resource (specification, section 7): list,
// metadatalist, resumos, one record, save, delete and the declared actions (estornar among
// them, rotas-acoes.ts). visualizar guards reads, editar the writes, excluir the delete, each
// action its own tag; an action the descriptor gives no tag is not offered at all. The list is
// open too to whoever may see a screen that refers to the model, to choose among its records.

const PARAMETRO_ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

interface Dependencias {
  telas: TelasConfiguradas;
  servicos: Servicos;
  /** The visualizar tags of the screens that refer to this resource's model (telasQueConsultam). */
  consultantes: readonly string[];
}

export function rotasDoRecurso(app: FastifyInstance, recurso: Recurso, deps: Dependencias): void {
  const { db, parametros } = deps.servicos;
  const { recurso: url, tags } = recurso.descritor;
  const porUnidade = recurso.mapa.porUnidade;
  const ler = { onRequest: exigirTag(tags.visualizar, porUnidade) };
  // The list is also where a screen that refers to these records chooses among them.
  const listar = { onRequest: exigirTag([tags.visualizar, ...deps.consultantes], porUnidade) };
  const contexto = (request: Parameters<typeof sessaoDe>[0]): Contexto => ({ db, sessao: sessaoDe(request), telas: deps.telas, servicos: deps.servicos });

  app.get<{ Querystring: ConsultaDaLista }>(url, { ...listar, schema: { querystring: esquemaDaLista(recurso) } }, async (request): Promise<SuccessReply<PagedContent<Registro>>> => {
    const { query } = request;
    const p = paginacao(query);
    const condicoes = [...daUnidade(recurso, sessaoDe(request).unidadeId), ...condicoesDaConsulta(recurso, query)];
    const { registros, contagem } = await lerPagina(db, recurso, { condicoes, ordenacao: ordenacaoPedida(recurso, query.sort), limite: p.rpp + 1, offset: p.offset });
    const campos = camposPedidos(query.fields);
    return { content: respostaPaginada(registros.map((r) => restringirCampos(r, campos)), contagem, p) };
  });

  app.get(`${url}/metadatalist`, ler, async () => {
    const padrao = recurso.ordenacaoPadrao;
    return {
      content: {
        params: { page: 1, rpp: recurso.rpp ?? (await parametros.valores()).tamanhoDePagina, sort: padrao === null ? null : `${padrao.campo},${padrao.direcao}` },
        camposPesquisados: recurso.titulosPesquisados,
      },
    };
  });

  app.get(`${url}/resumos`, ler, async (request) => ({ content: await contarResumos(db, recurso, sessaoDe(request).unidadeId) }));

  app.get<{ Params: { id: number } }>(`${url}/:id`, { ...ler, schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<Registro>> => {
    const registro = await lerRegistro(db, recurso, request.params.id, sessaoDe(request).unidadeId);
    if (registro === null) throw naoEncontrado();
    return { content: registro };
  });

  if (tags.editar !== undefined) {
    const editar = { onRequest: exigirTag(tags.editar, porUnidade) };
    app.post(url, { ...editar, schema: { body: { type: 'object' } } }, async (request) => {
      const { registro } = await salvar(contexto(request), recurso, request.body);
      return { content: registro, message: 'Registro salvo.' };
    });
  }

  rotasDasAcoes(app, alvoDoRecurso(recurso), deps.servicos);

  if (tags.excluir !== undefined) {
    app.delete<{ Params: { id: number } }>(
      `${url}/:id`,
      { onRequest: exigirTag(tags.excluir, porUnidade), schema: { params: PARAMETRO_ID } },
      async (request) => {
        await excluirRegistro(contexto(request), recurso, request.params.id);
        return { content: { id: request.params.id }, message: 'Registro excluído.' };
      },
    );
  }
}
