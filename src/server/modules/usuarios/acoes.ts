import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { auditar } from '../../auditoria.ts';
import { HttpError, naoEncontrado } from '../../http/erros.ts';
import type { ContextoDoGancho, GanchosDoModelo } from '../../resources/ganchos.ts';
import type { Registro } from '../../resources/registro.ts';
import { enviarLinkDeSenha, muitosPedidosDeSenha } from '../autenticacao/recuperacao.ts';
import { editorDa, exigirAlvoAlcancavel } from './concessao.ts';
import { lerUsuario } from './leitura.ts';
import { encerrarSessoes, fecharConexoes } from './sessoes.ts';

// The account's actions on a user, declared in screens/configuracoes/usuarios.json and run by
// the engine over these hooks in one transaction: send the password link (the recovery e-mail;
// the current password holds until the new one is set) and end every session. The engine reads
// the user through `ler` (only those the editor reaches, locked) and offers redefinirsenha only
// for an active one (disponivelSe); both are audited.

/** What the reply says became of the link: the server knows whether a mail server is configured. */
export const MENSAGENS_DO_LINK_DE_REDEFINICAO = {
  enviado: 'O link para criar uma nova senha foi enviado para {email}.',
  saida: 'Nenhum servidor de e-mail está configurado: o link para criar uma nova senha ficou na caixa de saída (Configurações › Parâmetros de e-mail).',
} as const;
export const MENSAGEM_SEM_EMAIL = 'O usuário não tem e-mail cadastrado: informe um e-mail e salve antes de redefinir a senha.';
export const MENSAGEM_EMAIL_RECUSADO = 'O servidor de e-mail recusou o envio do link. Confira os parâmetros de e-mail e tente de novo.';
export const MENSAGEM_MUITOS_PEDIDOS = 'Muitos pedidos de redefinição de senha para este usuário na última hora. Tente novamente mais tarde.';
export const MENSAGEM_UMA_SESSAO_ENCERRADA = '1 sessão encerrada.';
export const MENSAGEM_SESSOES_ENCERRADAS = '{quantidade} sessões encerradas.';

/** The user the engine has read (and the editor may act on), as stored. */
async function usuarioLido(ctx: ContextoDoGancho, id: number) {
  const usuario = await lerUsuario(ctx.trx, null, id);
  if (usuario === null) throw naoEncontrado();
  return usuario;
}

const auditoria = (ctx: ContextoDoGancho, usuarioId: number) => ({ usuarioId: ctx.sessao.usuarioId, unidadeId: ctx.sessao.unidadeId, entidade: 'usuario', entidadeId: usuarioId });

export const GANCHOS_DE_USUARIOS: GanchosDoModelo = {
  // Only a user the editor reaches (another unit's reads as none) and may change (403 for one with tags the editor lacks).
  async ler(ctx, id) {
    const editor = await editorDa(ctx.trx, ctx.sessao);
    const usuario = await lerUsuario(ctx.trx, editor, id, true);
    if (usuario === null) return null;
    await exigirAlvoAlcancavel(ctx.trx, editor, id);
    return { ...usuario } satisfies Registro;
  },
  acoes: {
    async redefinirsenha(ctx, id) {
      const usuario = await usuarioLido(ctx, id);
      if (usuario.email === null) throw new HttpError(409, MENSAGEM_SEM_EMAIL);
      if (await muitosPedidosDeSenha(ctx.trx, id)) throw new HttpError(429, MENSAGEM_MUITOS_PEDIDOS);
      const situacao = await enviarLinkDeSenha({ ...ctx.servicos, db: ctx.trx }, { id: usuario.id, nome: usuario.nome, email: usuario.email }, 'redefinicao');
      // Refused by the mail server: the link it would carry is rolled back with the rest.
      if (situacao === 'falhou') throw new HttpError(502, MENSAGEM_EMAIL_RECUSADO);
      await auditar(ctx.trx, { ...auditoria(ctx, id), acao: 'solicitar_redefinicao_senha' });
      return { conteudo: null, mensagem: interpolar(MENSAGENS_DO_LINK_DE_REDEFINICAO[situacao], { email: usuario.email }) };
    },
    async encerrarsessoes(ctx, id) {
      const encerradas = await encerrarSessoes(ctx.trx, id);
      await auditar(ctx.trx, { ...auditoria(ctx, id), acao: 'encerrar_sessoes', alteracoes: { sessoesEncerradas: encerradas.length } });
      // The live-channel connections close once the sessions' end is committed.
      ctx.depoisDoCommit(() => fecharConexoes(ctx.servicos.tempoReal, encerradas));
      const n = encerradas.length;
      return { conteudo: { encerradas: n }, mensagem: n === 1 ? MENSAGEM_UMA_SESSAO_ENCERRADA : interpolar(MENSAGEM_SESSOES_ENCERRADAS, { quantidade: n }) };
    },
  },
};
