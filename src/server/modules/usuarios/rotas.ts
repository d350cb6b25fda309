import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import type { Servicos } from '../../servicos.ts';
import { fotoRedimensionada } from './foto.ts';

interface UsuarioDaLista {
  id: number;
  nome: string;
  login: string;
  email: string | null;
  ativo: boolean;
}

export function rotasDeUsuarios(app: FastifyInstance, { db, arquivos }: Servicos): void {
  app.get<{ Querystring: { page: number; rpp: number; q?: string } }>(
    '/api/usuarios',
    {
      config: { tags: ['configuracoes.usuario.visualizar'] },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...esquemaPaginacao, q: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request): Promise<SuccessReply<PagedContent<UsuarioDaLista>>> => {
      const p = paginacao(request.query);
      const termo = request.query.q?.trim();
      let base = db.selectFrom('usuario');
      if (termo) {
        const padrao = `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
        base = base.where((eb) =>
          eb.or([
            eb(sql`f_unaccent(nome)`, 'ilike', sql`f_unaccent(${padrao})`),
            eb('login', 'ilike', padrao),
            eb('email', 'ilike', padrao),
          ]),
        );
      }
      const [linhas, contagem] = await Promise.all([
        base.select(['id', 'nome', 'login', 'email', 'ativo']).orderBy('nome').orderBy('id').limit(p.rpp + 1).offset(p.offset).execute(),
        db
          .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { content: respostaPaginada(linhas, Number(contagem.total), p) };
    },
  );

  // A photo opened by an <img>: any signed-in user may see colleagues' avatars.
  app.get<{ Params: { id: number }; Querystring: { width: number; height?: number } }>(
    '/api/usuarios/:id/foto',
    {
      config: { aceitaAuthtoken: true },
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        querystring: {
          type: 'object',
          properties: {
            width: { type: 'integer', minimum: 16, maximum: 1024, default: 280 },
            height: { type: 'integer', minimum: 16, maximum: 1024 },
            t: { type: 'string', maxLength: 50 },
            authtoken: { type: 'string', maxLength: 300 },
          },
        },
      },
    },
    async (request, reply) => {
      const usuario = await db.selectFrom('usuario').select('foto_arquivo_id').where('id', '=', request.params.id).executeTakeFirst();
      if (!usuario?.foto_arquivo_id) throw naoEncontrado('Foto não encontrada.');
      const { width, height = width } = request.query;
      const imagem = await fotoRedimensionada(arquivos, usuario.foto_arquivo_id, width, height);
      if (!imagem) throw naoEncontrado('Foto não encontrada.');
      return reply.type('image/webp').header('cache-control', 'private, max-age=300').send(imagem);
    },
  );
}
