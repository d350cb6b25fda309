import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hasPermission } from '../../../../shared/permissions/check.ts';
import { errosDeFormulario, naoEncontrado, semPermissao } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import type { TipoDoTitulo } from './tipo.ts';

// The specification's calls on a título whatever its tipo (section 7): POST /api/titulos/{id}/
// baixar|estornar|cancelar and GET /api/titulos/resumos?tipo=. Each finds the tipo (the título
// in the session's unit; another unit's is a 404) and hands the request, as it came, to that
// tipo's screen route (/api/titulos/receitas/..., /api/titulos/despesas/...): the same action or
// resumos, with that tipo's tag, its validation and its replies. Nothing is done twice.

const ACOES = ['baixar', 'estornar', 'cancelar'] as const;
const TIPOS: readonly TipoDoTitulo[] = ['receita', 'despesa'];
const ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
/** Any object: the tipo's route, which gets it as it came, checks it (and refuses a member it does not take). */
const CORPO_REPASSADO = { type: ['object', 'null'] } as const;
/** What the screen route reads again from the request it is handed; the rest is the transport's. */
const REPASSADOS = new Set(['x-auth-token', 'content-type', 'accept-language', 'user-agent']);

export const MENSAGEM_TIPO = 'Informe o tipo: receita ou despesa.';

const urlDoTipo = (tipo: TipoDoTitulo): string => `/api/titulos/${tipo}s`;

function exigirAlguma(sufixo: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPermission(sessaoDe(request).tags, TIPOS.map((tipo) => `financeiro.${tipo}.${sufixo}`), { any: true })) throw semPermissao();
  };
}

async function repassar(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, url: string): Promise<FastifyReply> {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([nome, valor]) => REPASSADOS.has(nome) && typeof valor === 'string')) as Record<string, string>;
  const resposta = await app.inject({ method: request.method === 'GET' ? 'GET' : 'POST', url, headers, remoteAddress: request.ip, ...(request.body === undefined ? {} : { payload: request.body as object }) });
  const tipo = resposta.headers['content-type'];
  if (typeof tipo === 'string') void reply.header('content-type', tipo);
  return reply.status(resposta.statusCode).send(resposta.body);
}

async function tipoDoTitulo({ db }: Servicos, id: number, unidadeId: number | null): Promise<TipoDoTitulo> {
  const { rows } = await sql<{ tipo: string }>`SELECT tipo FROM titulo WHERE id = ${id} AND unidade_id = ${unidadeId}`.execute(db);
  const tipo = rows[0]?.tipo.toLowerCase();
  if (tipo !== 'receita' && tipo !== 'despesa') throw naoEncontrado();
  return tipo;
}

export function rotasDoTitulo(app: FastifyInstance, servicos: Servicos): void {
  for (const acao of ACOES) {
    app.post<{ Params: { id: number } }>(`/api/titulos/:id/${acao}`, { onRequest: exigirAlguma(acao), schema: { params: ID, body: CORPO_REPASSADO } }, async (request, reply) => {
      const tipo = await tipoDoTitulo(servicos, request.params.id, sessaoDe(request).unidadeId);
      return repassar(app, request, reply, `${urlDoTipo(tipo)}/${request.params.id}/${acao}`);
    });
  }
  app.get<{ Querystring: Record<string, string | string[]> }>('/api/titulos/resumos', { onRequest: exigirAlguma('visualizar') }, async (request, reply) => {
    const tipo = TIPOS.find((t) => t === request.query['tipo']);
    if (tipo === undefined) throw errosDeFormulario([{ field: 'tipo', message: MENSAGEM_TIPO }]);
    const consulta = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return repassar(app, request, reply, `${urlDoTipo(tipo)}/resumos${consulta}`);
  });
}
