import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../../shared/api/contract.ts';
import type {
  ArquivoDaImportacao,
  ImportacaoResumo,
  LinhaDoResultado,
  PedidoDeImportacao,
  PreviaDaImportacao,
  SituacaoDaLinha,
} from '../../../../shared/api/importacao.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import type { SessaoAtiva } from '../../../auth/sessoes.ts';
import { esquemaPaginacao, paginacao } from '../../../http/paginacao.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { disposicaoDeAnexo } from '../../../resources/conteudo-do-arquivo.ts';
import type { Servicos } from '../../../servicos.ts';
import { unidadeDa } from '../acesso.ts';
import type { CadastroDePessoas } from '../cadastro.ts';
import { ACESSO_DA_IMPORTACAO, importacaoDaUnidade, PARAMETRO_DA_IMPORTACAO } from './acesso.ts';
import { receberArquivo } from './envio.ts';
import { iniciarImportacao } from './inicio.ts';
import { validarMapeamento } from './mapeamento.ts';
import { previaDaImportacao } from './previa.ts';
import { csvDasRejeitadas, paginaDeLinhas, resumoDaImportacao } from './resultado.ts';

// The import's calls, all under /api/pessoas/importacao, with the import tag and the session's unit.

const URL = '/api/pessoas/importacao';
// The mapping's members are checked by validarMapeamento (known fields, the file's columns).
const PEDIDO = {
  type: 'object',
  required: ['mapeamento'],
  properties: { mapeamento: { type: 'object' }, pularInvalidas: { type: 'boolean' } },
} as const;
const SITUACOES: readonly SituacaoDaLinha[] = ['rejeitada', 'ignorada', 'incluida'];

type ComId = { Params: { id: number } };

export function rotasDaImportacao(app: FastifyInstance, servicos: Servicos, cadastro: CadastroDePessoas): void {
  const { db, tarefas } = servicos;
  const daSessao = (request: { sessao: SessaoAtiva | null; params: { id: number } }) => importacaoDaUnidade(db, request.params.id, unidadeDa(sessaoDe(request)));

  app.post(URL, { config: { ...ACESSO_DA_IMPORTACAO, multipart: true } }, async (request): Promise<SuccessReply<ArquivoDaImportacao>> => ({ content: await receberArquivo(request, servicos) }));

  app.get<ComId>(`${URL}/:id`, { config: ACESSO_DA_IMPORTACAO, schema: { params: PARAMETRO_DA_IMPORTACAO } }, async (request): Promise<SuccessReply<ImportacaoResumo>> => ({
    content: await resumoDaImportacao(db, tarefas, await daSessao(request)),
  }));

  app.post<ComId & { Body: PedidoDeImportacao }>(
    `${URL}/:id/previa`,
    { config: ACESSO_DA_IMPORTACAO, schema: { params: PARAMETRO_DA_IMPORTACAO, body: PEDIDO } },
    async (request): Promise<SuccessReply<PreviaDaImportacao>> => {
      const importacao = await daSessao(request);
      const mapeamento = validarMapeamento(request.body.mapeamento, (importacao.colunas as string[]).length);
      return { content: await previaDaImportacao(db, cadastro, importacao.id, mapeamento) };
    },
  );

  app.post<ComId & { Body: PedidoDeImportacao }>(
    `${URL}/:id/iniciar`,
    { config: ACESSO_DA_IMPORTACAO, schema: { params: PARAMETRO_DA_IMPORTACAO, body: PEDIDO } },
    async (request): Promise<SuccessReply<TarefaResumo>> => ({
      content: await iniciarImportacao(servicos, cadastro, sessaoDe(request), request.params.id, request.body),
      message: 'Importação iniciada. Você será avisado quando terminar.',
    }),
  );

  app.get<ComId & { Querystring: { situacao: SituacaoDaLinha; page: number; rpp: number } }>(
    `${URL}/:id/linhas`,
    {
      config: ACESSO_DA_IMPORTACAO,
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
    `${URL}/:id/rejeitadas.csv`,
    {
      config: { ...ACESSO_DA_IMPORTACAO, aceitaAuthtoken: true },
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
