import type { FastifyInstance } from 'fastify';
import type { PerfilContent, SuccessReply } from '../../../shared/api/contract.ts';
import { errosDaNovaSenha } from '../../../shared/senha.ts';
import { tipoDaImagem } from '../../arquivos.ts';
import { loginBloqueado, registrarFalha } from '../../auth/limite-login.ts';
import { conferirSenha, gerarHashSenha } from '../../auth/senha.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { encerrarSessoesDoUsuario } from '../../auth/sessoes.ts';
import { auditar, diferencas, type RegistroDeAuditoria } from '../../auditoria.ts';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsuarioTable } from '../../db/schema.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { errosDeFormulario, HttpError, naoAutenticado } from '../../http/erros.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { SEM_NUL } from '../../http/validacao.ts';
import type { Servicos } from '../../servicos.ts';
import { errosDoPerfil } from './validacao.ts';

const TAMANHO_MAXIMO_FOTO = 5 * 1024 * 1024;

/**
 * The type of an uploaded photo, once its whole content decodes: the header alone (all that
 * tipoDaImagem reads) passes for a truncated file, which would then fail every time it is shown.
 */
async function perfil(db: Db, usuarioId: number): Promise<PerfilContent> {
  const u = await db.selectFrom('usuario').select(['nome', 'email', 'login', 'foto_arquivo_id']).where('id', '=', usuarioId).executeTakeFirst();
  if (!u) throw naoAutenticado();
  return { nome: u.nome, email: u.email, login: u.login, temFoto: u.foto_arquivo_id !== null };
}

/** Changes the signed-in user's own record and audits it, in one transaction. */
async function alterarProprioUsuario(
  db: Db,
  sessao: SessaoAtiva,
  mudanca: Updateable<UsuarioTable>,
  acao: RegistroDeAuditoria['acao'],
  alteracoes?: Record<string, unknown>,
  depois?: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('usuario').set(mudanca).where('id', '=', sessao.usuarioId).execute();
    await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId: sessao.unidadeId, entidade: 'usuario', entidadeId: sessao.usuarioId, acao, alteracoes });
    await depois?.(trx);
  });
}

export function rotasDePerfil(app: FastifyInstance, { db, arquivos, parametros }: Servicos): void {
  app.get('/api/perfilusuario', async (request): Promise<SuccessReply<PerfilContent>> => ({
    content: await perfil(db, sessaoDe(request).usuarioId),
  }));

  app.post<{ Body: { nome: string; email: string | null } }>(
    '/api/perfilusuario',
    {
      schema: {
        body: {
          type: 'object',
          required: ['nome'],
          additionalProperties: false,
          properties: { nome: { type: 'string', pattern: SEM_NUL }, email: { type: ['string', 'null'], pattern: SEM_NUL } },
        },
      },
    },
    async (request): Promise<SuccessReply<PerfilContent>> => {
      const sessao = sessaoDe(request);
      const nome = request.body.nome.trim();
      const email = request.body.email?.trim() || null;
      const erros = errosDoPerfil(nome, email);
      if (erros.length > 0) throw errosDeFormulario(erros);
      const antes = await db.selectFrom('usuario').select(['nome', 'email']).where('id', '=', sessao.usuarioId).executeTakeFirstOrThrow();
      await alterarProprioUsuario(db, sessao, { nome, email }, 'alterar', diferencas(antes, { nome, email }));
      return { content: await perfil(db, sessao.usuarioId), message: 'Perfil atualizado.' };
    },
  );

  app.post('/api/perfilusuario/foto', { config: { multipart: true } }, async (request): Promise<SuccessReply<PerfilContent>> => {
    const sessao = sessaoDe(request);
    const parte = await request.file({ limits: { fileSize: TAMANHO_MAXIMO_FOTO, files: 1 } });
    if (!parte || parte.fieldname !== 'file') throw new HttpError(422, 'Nenhum arquivo selecionado.');
    const conteudo = await parte.toBuffer();
    if (conteudo.length === 0) throw new HttpError(422, 'O arquivo enviado está vazio.');
    const tipoMime = await tipoDaImagem(conteudo);
    const arquivoId = await arquivos.salvar({ conteudo, nomeOriginal: parte.filename, tipoMime, diretorio: 'usuarios', criadoPor: sessao.usuarioId });
    await alterarProprioUsuario(db, sessao, { foto_arquivo_id: arquivoId }, 'alterar_foto', { foto_arquivo_id: arquivoId });
    return { content: await perfil(db, sessao.usuarioId), message: 'Foto atualizada.' };
  });

  app.delete('/api/perfilusuario/foto', async (request): Promise<SuccessReply<PerfilContent>> => {
    const sessao = sessaoDe(request);
    await alterarProprioUsuario(db, sessao, { foto_arquivo_id: null }, 'remover_foto');
    return { content: await perfil(db, sessao.usuarioId), message: 'Foto removida.' };
  });

  app.post<{ Body: { senhaAtual: string; novaSenha: string; confirmacaoSenha: string; encerrarOutrasSessoes?: boolean } }>(
    '/api/perfilusuario/senha',
    {
      schema: {
        body: {
          type: 'object',
          required: ['senhaAtual', 'novaSenha', 'confirmacaoSenha'],
          properties: {
            senhaAtual: { type: 'string', maxLength: 1000 },
            novaSenha: { type: 'string', maxLength: 1000 },
            confirmacaoSenha: { type: 'string', maxLength: 1000 },
            encerrarOutrasSessoes: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const sessao = sessaoDe(request);
      const { senhaAtual, novaSenha, confirmacaoSenha, encerrarOutrasSessoes } = request.body;
      const erros = errosDaNovaSenha(novaSenha, confirmacaoSenha, { senha: 'novaSenha', confirmacao: 'confirmacaoSenha' }, await parametros.politicaDeSenha());
      const usuario = await db.selectFrom('usuario').select('senha_hash').where('id', '=', sessao.usuarioId).executeTakeFirstOrThrow();
      // A stolen session must not become a way to guess the password: the same limit as login.
      const chaveDoLimite = `senha-atual:${sessao.usuarioId}`;
      if (await loginBloqueado(db, chaveDoLimite, request.ip)) throw new HttpError(429, MENSAGENS.muitasTentativas);
      if (senhaAtual === '') erros.unshift({ field: 'senhaAtual', message: 'Preenchimento obrigatório.' });
      else if (!(await conferirSenha(senhaAtual, usuario.senha_hash))) {
        await registrarFalha(db, chaveDoLimite, request.ip);
        erros.unshift({ field: 'senhaAtual', message: 'Senha atual incorreta.' });
      }
      if (erros.length > 0) throw errosDeFormulario(erros);
      const senhaHash = await gerarHashSenha(novaSenha);
      // Other sessions end in the same transaction as the change, or not at all.
      await alterarProprioUsuario(db, sessao, { senha_hash: senhaHash }, 'alterar_senha', undefined, async (trx) => {
        if (encerrarOutrasSessoes) await encerrarSessoesDoUsuario(trx, sessao.usuarioId, sessao.id);
      });
      return { content: null, message: 'Senha alterada com sucesso.' };
    },
  );
}
