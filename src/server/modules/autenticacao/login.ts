import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { LoginContent, SuccessReply } from '../../../shared/api/contract.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { limparFalhas, loginBloqueado, registrarFalha } from '../../auth/limite-login.ts';
import { conferirSenha, HASH_FICTICIO } from '../../auth/senha.ts';
import { criarSessao, encerrarSessao } from '../../auth/sessoes.ts';
import { HttpError } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { SEM_NUL } from '../../http/validacao.ts';
import type { Servicos } from '../../servicos.ts';

const corpoLogin = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 200, pattern: SEM_NUL },
    password: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export function rotasDeLogin(app: FastifyInstance, { db, tempoReal }: Servicos): void {
  app.post<{ Body: { username: string; password: string } }>(
    '/api/login',
    { schema: { body: corpoLogin }, config: { publico: true } },
    async (request): Promise<SuccessReply<LoginContent>> => {
      const { username, password } = request.body;
      const login = username.trim();
      if (await loginBloqueado(db, login, request.ip)) throw new HttpError(429, MENSAGENS.muitasTentativas);

      const usuario = await db
        .selectFrom('usuario')
        .select(['id', 'nome', 'login', 'senha_hash'])
        .where(sql<boolean>`lower(login) = lower(${login})`)
        .where('ativo', '=', true)
        .executeTakeFirst();
      const confere = await conferirSenha(password, usuario?.senha_hash ?? HASH_FICTICIO);
      if (!usuario || !confere) {
        await registrarFalha(db, login, request.ip);
        throw new HttpError(401, MENSAGENS.credenciaisInvalidas);
      }
      await limparFalhas(db, login, request.ip);

      // A user with a single unit gets it chosen at login and never sees /selecaounidade.
      const unidades = await db
        .selectFrom('usuario_unidade as uu')
        .innerJoin('unidade as un', 'un.id', 'uu.unidade_id')
        .select('un.id')
        .where('uu.usuario_id', '=', usuario.id)
        .where('un.ativo', '=', true)
        .execute();
      const unica = unidades.length === 1 ? (unidades[0]?.id ?? null) : null;
      const token = await criarSessao(db, usuario.id, unica, request.ip);
      return { content: { token, usuario: { id: usuario.id, nome: usuario.nome, login: usuario.login } } };
    },
  );

  app.post('/api/logout', async (request) => {
    const sessaoId = sessaoDe(request).id;
    await encerrarSessao(db, sessaoId);
    // Its live-channel connections on this process close now; other processes see it within a second.
    tempoReal.encerrarConexoesDaSessao(sessaoId);
    return { content: null };
  });
}
