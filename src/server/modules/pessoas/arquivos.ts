import type { FastifyInstance } from 'fastify';
import type { Servicos } from '../../servicos.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { disposicaoDeAnexo, tipoParaServir } from '../../resources/conteudo-do-arquivo.ts';
import { fotoRedimensionada } from '../usuarios/foto.ts';
import { acessoDaRota, soFornecedores, unidadeDa } from './acesso.ts';

// A person's photo and attachments, opened by an <img> or a new window with the derived
// `authtoken` of their path (POST /api/authtokens): whoever may view the person may open
// them, and nobody else, whoever uploaded the file.

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const LADO = { type: 'integer', minimum: 16, maximum: 1024 } as const;

export function rotasDeArquivosDaPessoa(app: FastifyInstance, { db, arquivos }: Servicos): void {
  const pessoaVisivel = (request: Parameters<typeof sessaoDe>[0], id: number) => {
    const sessao = sessaoDe(request);
    let consulta = db.selectFrom('pessoa').select(['id', 'foto_arquivo_id']).where('id', '=', id).where('unidade_id', '=', unidadeDa(sessao));
    if (soFornecedores(sessao, 'visualizar')) consulta = consulta.where('fornecedor', '=', true);
    return consulta.executeTakeFirst();
  };

  app.get<{ Params: { id: number }; Querystring: { width: number; height?: number; arquivoId?: number } }>(
    '/api/pessoas/:id/foto',
    {
      config: { ...acessoDaRota('visualizar'), aceitaAuthtoken: true },
      schema: {
        params: { type: 'object', properties: { id: ID } },
        querystring: {
          type: 'object',
          properties: { width: { ...LADO, default: 300 }, height: LADO, arquivoId: ID, authtoken: { type: 'string', maxLength: 300 } },
        },
      },
    },
    async (request, reply) => {
      const pessoa = await pessoaVisivel(request, request.params.id);
      const { width, height = width, arquivoId } = request.query;
      // arquivoId names the photo the client expects (and busts its cache when the photo changes).
      if (!pessoa?.foto_arquivo_id || (arquivoId !== undefined && arquivoId !== pessoa.foto_arquivo_id)) throw naoEncontrado('Foto não encontrada.');
      const imagem = await fotoRedimensionada(arquivos, pessoa.foto_arquivo_id, width, height);
      if (!imagem) throw naoEncontrado('Foto não encontrada.');
      return reply.type('image/webp').header('cache-control', 'private, max-age=300').send(imagem);
    },
  );

  app.get<{ Params: { id: number; arquivoId: number } }>(
    '/api/pessoas/:id/anexos/:arquivoId',
    {
      config: { ...acessoDaRota('visualizar'), aceitaAuthtoken: true },
      schema: {
        params: { type: 'object', properties: { id: ID, arquivoId: ID } },
        querystring: { type: 'object', properties: { authtoken: { type: 'string', maxLength: 300 } } },
      },
    },
    async (request, reply) => {
      const pessoa = await pessoaVisivel(request, request.params.id);
      const anexo =
        pessoa &&
        (await db.selectFrom('pessoa_anexo').select('arquivo_id').where('pessoa_id', '=', pessoa.id).where('arquivo_id', '=', request.params.arquivoId).executeTakeFirst());
      const arquivo = anexo ? await arquivos.ler(anexo.arquivo_id) : null;
      if (!arquivo) throw naoEncontrado('Arquivo não encontrado.');
      return reply
        .type(tipoParaServir(arquivo.tipoMime))
        .header('content-disposition', disposicaoDeAnexo(arquivo.nomeOriginal))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(arquivo.conteudo);
    },
  );
}
