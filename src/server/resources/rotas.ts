import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PagedContent, SuccessReply } from '../../shared/api/contract.ts';
import { naoEncontrado } from '../http/erros.ts';
import { paginacao, respostaPaginada } from '../http/paginacao.ts';
import { sessaoDe } from '../http/tipos.ts';
import { alvoDoRecurso } from './acoes-do-recurso.ts';
import { condicoesDaConsulta } from './condicoes-da-consulta.ts';
import { lerPagina, lerRegistro } from './consulta.ts';
import { excluirRegistro, salvar, type Contexto } from './gravacao.ts';
import { camposPedidos, esquemaDaLista, esquemaDaSelecao, ordenacaoPedida, type ConsultaDaLista } from './parametros-da-lista.ts';
import { exigirTag, exigirTagDaGravacao } from './permissao.ts';
import type { Recurso } from './recurso.ts';
import { rotasDasAcoes } from './rotas-acoes.ts';
import { restringirCampos, type Registro } from './registro.ts';
import { lerResumos, type Resumos } from './resumos.ts';
import type { Servicos } from '../servicos.ts';
import type { TelasConfiguradas } from './telas-configuradas.ts';
import { condicoesDaUnidade, exigirTodasAsUnidades, pedeTodasAsUnidades } from './unidades-da-consulta.ts';

// The generic calls of every descriptor's resource (specification, section 7): list,
// metadatalist, resumos (over the list's own search and filter), one record, save, delete and
// the declared actions (estornar among them, rotas-acoes.ts). visualizar guards reads, editar
// the writes (criar, where declared, a new record's), excluir the delete, each action its own tag; an action the descriptor gives no
// tag is not offered at all. The list is open too to whoever may see a screen that refers to
// the model, to choose among its records.

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

  // What a query selects, for its page and its resumos alike: the unit's (or every unit's) records, then the search and filters.
  const selecionados = async (request: FastifyRequest<{ Querystring: ConsultaDaLista }>) => {
    const sessao = sessaoDe(request);
    exigirTodasAsUnidades(recurso, sessao, request.query);
    const gancho = { trx: db, sessao, recurso: { url, modelo: recurso.modelo.$id } };
    return [...condicoesDaUnidade(recurso, sessao.unidadeId, request.query), ...(await condicoesDaConsulta(recurso, request.query, gancho))];
  };

  app.get<{ Querystring: ConsultaDaLista }>(url, { ...listar, schema: { querystring: esquemaDaLista(recurso) } }, async (request): Promise<SuccessReply<PagedContent<Registro>>> => {
    const { query } = request;
    const p = paginacao(query);
    const { registros, contagem } = await lerPagina(db, recurso, {
      condicoes: await selecionados(request),
      ordenacao: ordenacaoPedida(recurso, query.sort),
      limite: p.rpp + 1,
      offset: p.offset,
      comUnidade: pedeTodasAsUnidades(query),
    });
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

  app.get<{ Querystring: ConsultaDaLista }>(`${url}/resumos`, { ...ler, schema: { querystring: esquemaDaSelecao(recurso) } }, async (request): Promise<SuccessReply<Resumos>> => ({
    content: await lerResumos(db, recurso, recurso.resumos, await selecionados(request)),
  }));

  app.get<{ Params: { id: number } }>(`${url}/:id`, { ...ler, schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<Registro>> => {
    const registro = await lerRegistro(db, recurso, request.params.id, sessaoDe(request).unidadeId);
    if (registro === null) throw naoEncontrado();
    return { content: registro };
  });

  // A view (x-visao) is read only: its descriptors offer no write, and no route would take one.
  // criar (where declared) creates and editar updates: the guard lets either in, the handler asks for the one the save needs.
  const gravam = [tags.criar, tags.editar].filter((tag) => tag !== undefined);
  if (gravam.length > 0 && !recurso.mapa.visao) {
    app.post(url, { onRequest: exigirTag(gravam, porUnidade), schema: { body: { type: 'object' } } }, async (request) => {
      exigirTagDaGravacao(sessaoDe(request), tags, request.body);
      const { registro, avisos } = await salvar(contexto(request), recurso, request.body);
      return { content: registro, message: 'Registro salvo.', ...(avisos.length > 0 ? { avisos } : {}) };
    });
  }

  rotasDasAcoes(app, alvoDoRecurso(recurso), deps.servicos);

  if (tags.excluir !== undefined && !recurso.mapa.visao) {
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
