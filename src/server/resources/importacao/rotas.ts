import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { ArquivoDaImportacao, ImportacaoResumo, LinhaDoResultado, PedidoDeImportacao, PreviaDaImportacao, SituacaoDaLinha } from '../../../shared/api/importacao.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { esquemaPaginacao, paginacao } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { disposicaoDeAnexo } from '../conteudo-do-arquivo.ts';
import { exigirTag } from '../permissao.ts';
import { importacaoDaUnidade, PARAMETRO_DA_IMPORTACAO, unidadeDaSessao } from './acesso.ts';
import { receberArquivo } from './envio.ts';
import { iniciarImportacao } from './inicio.ts';
import { validarMapeamento } from './mapeamento.ts';
import { previaDaImportacao } from './previa.ts';
import { csvDasRejeitadas, paginaDeLinhas, resumoDaImportacao } from './resultado.ts';
import type { ImportacaoDaTela } from './tela.ts';

// A screen's import calls, all under {recurso}/importacao, with the screen's import tag and the
// session's unit.

// The mapping's members are checked by validarMapeamento (the import's columns, the file's).
const PEDIDO = {
  type: 'object',
  required: ['mapeamento'],
  properties: { mapeamento: { type: 'object' }, pularInvalidas: { type: 'boolean' } },
} as const;
const SITUACOES: readonly SituacaoDaLinha[] = ['rejeitada', 'ignorada', 'incluida'];

type ComId = { Params: { id: number } };

export function rotasDaImportacao(app: FastifyInstance, servicos: Servicos, imp: ImportacaoDaTela): void {
  const { db, tarefas } = servicos;
  const { url } = imp;
  const guarda = { onRequest: exigirTag(imp.tag, true) };
  const daSessao = (request: FastifyRequest<ComId>) => importacaoDaUnidade(db, imp.tela, request.params.id, unidadeDaSessao(sessaoDe(request)));

  app.post(url, { ...guarda, config: { multipart: true } }, async (request): Promise<SuccessReply<ArquivoDaImportacao>> => ({ content: await receberArquivo(request, servicos, imp) }));

  app.get<ComId>(`${url}/:id`, { ...guarda, schema: { params: PARAMETRO_DA_IMPORTACAO } }, async (request): Promise<SuccessReply<ImportacaoResumo>> => ({
    content: await resumoDaImportacao(db, tarefas, await daSessao(request)),
  }));

  app.post<ComId & { Body: PedidoDeImportacao }>(
    `${url}/:id/previa`,
    { ...guarda, schema: { params: PARAMETRO_DA_IMPORTACAO, body: PEDIDO } },
    async (request): Promise<SuccessReply<PreviaDaImportacao>> => {
      const importacao = await daSessao(request);
      const mapeamento = validarMapeamento(request.body.mapeamento, (importacao.colunas as string[]).length, imp.importacao);
      return { content: await previaDaImportacao(db, imp, importacao.id, mapeamento, importacao.unidade_id) };
    },
  );

  app.post<ComId & { Body: PedidoDeImportacao }>(
    `${url}/:id/iniciar`,
    { ...guarda, schema: { params: PARAMETRO_DA_IMPORTACAO, body: PEDIDO } },
    async (request): Promise<SuccessReply<TarefaResumo>> => ({
      content: await iniciarImportacao(servicos, imp, sessaoDe(request), request.params.id, request.body),
      message: 'Importação iniciada. Você será avisado quando terminar.',
    }),
  );

  app.get<ComId & { Querystring: { situacao: SituacaoDaLinha; page: number; rpp: number } }>(
    `${url}/:id/linhas`,
    {
      ...guarda,
      schema: {
        params: PARAMETRO_DA_IMPORTACAO,
        querystring: { type: 'object', properties: { ...esquemaPaginacao, situacao: { enum: SITUACOES, default: 'rejeitada' } } },
      },
    },
    async (request): Promise<SuccessReply<PagedContent<LinhaDoResultado>>> => {
      const importacao = await daSessao(request);
      return { content: await paginaDeLinhas(db, importacao.id, request.query.situacao, paginacao(request.query)) };
    },
  );

  app.get<ComId>(
    `${url}/:id/rejeitadas.csv`,
    {
      ...guarda,
      config: { aceitaAuthtoken: true },
      schema: { params: PARAMETRO_DA_IMPORTACAO, querystring: { type: 'object', properties: { authtoken: { type: 'string', maxLength: 300 } } } },
    },
    async (request, reply) => {
      const importacao = await daSessao(request);
      const nome = `rejeitadas-${importacao.nome_arquivo.replace(/\.(csv|txt|xlsx)$/i, '')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', disposicaoDeAnexo(nome))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(await csvDasRejeitadas(db, importacao));
    },
  );
}
