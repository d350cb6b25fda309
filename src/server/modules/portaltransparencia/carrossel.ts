import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../shared/api/contract.ts';
import { MENSAGENS_DO_CARROSSEL, TAMANHO_MAXIMO_DA_IMAGEM, TIPOS_DE_IMAGEM_DO_CARROSSEL, urlDaImagemDoCarrossel } from '../../../shared/portaltransparencia/carrossel.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import type { GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Servicos } from '../../servicos.ts';
import { lerTextosDoPortal } from './textos.ts';

// A carousel image is a file uploaded like the records' attachments (POST /api/arquivos), one
// per entry: JPEG, PNG or WebP (judged by its bytes at upload) of at most 2 MB, uploaded by who
// saves it (an id alone must not publish someone else's file). The public page reads the images
// of active entries only, under /api/publico/ with no session.

/** PostgreSQL's integer: a larger id is no file, not an error of the database. */
const MAIOR_ID = 2_147_483_647;

/** The file id the entry's `imagem` holds ([{arquivo: {id}}]), or null. */
export function arquivoDaImagem(imagem: unknown): number | null {
  if (!Array.isArray(imagem) || imagem.length !== 1) return null;
  const arquivo: unknown = (imagem[0] as { arquivo?: unknown } | null)?.arquivo;
  const id = (arquivo as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= MAIOR_ID ? id : null;
}

interface ArquivoDaImagem {
  tipo_mime: string;
  tamanho: number;
  criado_por: number | null;
}

const lerArquivo = async (db: Db, id: number) =>
  (await sql<ArquivoDaImagem>`SELECT tipo_mime, tamanho, criado_por FROM arquivo WHERE id = ${id}`.execute(db)).rows[0] ?? null;

const erro = (message: string): FieldError[] => [{ field: 'imagem', message }];

export const GANCHOS_DO_CARROSSEL: GanchosDoModelo = {
  async validar(ctx, registro) {
    const imagem = registro['imagem'];
    if (Array.isArray(imagem) && imagem.length > 1) return erro(MENSAGENS_DO_CARROSSEL.umaSo);
    const id = arquivoDaImagem(imagem);
    if (id === null) return erro(MENSAGENS_DO_CARROSSEL.obrigatoria);
    const arquivo = await lerArquivo(ctx.trx, id);
    if (arquivo === null) return erro(MENSAGENS_DO_CARROSSEL.naoEncontrada);
    if (!TIPOS_DE_IMAGEM_DO_CARROSSEL.includes(arquivo.tipo_mime) || arquivo.tamanho > TAMANHO_MAXIMO_DA_IMAGEM) return erro(MENSAGENS_DO_CARROSSEL.formato);
    return [];
  },
  async antesDeSalvar(ctx, registro, antes) {
    const id = arquivoDaImagem(registro['imagem']);
    if (id === null || id === arquivoDaImagem(antes?.['imagem'])) return;
    const arquivo = await lerArquivo(ctx.trx, id);
    if (arquivo?.criado_por !== ctx.sessao.usuarioId) throw errosDeFormulario(erro(MENSAGENS_DO_CARROSSEL.naoEncontrada));
  },
};

/** The published images, in order, with the address the portal loads them from. */
export async function imagensPublicadas(db: Db): Promise<{ imagemUrl: string; legenda: string }[]> {
  const { rows } = await sql<{ id: number; imagem: unknown; legenda: string }>`
    SELECT id, imagem, legenda FROM portal_carrossel WHERE ativo ORDER BY posicao, id`.execute(db);
  return rows.flatMap((r) => {
    const arquivo = arquivoDaImagem(r.imagem);
    return arquivo === null ? [] : [{ imagemUrl: urlDaImagemDoCarrossel(r.id, arquivo), legenda: r.legenda }];
  });
}

const UMA_HORA_S = 3600;

/** GET /api/publico/transparencia/carrossel/:id/imagem: an active entry's image, cacheable, no session. */
export function rotaDasImagensDoCarrossel(app: FastifyInstance, servicos: Servicos): void {
  app.get<{ Params: { id: number } }>(
    '/api/publico/transparencia/carrossel/:id/imagem',
    {
      config: { publico: true },
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        querystring: { type: 'object', properties: { v: { type: 'string', maxLength: 12 } } },
      },
    },
    async (request, reply) => {
      const { rows } = await sql<{ imagem: unknown }>`SELECT imagem FROM portal_carrossel WHERE id = ${request.params.id} AND ativo`.execute(servicos.db);
      const id = arquivoDaImagem(rows[0]?.imagem);
      const arquivo = id === null || !(await lerTextosDoPortal(servicos.db)).ativo ? null : await servicos.arquivos.ler(id);
      if (arquivo === null || !TIPOS_DE_IMAGEM_DO_CARROSSEL.includes(arquivo.tipoMime)) throw naoEncontrado(MENSAGENS_DO_CARROSSEL.naoPublicada);
      return reply
        .type(arquivo.tipoMime)
        .header('cache-control', `public, max-age=${UMA_HORA_S}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(arquivo.conteudo);
    },
  );
}
