import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { LIMITE_DO_RETORNO_MB } from '../../../../shared/api/retornoDeCobranca.ts';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { HttpError } from '../../../http/erros.ts';

// The return file sent (multipart, field `file`), read whole in memory: nothing is stored.

export const MENSAGEM_RETORNO_GRANDE = 'O arquivo excede o limite de {limite} MB.';
export const MENSAGEM_SEM_RETORNO = 'Selecione o arquivo de retorno do banco.';
export const MENSAGEM_RETORNO_VAZIO = 'O arquivo enviado está vazio.';
export const MENSAGEM_CAMPO_DO_RETORNO = 'Campo de arquivo inesperado: use file.';

const LIMITE_DE_BYTES = LIMITE_DO_RETORNO_MB * 1024 * 1024;

async function conteudo(parte: MultipartFile): Promise<Buffer> {
  try {
    return await parte.toBuffer();
  } catch (erro) {
    if (typeof erro === 'object' && erro !== null && 'code' in erro && erro.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, interpolar(MENSAGEM_RETORNO_GRANDE, { limite: LIMITE_DO_RETORNO_MB }));
    }
    throw erro;
  }
}

/** The file sent and its name. */
export async function receberArquivoDoRetorno(request: FastifyRequest): Promise<{ bytes: Uint8Array; nome: string }> {
  const parte = await request.file({ limits: { fileSize: LIMITE_DE_BYTES, files: 1 } });
  if (parte === undefined) throw new HttpError(422, MENSAGEM_SEM_RETORNO);
  if (parte.fieldname !== 'file') throw new HttpError(422, MENSAGEM_CAMPO_DO_RETORNO);
  const bytes = await conteudo(parte);
  if (bytes.length === 0) throw new HttpError(422, MENSAGEM_RETORNO_VAZIO);
  return { bytes: new Uint8Array(bytes), nome: parte.filename || 'retorno' };
}

export const receberRetorno = async (request: FastifyRequest): Promise<Uint8Array> => (await receberArquivoDoRetorno(request)).bytes;
