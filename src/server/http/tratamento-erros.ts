import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorReply } from '../../shared/api/contract.ts';
import { MENSAGENS } from '../../shared/messages.ts';
import { HttpError } from './erros.ts';
import { errosDosCampos } from './validacao.ts';

// Fastify's own client errors, in pt-BR. Anything a client can send ends in a 4xx, never a 500.
const MENSAGENS_DO_FASTIFY: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'O conteúdo enviado excede o tamanho permitido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho de conteúdo inválido.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'A requisição não é multipart.',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo excede o tamanho permitido.',
  FST_FILES_LIMIT: 'Arquivos demais na mesma requisição.',
  FST_PARTS_LIMIT: 'Partes demais na mesma requisição.',
};

export function instalarTratamentoDeErros(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>(async (error, request, reply) => {
    let status: number;
    let corpo: ErrorReply;
    if (error instanceof HttpError) {
      status = error.statusCode;
      corpo = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
    } else if (error.validation) {
      status = 422;
      corpo = { message: MENSAGENS.errosFormulario, errors: errosDosCampos(error.validation) };
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      corpo = { message: MENSAGENS_DO_FASTIFY[error.code] ?? MENSAGENS.requisicaoInvalida };
    } else {
      request.log.error({ err: error }, 'erro inesperado');
      status = 500;
      corpo = { message: MENSAGENS.erroInterno };
    }
    return reply.status(status).send(corpo);
  });

  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Recurso não encontrado.' }));
}
