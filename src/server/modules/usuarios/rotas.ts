import type { FastifyInstance } from 'fastify';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { RegistroNomeado, UsuarioDoCadastro } from '../../../shared/api/configuracoes.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { camposPedidos } from '../../resources/parametros-da-lista.ts';
import { restringirCampos, type Registro } from '../../resources/registro.ts';
import type { Servicos } from '../../servicos.ts';
import { enviarLinkDeSenha } from '../autenticacao/recuperacao.ts';
import { cadastroDeUsuarios } from './cadastro.ts';
import { alcancaUsuario, editorDa } from './concessao.ts';
import { fotoRedimensionada } from './foto.ts';
import { salvarUsuario } from './gravacao.ts';
import { lerUsuario } from './leitura.ts';
import { ESQUEMA_DA_LISTA, lerPaginaDeUsuarios, TITULOS_PESQUISADOS, type ConsultaDeUsuarios } from './lista.ts';
import { ESQUEMA_DAS_OPCOES, gruposAtribuiveis, unidadesAtribuiveis, type ConsultaDeOpcoes } from './opcoes.ts';
import { fecharConexoes } from './sessoes.ts';

// The users of configuracoes/usuarios (and the autocomplete of interval-group members). Every
// call reaches only the users who share one of the editor's units (an administrador reaches
// all); what a save may grant is in concessao.ts and atribuicoes.ts. The account's actions are
// the screen's declared actions, served by the engine over this module's hooks (acoes.ts).

const PARAMETRO_ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const VER = { tags: ['configuracoes.usuario.visualizar'] } as const;
const EDITAR = { tags: ['configuracoes.usuario.editar'] } as const;

/** What a new user's reply says became of the link to set the password, never more than happened. */
export const MENSAGENS_DA_CONTA_CRIADA = {
  enviado: 'Usuário criado. O link para criar a senha foi enviado para {email}.',
  saida: 'Usuário criado. Nenhum servidor de e-mail está configurado: o link para criar a senha ficou na caixa de saída (Configurações › Parâmetros de e-mail).',
  falhou: 'Usuário criado, mas o servidor de e-mail recusou o link para criar a senha. Confira os parâmetros de e-mail e use Redefinir senha para enviá-lo de novo.',
} as const;

export function rotasDeUsuarios(app: FastifyInstance, servicos: Servicos, catalogo: CatalogoDeTelas): void {
  const { db, arquivos } = servicos;

  app.get<{ Querystring: ConsultaDeUsuarios }>(
    '/api/usuarios',
    { config: VER, schema: { querystring: ESQUEMA_DA_LISTA } },
    async (request): Promise<SuccessReply<PagedContent<Registro>>> => {
      const p = paginacao(request.query);
      const editor = await editorDa(db, sessaoDe(request));
      const { linhas, contagem } = await lerPaginaDeUsuarios(db, editor, request.query, p);
      const campos = camposPedidos(request.query.fields);
      return { content: respostaPaginada(linhas.map((l) => restringirCampos({ ...l }, campos)), contagem, p) };
    },
  );

  app.get('/api/usuarios/metadatalist', { config: VER }, async () => ({
    content: { params: { page: 1, rpp: 10, sort: 'nome,asc' }, camposPesquisados: TITULOS_PESQUISADOS },
  }));

  app.get<{ Querystring: ConsultaDeOpcoes }>(
    '/api/usuarios/opcoes/unidades',
    { config: EDITAR, schema: { querystring: ESQUEMA_DAS_OPCOES } },
    async (request): Promise<SuccessReply<PagedContent<RegistroNomeado>>> => {
      const p = paginacao(request.query);
      const { linhas, contagem } = await unidadesAtribuiveis(db, await editorDa(db, sessaoDe(request)), request.query, p);
      return { content: respostaPaginada(linhas, contagem, p) };
    },
  );

  app.get<{ Querystring: ConsultaDeOpcoes }>(
    '/api/usuarios/opcoes/grupos',
    { config: EDITAR, schema: { querystring: ESQUEMA_DAS_OPCOES } },
    async (request): Promise<SuccessReply<PagedContent<RegistroNomeado>>> => {
      const p = paginacao(request.query);
      const { linhas, contagem } = await gruposAtribuiveis(db, await editorDa(db, sessaoDe(request)), request.query, p);
      return { content: respostaPaginada(linhas, contagem, p) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/usuarios/:id',
    { config: VER, schema: { params: PARAMETRO_ID } },
    async (request): Promise<SuccessReply<UsuarioDoCadastro>> => {
      const usuario = await lerUsuario(db, await editorDa(db, sessaoDe(request)), request.params.id);
      if (usuario === null) throw naoEncontrado();
      return { content: usuario };
    },
  );

  const cadastro = cadastroDeUsuarios(catalogo, db);
  if (cadastro !== null) {
    app.post('/api/usuarios', { config: EDITAR, schema: { body: { type: 'object' } } }, async (request): Promise<SuccessReply<UsuarioDoCadastro>> => {
      const sessao = sessaoDe(request);
      const { usuario, criado, sessoesEncerradas } = await salvarUsuario(db, cadastro, await editorDa(db, sessao), sessao, request.body);
      fecharConexoes(servicos.tempoReal, sessoesEncerradas);
      if (!criado || usuario.email === null) return { content: usuario, message: 'Registro salvo.' };
      // The user is saved already: a failed e-mail is said, not answered as the save's failure.
      const situacao = await enviarLinkDeSenha(servicos, { id: usuario.id, nome: usuario.nome, login: usuario.login, email: usuario.email }, 'conta_nova').catch(
        (erro: unknown) => {
          request.log.error({ err: erro }, 'e-mail da conta nova não enviado');
          return 'falhou' as const;
        },
      );
      return { content: usuario, message: interpolar(MENSAGENS_DA_CONTA_CRIADA[situacao], { email: usuario.email }) };
    });
  }

  // A photo opened by an <img>: one's own, and the avatars of colleagues (users who share a unit; an
  // administrador sees all). Another unit's user reads as one without a photo.
  app.get<{ Params: { id: number }; Querystring: { width: number; height?: number } }>(
    '/api/usuarios/:id/foto',
    {
      config: { aceitaAuthtoken: true },
      schema: {
        params: PARAMETRO_ID,
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
      const sessao = sessaoDe(request);
      const colega = alcancaUsuario(await editorDa(db, sessao));
      const usuario = await db
        .selectFrom('usuario as u')
        .select('u.foto_arquivo_id')
        .where('u.id', '=', request.params.id)
        .where((eb) => eb.or([eb('u.id', '=', sessao.usuarioId), colega]))
        .executeTakeFirst();
      if (!usuario?.foto_arquivo_id) throw naoEncontrado('Foto não encontrada.');
      const { width, height = width } = request.query;
      const imagem = await fotoRedimensionada(arquivos, usuario.foto_arquivo_id, width, height);
      if (!imagem) throw naoEncontrado('Foto não encontrada.');
      return reply.type('image/webp').header('cache-control', 'private, max-age=300').send(imagem);
    },
  );
}
