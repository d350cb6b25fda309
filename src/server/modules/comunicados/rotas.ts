import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { RegistroNomeado } from '../../../shared/api/configuracoes.ts';
import {
  BASE_COMUNICADOS,
  BASE_RECEBIDOS,
  LIMITE_DA_BUSCA,
  TAG_EDITAR_COMUNICADO,
  TEXTOS_DOS_COMUNICADOS as T,
  type ComunicadoRecebido,
  type ContagemDeComunicados,
  type LeituraDoComunicado,
} from '../../../shared/comunicados/comunicado.ts';
import { disposicaoDeAnexo, tipoParaServir } from '../../resources/conteudo-do-arquivo.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { esquemaPaginacao, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { ID, PARAMETRO_ID, SEM_NUL } from '../../http/validacao.ts';
import type { Servicos } from '../../servicos.ts';
import { ESQUEMA_DAS_OPCOES, type ConsultaDeOpcoes } from '../usuarios/opcoes.ts';
import { hojeEm } from '../avisos/prazo.ts';
import { gruposDoComunicado } from './opcoes.ts';
import { anexoDoRecebido, confirmarLeitura, contarPendentes, lerRecebido, listarRecebidos, registrarLeitura, type Leitura } from './recebidos.ts';

// The reader's calls (a session is enough: each sees only what is addressed to them) and the
// form's choice of permission groups. Writing announcements is the engine's resource
// (/api/comunicados, screens/comunicados/gestao.json) over this module's hooks (ganchos.ts).

const CONSULTA = { type: 'object', properties: { ...esquemaPaginacao, q: { type: 'string', maxLength: LIMITE_DA_BUSCA, pattern: SEM_NUL } } } as const;
const COM_AUTHTOKEN = { type: 'object', properties: { authtoken: { type: 'string', maxLength: 300 } } } as const;
const PARAMETROS_DO_ANEXO = { type: 'object', required: ['id', 'arquivoId'], properties: { id: ID, arquivoId: ID } } as const;

export function rotasDeComunicados(app: FastifyInstance, servicos: Servicos): void {
  const { db, agora, arquivos } = servicos;
  const leitura = (usuarioId: number): Leitura => {
    const momento = agora();
    return { usuarioId, agora: momento, hoje: hojeEm(momento) };
  };

  app.get<{ Querystring: { page: number; rpp: number; q?: string } }>(
    BASE_RECEBIDOS,
    { schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<PagedContent<ComunicadoRecebido>>> => ({
      content: await listarRecebidos(db, leitura(sessaoDe(request).usuarioId), request.query.q?.trim() ?? '', paginacao(request.query)),
    }),
  );

  app.get(`${BASE_RECEBIDOS}/naolidos`, async (request): Promise<SuccessReply<ContagemDeComunicados>> => ({
    content: await contarPendentes(db, leitura(sessaoDe(request).usuarioId)),
  }));

  app.get<{ Params: { id: number } }>(`${BASE_RECEBIDOS}/:id`, { schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<ComunicadoRecebido>> => ({
    content: await lerRecebido(db, leitura(sessaoDe(request).usuarioId), request.params.id),
  }));

  // Opening one records the reading; no toast.
  app.post<{ Params: { id: number } }>(`${BASE_RECEBIDOS}/:id/leitura`, { schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<LeituraDoComunicado>> => ({
    content: await registrarLeitura(db, leitura(sessaoDe(request).usuarioId), request.params.id),
  }));

  app.post<{ Params: { id: number } }>(`${BASE_RECEBIDOS}/:id/confirmacao`, { schema: { params: PARAMETRO_ID } }, async (request): Promise<SuccessReply<LeituraDoComunicado>> => ({
    content: await confirmarLeitura(db, leitura(sessaoDe(request).usuarioId), request.params.id),
    message: T.confirmado,
  }));

  // An attachment opened in a new window (authtoken derived for this path), to whoever may read the
  // announcement: the generic download serves only its uploader.
  app.get<{ Params: { id: number; arquivoId: number } }>(
    `${BASE_RECEBIDOS}/:id/anexos/:arquivoId`,
    { config: { aceitaAuthtoken: true }, schema: { params: PARAMETROS_DO_ANEXO, querystring: COM_AUTHTOKEN } },
    async (request, reply) => {
    const arquivoId = await anexoDoRecebido(db, leitura(sessaoDe(request).usuarioId), request.params.id, request.params.arquivoId);
    const arquivo = arquivoId === null ? null : await arquivos.ler(arquivoId);
    if (arquivo === null) throw naoEncontrado('Arquivo não encontrado.');
    return reply
      .type(tipoParaServir(arquivo.tipoMime))
      .header('content-disposition', disposicaoDeAnexo(arquivo.nomeOriginal))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(arquivo.conteudo);
    },
  );

  app.get<{ Querystring: ConsultaDeOpcoes }>(
    `${BASE_COMUNICADOS}/opcoes/grupos`,
    { config: { tags: [TAG_EDITAR_COMUNICADO] }, schema: { querystring: ESQUEMA_DAS_OPCOES } },
    async (request): Promise<SuccessReply<PagedContent<RegistroNomeado>>> => {
      const p = paginacao(request.query);
      const { linhas, contagem } = await gruposDoComunicado(db, (request.query.q ?? request.query.term ?? '').trim(), p);
      return { content: respostaPaginada(linhas, contagem, p) };
    },
  );
}
