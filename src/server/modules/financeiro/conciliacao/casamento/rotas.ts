import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SuccessReply } from '../../../../../shared/api/contract.ts';
import { URL_DA_CONCILIACAO, type ItemDoCasamento, type PaginaDaConciliacao, type SentidoDaLinha, type SituacaoDaLinha } from '../../../../../shared/api/conciliacao.ts';
import type { Model } from '../../../../../shared/engine/types.ts';
import { naoEncontrado } from '../../../../http/erros.ts';
import { sessaoDe } from '../../../../http/tipos.ts';
import { ID, PARAMETRO_ID, SEM_NUL } from '../../../../http/validacao.ts';
import type { Servicos } from '../../../../servicos.ts';
import type { Tag } from '../../../../../shared/permissions/catalogue.ts';
import { contasDaUnidade, type ContaDoMovimento } from '../../movimento/contas.ts';
import { aplicarRegrasNaConta, desfazerRegrasNaConta } from './aplicar-regras.ts';
import type { Execucao } from './baixa-do-titulo.ts';
import { casar } from './casar.ts';
import { desfazer, ignorar, restaurar } from './desfazer.ts';
import { travarLinhaPendente } from './linha.ts';
import { paginaDaConciliacao } from './pendentes.ts';
import { MENSAGEM_TITULO_CRIADO, tituloDaLinha, type DadosDoTitulo } from './titulo-da-linha.ts';

// The matching and closing calls of bank reconciliation, on the session's unit's accounts and lines
// (another unit's are not found):
//   GET  /api/financeiro/conciliacao/linhas?conta&sentido&situacao&page&rpp   a page with candidates and totals
//   POST /api/financeiro/conciliacao/linhas/:id/casar {itens: [{origem, id}]}  match baixas, transfers, títulos
//   POST /api/financeiro/conciliacao/linhas/:id/titulo {categoria, centroCusto?, pessoa?, descricao?}
//   POST /api/financeiro/conciliacao/linhas/:id/desfazer|ignorar|restaurar
//   POST /api/financeiro/conciliacao/regras/aplicar|desfazer {conta}
// The closing of an account is the engine's screen financeiro.conciliacao.fechamento (ganchos.ts).

export const TAG_VISUALIZAR = 'financeiro.conciliacao.visualizar' satisfies Tag;
export const TAG_CONCILIAR = 'financeiro.conciliacao.conciliar' satisfies Tag;

const CONTA = { type: 'object', required: ['conta'], additionalProperties: false, properties: { conta: ID } } as const;
const LISTA = {
  type: 'object',
  required: ['conta'],
  properties: {
    conta: ID,
    sentido: { enum: ['SAIDA', 'ENTRADA'], default: 'SAIDA' },
    situacao: { enum: ['PENDENTE', 'CONCILIADA', 'IGNORADA'], default: 'PENDENTE' },
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    rpp: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;
const ITENS = {
  type: 'object',
  required: ['itens'],
  additionalProperties: false,
  properties: {
    itens: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'object', required: ['origem', 'id'], additionalProperties: false, properties: { origem: { enum: ['BAIXA', 'TRANSFERENCIA', 'TITULO'] }, id: ID } } },
  },
} as const;
const TITULO = {
  type: 'object',
  additionalProperties: false,
  properties: {
    categoria: { anyOf: [ID, { type: 'null' }] },
    centroCusto: { anyOf: [ID, { type: 'null' }] },
    pessoa: { anyOf: [ID, { type: 'null' }] },
    descricao: { anyOf: [{ type: 'string', maxLength: 500, pattern: SEM_NUL }, { type: 'null' }] },
  },
} as const;
const SEM_CORPO = { type: ['object', 'null'], additionalProperties: false } as const;

interface Contexto {
  servicos: Servicos;
  modelos: Readonly<Record<string, Model>>;
}

async function contaDe(servicos: Servicos, request: FastifyRequest, contaId: number): Promise<ContaDoMovimento> {
  const [conta] = await contasDaUnidade(servicos.db, sessaoDe(request).unidadeId ?? 0, contaId);
  if (conta === undefined) throw naoEncontrado();
  return conta;
}

/** Runs a write in one transaction with what the finance core's actions need; their after-commit effects (a donor's receipt e-mail) once it commits. */
async function naTransacao<T>(c: Contexto, request: FastifyRequest, escrever: (e: Execucao) => Promise<T>): Promise<T> {
  const efeitos: (() => void)[] = [];
  const resultado = await c.servicos.db
    .transaction()
    .execute((trx) => escrever({ trx, sessao: sessaoDe(request), servicos: c.servicos, modelos: c.modelos, depoisDoCommit: (efeito) => efeitos.push(efeito) }));
  for (const efeito of efeitos) efeito();
  return resultado;
}

const resposta = (message: string): SuccessReply<null> => ({ content: null, message });

export function rotasDoCasamento(app: FastifyInstance, servicos: Servicos, modelos: Readonly<Record<string, Model>>): void {
  const c: Contexto = { servicos, modelos };
  const url = URL_DA_CONCILIACAO;
  const escrita = (tag: Tag) => ({ config: { tags: [tag], exigeUnidade: true } }) as const;

  app.get<{ Querystring: { conta: number; sentido: SentidoDaLinha; situacao: SituacaoDaLinha; page: number; rpp: number } }>(
    `${url}/linhas`,
    { config: { tags: [TAG_VISUALIZAR], exigeUnidade: true }, schema: { querystring: LISTA } },
    async (request): Promise<SuccessReply<PaginaDaConciliacao>> => {
      const { conta, ...pedido } = request.query;
      return { content: await paginaDaConciliacao(servicos.db, await contaDe(servicos, request, conta), pedido) };
    },
  );

  app.post<{ Params: { id: number }; Body: { itens: ItemDoCasamento[] } }>(`${url}/linhas/:id/casar`, { ...escrita(TAG_CONCILIAR), schema: { params: PARAMETRO_ID, body: ITENS } }, async (request) =>
    resposta(await naTransacao(c, request, (e) => casar(e, request.params.id, request.body.itens))),
  );

  app.post<{ Params: { id: number }; Body: Partial<DadosDoTitulo> }>(`${url}/linhas/:id/titulo`, { ...escrita(TAG_CONCILIAR), schema: { params: PARAMETRO_ID, body: TITULO } }, async (request) => {
    const { categoria = null, centroCusto = null, pessoa = null, descricao = null } = request.body;
    const id = await naTransacao(c, request, async (e) => tituloDaLinha(e, await travarLinhaPendente(e.trx, request.params.id, e.sessao.unidadeId), { categoria, centroCusto, pessoa, descricao }));
    return { content: { titulo: id }, message: MENSAGEM_TITULO_CRIADO };
  });

  for (const [acao, fazer] of [['desfazer', desfazer], ['ignorar', ignorar], ['restaurar', restaurar]] as const) {
    app.post<{ Params: { id: number } }>(`${url}/linhas/:id/${acao}`, { ...escrita(TAG_CONCILIAR), schema: { params: PARAMETRO_ID, body: SEM_CORPO } }, async (request) =>
      resposta(await naTransacao(c, request, (e) => fazer(e, request.params.id))),
    );
  }

  for (const [acao, fazer] of [['aplicar', aplicarRegrasNaConta], ['desfazer', desfazerRegrasNaConta]] as const) {
    app.post<{ Body: { conta: number } }>(`${url}/regras/${acao}`, { ...escrita(TAG_CONCILIAR), schema: { body: CONTA } }, async (request) => {
      const conta = await contaDe(servicos, request, request.body.conta);
      return resposta(await naTransacao(c, request, (e) => fazer(e, conta.id)));
    });
  }
}
