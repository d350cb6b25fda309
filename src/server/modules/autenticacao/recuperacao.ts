import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { errosDaNovaSenha } from '../../../shared/senha.ts';
import { gerarHashSenha } from '../../auth/senha.ts';
import { encerrarSessoesDoUsuario } from '../../auth/sessoes.ts';
import { hashDoToken, novoToken } from '../../auth/tokens.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import type { ResultadoDoEnvio } from '../../email.ts';
import { errosDeFormulario, HttpError } from '../../http/erros.ts';
import { SEM_NUL } from '../../http/validacao.ts';
import type { Servicos } from '../../servicos.ts';

const VALIDADE_MIN = 60;
/** A new account's link: its owner may not read the e-mail within the hour. */
const VALIDADE_CONTA_NOVA_MIN = 3 * 24 * 60;
const PEDIDOS_POR_HORA = 5;
export const MENSAGEM_RECUPERACAO =
  'Se o usuário existir e tiver e-mail cadastrado, enviaremos as instruções para redefinir a senha.';
const LINK_INVALIDO = 'Link de redefinição inválido ou expirado. Solicite um novo.';

/** Why a password link is sent: the user asked, an administrator asked, or the account is new. */
export type MotivoDoLinkDeSenha = 'recuperacao' | 'redefinicao' | 'conta_nova';

const TEXTOS_DO_LINK: Readonly<Record<MotivoDoLinkDeSenha, { assunto: string; abertura: string; fecho: string }>> = {
  recuperacao: {
    assunto: 'Alicerce: redefinição de senha',
    abertura: 'Recebemos um pedido para redefinir a sua senha. Para criar uma nova senha, abra o link abaixo:',
    fecho: 'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
  },
  redefinicao: {
    assunto: 'Alicerce: redefinição de senha',
    abertura: 'Um administrador pediu a redefinição da sua senha. Para criar uma nova senha, abra o link abaixo:',
    fecho: 'Enquanto a nova senha não for criada, a senha atual continua valendo.',
  },
  conta_nova: {
    assunto: 'Alicerce: sua conta foi criada',
    abertura: 'Uma conta foi criada para você no Alicerce. Para criar a sua senha, abra o link abaixo:',
    fecho: 'Se o link expirar, peça a um administrador que redefina a sua senha.',
  },
};

/** More password links for this user in the last hour than a mailbox should receive. */
export async function muitosPedidosDeSenha(db: Db, usuarioId: number): Promise<boolean> {
  const { recentes } = await db
    .selectFrom('token_recuperacao')
    .select((eb) => eb.fn.countAll<number>().as('recentes'))
    .where('usuario_id', '=', usuarioId)
    .where(sql<boolean>`criado_em > now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return Number(recentes) >= PEDIDOS_POR_HORA;
}

/**
 * Sends the user a single-use link to /novasenha (the recovery e-mail), worded for why it is
 * sent, and says what became of it: sent, kept in the outbox only (no SMTP), or refused by the
 * mail server (the outbox keeps it, with the error).
 */
export async function enviarLinkDeSenha(
  { db, carteiro, config }: Pick<Servicos, 'db' | 'carteiro' | 'config'>,
  usuario: { id: number; nome: string; login?: string; email: string },
  motivo: MotivoDoLinkDeSenha,
): Promise<ResultadoDoEnvio['situacao']> {
  const validadeMin = motivo === 'conta_nova' ? VALIDADE_CONTA_NOVA_MIN : VALIDADE_MIN;
  const { token, hash } = novoToken();
  await db
    .insertInto('token_recuperacao')
    .values({ usuario_id: usuario.id, token_hash: hash, expira_em: new Date(Date.now() + validadeMin * 60_000) })
    .execute();
  const textos = TEXTOS_DO_LINK[motivo];
  const validade = validadeMin >= 24 * 60 ? `${validadeMin / (24 * 60)} dias` : `${validadeMin} minutos`;
  const resultado = await carteiro.enviar({
    para: usuario.email,
    assunto: textos.assunto,
    corpo: [
      `Olá, ${usuario.nome}.`,
      '',
      ...(motivo === 'conta_nova' && usuario.login ? [`Seu login é: ${usuario.login}`, ''] : []),
      textos.abertura,
      `${config.publicUrl}/#/novasenha?token=${token}`,
      '',
      `O link vale por ${validade} e pode ser usado uma única vez.`,
      textos.fecho,
    ].join('\n'),
  });
  return resultado.situacao;
}

export function rotasDeRecuperacao(app: FastifyInstance, { db, carteiro, config, parametros }: Servicos): void {
  app.post<{ Body: { login: string } }>(
    '/api/recuperarsenha',
    {
      config: { publico: true },
      schema: {
        body: {
          type: 'object',
          required: ['login'],
          properties: { login: { type: 'string', minLength: 1, maxLength: 200, pattern: SEM_NUL } },
        },
      },
    },
    async (request) => {
      const chave = request.body.login.trim();
      const usuario = await db
        .selectFrom('usuario')
        .select(['id', 'nome', 'email'])
        .where('ativo', '=', true)
        .where('email', 'is not', null)
        .where((eb) => eb.or([eb(sql`lower(login)`, '=', chave.toLowerCase()), eb(sql`lower(email)`, '=', chave.toLowerCase())]))
        .executeTakeFirst();
      // The same reply whether or not the user exists: the page must not reveal who has an account.
      if (!usuario?.email) return { content: null, message: MENSAGEM_RECUPERACAO };

      if (await muitosPedidosDeSenha(db, usuario.id)) return { content: null, message: MENSAGEM_RECUPERACAO };
      await enviarLinkDeSenha({ db, carteiro, config }, { ...usuario, email: usuario.email }, 'recuperacao');
      return { content: null, message: MENSAGEM_RECUPERACAO };
    },
  );

  app.post<{ Body: { token: string; senha: string; confirmacaoSenha: string } }>(
    '/api/novasenha',
    {
      config: { publico: true },
      schema: {
        body: {
          type: 'object',
          required: ['token', 'senha', 'confirmacaoSenha'],
          properties: {
            token: { type: 'string', maxLength: 200 },
            senha: { type: 'string', maxLength: 1000 },
            confirmacaoSenha: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (request) => {
      const { token, senha, confirmacaoSenha } = request.body;
      const erros = errosDaNovaSenha(senha, confirmacaoSenha, { senha: 'senha', confirmacao: 'confirmacaoSenha' }, await parametros.politicaDeSenha());
      if (erros.length > 0) throw errosDeFormulario(erros);

      const senhaHash = await gerarHashSenha(senha);
      await db.transaction().execute(async (trx) => {
        // Consuming the token and changing the password commit together, so a token works once.
        const consumido = await trx
          .updateTable('token_recuperacao')
          .set({ usado_em: sql`now()` })
          .where('token_hash', '=', hashDoToken(token))
          .where('usado_em', 'is', null)
          .where('expira_em', '>', sql<Date>`now()`)
          .returning('usuario_id')
          .executeTakeFirst();
        // The token is the field at fault: the page then offers a new link instead of the form.
        if (!consumido) throw new HttpError(400, LINK_INVALIDO, [{ field: 'token', message: LINK_INVALIDO }]);
        await trx.updateTable('usuario').set({ senha_hash: senhaHash }).where('id', '=', consumido.usuario_id).execute();
        await auditar(trx, {
          usuarioId: consumido.usuario_id,
          unidadeId: null,
          entidade: 'usuario',
          entidadeId: consumido.usuario_id,
          acao: 'redefinir_senha',
        });
        await encerrarSessoesDoUsuario(trx, consumido.usuario_id);
      });
      return { content: null, message: 'Senha redefinida. Faça login com a nova senha.' };
    },
  );
}
