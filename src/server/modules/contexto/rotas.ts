import type { FastifyInstance } from 'fastify';
import type { ContextContent, SuccessReply, UnidadeResumo } from '../../../shared/api/contract.ts';
import { definirUnidadeDaSessao } from '../../auth/sessoes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, naoAutenticado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import type { Servicos } from '../../servicos.ts';

async function unidadesDoUsuario(db: Db, usuarioId: number): Promise<UnidadeResumo[]> {
  return db
    .selectFrom('usuario_unidade as uu')
    .innerJoin('unidade as un', 'un.id', 'uu.unidade_id')
    .select(['un.id', 'un.nome'])
    .where('uu.usuario_id', '=', usuarioId)
    .where('un.ativo', '=', true)
    .orderBy('un.nome')
    .execute();
}

async function contexto(db: Db, sessao: SessaoAtiva): Promise<ContextContent> {
  const [usuario, instituicao, unidades] = await Promise.all([
    db
      .selectFrom('usuario')
      .select(['id', 'nome', 'login', 'email', 'foto_arquivo_id'])
      .where('id', '=', sessao.usuarioId)
      .executeTakeFirst(),
    db.selectFrom('instituicao').select('nome').executeTakeFirst(),
    unidadesDoUsuario(db, sessao.usuarioId),
  ]);
  if (!usuario) throw naoAutenticado();
  return {
    usuario: {
      id: usuario.id,
      nome: usuario.nome,
      login: usuario.login,
      email: usuario.email,
      temFoto: usuario.foto_arquivo_id !== null,
    },
    database: { nome: instituicao?.nome ?? 'Alicerce' },
    unidade: unidades.find((u) => u.id === sessao.unidadeId) ?? null,
    unidades,
  };
}

export function rotasDeContexto(app: FastifyInstance, { db }: Servicos): void {
  app.get('/api/context', async (request): Promise<SuccessReply<ContextContent>> => ({
    content: await contexto(db, sessaoDe(request)),
  }));

  app.post<{ Body: { unidadeId: number } }>(
    '/api/context/unidade',
    {
      schema: {
        body: {
          type: 'object',
          required: ['unidadeId'],
          properties: { unidadeId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
      },
    },
    async (request): Promise<SuccessReply<ContextContent>> => {
      const sessao = sessaoDe(request);
      const unidades = await unidadesDoUsuario(db, sessao.usuarioId);
      const escolhida = unidades.find((u) => u.id === request.body.unidadeId);
      if (!escolhida) throw new HttpError(403, 'Você não tem acesso a esta unidade.');
      await definirUnidadeDaSessao(db, sessao.id, escolhida.id);
      return { content: await contexto(db, { ...sessao, unidadeId: escolhida.id }) };
    },
  );

  app.get('/api/context/usuarios/permissoes', async (request): Promise<SuccessReply<string[]>> => ({
    content: [...sessaoDe(request).tags].sort(),
  }));
}
