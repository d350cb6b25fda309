import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { LIMITE_DE_PIXELS, tipoDaImagem, type Arquivos } from '../arquivos.ts';
import { auditar } from '../auditoria.ts';
import type { Db } from '../db/database.ts';
import { HttpError, naoEncontrado } from '../http/erros.ts';
import { sessaoDe } from '../http/tipos.ts';
import { disposicaoDeAnexo, tipoDoArquivo, tipoParaServir } from './conteudo-do-arquivo.ts';
import { hasPermission } from '../../shared/permissions/check.ts';
import { TAG_ADMINISTRADOR } from '../../shared/permissions/catalogue.ts';

// Uploads (POST /api/arquivos, specification section 7) and downloads of stored files. Every
// file is judged by its bytes; all files of a request are checked before any is stored.
// The app's multipart limits cap each file at 20 MB and a request at 10 files.

export interface ArquivoEnviado {
  id: number;
  fileName: string;
  tipo: string;
  tamanho: number;
}

interface Consulta {
  diretorio: string;
  tipo: 'IMAGEM' | 'ALL';
  width?: number;
  height?: number;
}

const LADO = { type: 'integer', minimum: 16, maximum: 4096 };
const CONSULTA = {
  type: 'object',
  properties: {
    diretorio: { type: 'string', pattern: '^[a-z0-9-]{1,40}$', default: 'geral' },
    tipo: { enum: ['IMAGEM', 'ALL'], default: 'ALL' },
    width: LADO,
    height: LADO,
  },
} as const;
const CAMPO_DE_ARQUIVO = /^file(-\d{1,2})?$/;
const FORMATOS: Readonly<Record<string, 'png' | 'jpeg' | 'gif'>> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif' };

interface Pronto {
  conteudo: Buffer;
  nome: string;
  tipo: string;
}

/** An image checked whole (tipoDaImagem) and, when width/height are given, fitted inside them. */
async function imagem(conteudo: Buffer, { width, height }: Consulta): Promise<{ conteudo: Buffer; tipo: string }> {
  if (conteudo.length === 0) throw new HttpError(422, 'O arquivo enviado está vazio.');
  const tipo = await tipoDaImagem(conteudo);
  const formato = FORMATOS[tipo];
  if ((width === undefined && height === undefined) || formato === undefined) return { conteudo, tipo };
  const reduzida = await sharp(conteudo, { limitInputPixels: LIMITE_DE_PIXELS, animated: formato === 'gif' })
    .rotate()
    .resize(width, height, { fit: 'inside', withoutEnlargement: true })
    .toFormat(formato)
    .toBuffer();
  return { conteudo: reduzida, tipo };
}

async function preparar(parte: MultipartFile, consulta: Consulta): Promise<Pronto> {
  const conteudo = await parte.toBuffer();
  const nome = parte.filename || 'arquivo';
  if (consulta.tipo === 'IMAGEM') return { nome, ...(await imagem(conteudo, consulta)) };
  return { nome, conteudo, tipo: tipoDoArquivo(conteudo, nome, parte.mimetype) };
}

export function rotasDeArquivos(app: FastifyInstance, db: Db, arquivos: Arquivos): void {
  app.post<{ Querystring: Consulta }>('/api/arquivos', { config: { multipart: true }, schema: { querystring: CONSULTA } }, async (request) => {
    const sessao = sessaoDe(request);
    const prontos: Pronto[] = [];
    for await (const parte of request.parts()) {
      if (parte.type !== 'file') continue;
      if (!CAMPO_DE_ARQUIVO.test(parte.fieldname)) throw new HttpError(422, 'Campo de arquivo inesperado: use file, file-1, file-2...');
      prontos.push(await preparar(parte, request.query));
    }
    if (prontos.length === 0) throw new HttpError(422, 'Nenhum arquivo selecionado.');
    const enviados: ArquivoEnviado[] = [];
    for (const p of prontos) {
      const id = await arquivos.salvar({ conteudo: p.conteudo, nomeOriginal: p.nome, tipoMime: p.tipo, diretorio: request.query.diretorio, criadoPor: sessao.usuarioId });
      const nome = (await db.selectFrom('arquivo').select('nome_original').where('id', '=', id).executeTakeFirstOrThrow()).nome_original;
      await auditar(db, {
        usuarioId: sessao.usuarioId,
        unidadeId: sessao.unidadeId,
        entidade: 'arquivo',
        entidadeId: id,
        acao: 'criar',
        alteracoes: { nome: { de: null, para: nome }, diretorio: { de: null, para: request.query.diretorio }, tamanho: { de: null, para: p.conteudo.length } },
      });
      enviados.push({ id, fileName: nome, tipo: p.tipo, tamanho: p.conteudo.length });
    }
    return { content: enviados.length === 1 ? enviados[0] : enviados };
  });

  app.get<{ Params: { id: number } }>(
    '/api/arquivos/:id/download',
    {
      config: { aceitaAuthtoken: true },
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        querystring: { type: 'object', properties: { authtoken: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request, reply) => {
      const arquivo = await arquivos.ler(request.params.id);
      // Until files are tied to the records that hold them, only who stored a file (or an
      // administrator) may read it back: an id alone must not open someone else's report.
      const sessao = sessaoDe(request);
      if (arquivo === null || (arquivo.criadoPor !== sessao.usuarioId && !hasPermission(sessao.tags, [TAG_ADMINISTRADOR]))) {
        throw naoEncontrado('Arquivo não encontrado.');
      }
      return reply
        .type(tipoParaServir(arquivo.tipoMime))
        .header('content-disposition', disposicaoDeAnexo(arquivo.nomeOriginal))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(arquivo.conteudo);
    },
  );
}
