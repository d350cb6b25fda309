import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { auditar } from '../../auditoria.ts';
import { HttpError, naoEncontrado } from '../../http/erros.ts';
import type { Servicos } from '../../servicos.ts';
import { enviarLinkDeSenha, muitosPedidosDeSenha } from '../autenticacao/recuperacao.ts';
import { exigirAlvoAlcancavel, type Editor } from './concessao.ts';
import { lerUsuario } from './leitura.ts';
import { encerrarSessoes, fecharConexoes } from './sessoes.ts';

// An administrator's actions on a user: send the password link (the recovery e-mail; the
// current password holds until the new one is set) and end every session. Both reach only the
// users the editor may change (concessao.ts), and both are audited.

/** What the reply says became of the link: the server knows whether a mail server is configured. */
export const MENSAGENS_DO_LINK_DE_REDEFINICAO = {
  enviado: 'O link para criar uma nova senha foi enviado para {email}.',
  saida: 'Nenhum servidor de e-mail está configurado: o link para criar uma nova senha ficou na caixa de saída (Configurações › Parâmetros de e-mail).',
} as const;
export const MENSAGEM_SEM_EMAIL = 'O usuário não tem e-mail cadastrado: informe um e-mail e salve antes de redefinir a senha.';
export const MENSAGEM_INATIVO = 'O usuário está inativo: ative-o antes de redefinir a senha.';
export const MENSAGEM_EMAIL_RECUSADO = 'O servidor de e-mail recusou o envio do link. Confira os parâmetros de e-mail e tente de novo.';
export const MENSAGEM_MUITOS_PEDIDOS = 'Muitos pedidos de redefinição de senha para este usuário na última hora. Tente novamente mais tarde.';

type Dependencias = Pick<Servicos, 'db' | 'carteiro' | 'config' | 'tempoReal'>;

/** Sends the user a new password link; answers what became of it. */
export async function redefinirSenha(deps: Dependencias, editor: Editor, sessao: SessaoAtiva, usuarioId: number): Promise<string> {
  const { db } = deps;
  const usuario = await lerUsuario(db, editor, usuarioId);
  if (usuario === null) throw naoEncontrado();
  await exigirAlvoAlcancavel(db, editor, usuarioId);
  if (!usuario.ativo) throw new HttpError(409, MENSAGEM_INATIVO);
  if (usuario.email === null) throw new HttpError(409, MENSAGEM_SEM_EMAIL);
  if (await muitosPedidosDeSenha(db, usuarioId)) throw new HttpError(429, MENSAGEM_MUITOS_PEDIDOS);
  const situacao = await enviarLinkDeSenha(deps, { id: usuario.id, nome: usuario.nome, email: usuario.email }, 'redefinicao');
  await auditar(db, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, entidade: 'usuario', entidadeId: usuarioId, acao: 'solicitar_redefinicao_senha' });
  if (situacao === 'falhou') throw new HttpError(502, MENSAGEM_EMAIL_RECUSADO);
  return interpolar(MENSAGENS_DO_LINK_DE_REDEFINICAO[situacao], { email: usuario.email });
}

/** Ends every open session of the user; returns how many. */
export async function encerrarSessoesDoUsuario(deps: Dependencias, editor: Editor, sessao: SessaoAtiva, usuarioId: number): Promise<number> {
  const { db } = deps;
  const encerradas = await db.transaction().execute(async (trx) => {
    if ((await lerUsuario(trx, editor, usuarioId, true)) === null) throw naoEncontrado();
    await exigirAlvoAlcancavel(trx, editor, usuarioId);
    const ids = await encerrarSessoes(trx, usuarioId);
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId: sessao.unidadeId,
      entidade: 'usuario',
      entidadeId: usuarioId,
      acao: 'encerrar_sessoes',
      alteracoes: { sessoesEncerradas: ids.length },
    });
    return ids;
  });
  fecharConexoes(deps.tempoReal, encerradas);
  return encerradas.length;
}
