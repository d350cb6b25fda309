import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { LIMITE_DO_OFX_MB } from '../../../../../shared/api/conciliacaoOfx.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import { HttpError } from '../../../../http/erros.ts';

// What the preview and the import are sent (multipart): the OFX in `file` and the small fields
// that choose accounts and what to do with conflicts, in any order. Anything else is refused.

export const MENSAGEM_OFX_GRANDE = 'O arquivo excede o limite de {limite} MB.';
export const MENSAGEM_SEM_ARQUIVO = 'Selecione o arquivo OFX do extrato.';
export const MENSAGEM_ARQUIVO_VAZIO = 'O arquivo enviado está vazio.';
export const MENSAGEM_CAMPO_DESCONHECIDO = 'Campo não permitido: {campo}.';
export const MENSAGEM_ARQUIVOS_DEMAIS = 'Envie um arquivo OFX por vez.';

const LIMITE_DE_BYTES = LIMITE_DO_OFX_MB * 1024 * 1024;
const CAMPOS = ['contaId', 'contas', 'conflitos'] as const;
type Campo = (typeof CAMPOS)[number];

export interface EnvioDoOfx {
  nome: string;
  bytes: Buffer;
  campos: Partial<Record<Campo, string>>;
}

const ehCampo = (nome: string): nome is Campo => (CAMPOS as readonly string[]).includes(nome);

/** A file name as a record keeps it: its last segment, no control characters, 255 characters at most. */
export function nomeDoArquivo(nome: string): string {
  const ultimo = nome.split(/[/\\]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const limpo = ultimo.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return limpo === '' ? 'extrato.ofx' : limpo;
}

async function conteudo(parte: Extract<Multipart, { type: 'file' }>): Promise<Buffer> {
  try {
    return await parte.toBuffer();
  } catch (erro) {
    if (typeof erro === 'object' && erro !== null && 'code' in erro && erro.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, interpolar(MENSAGEM_OFX_GRANDE, { limite: LIMITE_DO_OFX_MB }));
    }
    throw erro;
  }
}

export async function receberOfx(request: FastifyRequest): Promise<EnvioDoOfx> {
  let arquivo: { nome: string; bytes: Buffer } | null = null;
  const campos: EnvioDoOfx['campos'] = {};
  for await (const parte of request.parts({ limits: { fileSize: LIMITE_DE_BYTES, files: 2, fields: CAMPOS.length, fieldSize: 64 * 1024 } })) {
    if (parte.type === 'file') {
      if (parte.fieldname !== 'file') throw new HttpError(422, interpolar(MENSAGEM_CAMPO_DESCONHECIDO, { campo: parte.fieldname.slice(0, 40) }));
      if (arquivo !== null) throw new HttpError(422, MENSAGEM_ARQUIVOS_DEMAIS);
      arquivo = { nome: nomeDoArquivo(parte.filename), bytes: await conteudo(parte) };
    } else if (ehCampo(parte.fieldname) && typeof parte.value === 'string') {
      campos[parte.fieldname] = parte.value;
    } else {
      throw new HttpError(422, interpolar(MENSAGEM_CAMPO_DESCONHECIDO, { campo: parte.fieldname.slice(0, 40) }));
    }
  }
  if (arquivo === null) throw new HttpError(422, MENSAGEM_SEM_ARQUIVO);
  if (arquivo.bytes.length === 0) throw new HttpError(422, MENSAGEM_ARQUIVO_VAZIO);
  return { ...arquivo, campos };
}
