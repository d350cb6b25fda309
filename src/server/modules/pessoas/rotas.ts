import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { FiltroDePessoas, ItemDoMapa, MetadadosDePessoas, Pessoa, PessoasDesativadas, ResumoDaPessoa } from '../../../shared/api/pessoas.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { esquemaPaginacao, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { camposPedidos } from '../../resources/parametros-da-lista.ts';
import { restringirCampos, type Registro } from '../../resources/registro.ts';
import type { Servicos } from '../../servicos.ts';
import { acessoDaRota, soFornecedores, unidadeDa } from './acesso.ts';
import { rotasDeArquivosDaPessoa } from './arquivos.ts';
import { rotaDeAutocompletarPessoas } from './autocompletar.ts';
import { cadastroDoCatalogo } from './cadastro.ts';
import { desativarPessoas, ESQUEMA_DA_DESATIVACAO } from './desativacao.ts';
import { buscaTexto, condicoesDoFiltro, ESQUEMA_DO_FILTRO, exigirFiltroValido } from './filtro.ts';
import { salvarPessoa } from './gravacao.ts';
import { lerPessoa } from './leitura.ts';
import { LIMITE_CONTAGEM_DO_CADASTRO, lerPaginaDePessoas, pessoaDaLista } from './lista.ts';
import { ESQUEMA_DA_CONSULTA_DO_MAPA, lerMapa, type ConsultaDoMapa } from './mapa.ts';
import { metadadosDaLista } from './metadados.ts';

// The people and supplier register (specification, section 7, "People"). Every call is
// scoped to the session's unit; the map may widen to all the user's units (todasUnidades).

const PARAMETRO_ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const TODAS_UNIDADES = { todasUnidades: { type: 'boolean', default: false } } as const;

/** The units a request searches: the session's, or every unit of the user. */
async function unidadesDaConsulta({ db }: Servicos, sessao: SessaoAtiva, todasUnidades: boolean): Promise<number[]> {
  if (!todasUnidades) return [unidadeDa(sessao)];
  const linhas = await db.selectFrom('usuario_unidade').select('unidade_id').where('usuario_id', '=', sessao.usuarioId).execute();
  return [...new Set([unidadeDa(sessao), ...linhas.map((l) => l.unidade_id)])];
}

/** Registers nothing when the catalogue lacks the people screens (the engine's tests serve catalogues of their own). */
export function rotasDePessoas(app: FastifyInstance, servicos: Servicos, catalogo: CatalogoDeTelas): void {
  const { db, authtokens } = servicos;
  const cadastro = cadastroDoCatalogo(catalogo, db);
  if (cadastro === null) return;
  const metadados = metadadosDaLista(cadastro.pessoas);

  app.post<{ Querystring: { page: number; rpp: number; fields?: string }; Body: FiltroDePessoas | null }>(
    '/api/pessoas/filter',
    {
      config: acessoDaRota('visualizar'),
      schema: { querystring: { type: 'object', properties: { ...esquemaPaginacao, fields: ESQUEMA_DO_FILTRO.properties.fields } }, body: ESQUEMA_DO_FILTRO },
    },
    async (request): Promise<SuccessReply<PagedContent<Registro>>> => {
      const sessao = sessaoDe(request);
      const filtro = request.body ?? {};
      exigirFiltroValido(filtro);
      const p = paginacao(request.query);
      const escopo = { unidadeIds: [unidadeDa(sessao)], soFornecedores: soFornecedores(sessao, 'visualizar') };
      const { linhas, contagem } = await lerPaginaDePessoas(db, condicoesDoFiltro(filtro, escopo), p, buscaTexto(filtro));
      const campos = camposPedidos(filtro.fields ?? request.query.fields);
      const authtoken = (id: number) => authtokens.derivar(sessao.id, `/api/pessoas/${id}/foto`).authtoken;
      return { content: respostaPaginada(linhas.map((l) => restringirCampos({ ...pessoaDaLista(l, authtoken) }, campos)), contagem, p, LIMITE_CONTAGEM_DO_CADASTRO) };
    },
  );

  rotaDeAutocompletarPessoas(app, servicos);

  app.get('/api/pessoas/metadatalist', { config: acessoDaRota('visualizar') }, async (): Promise<SuccessReply<MetadadosDePessoas>> => ({ content: metadados }));

  app.post<{ Querystring: ConsultaDoMapa; Body: FiltroDePessoas | null }>(
    '/api/pessoas/mapa',
    { config: acessoDaRota('visualizar'), schema: { querystring: ESQUEMA_DA_CONSULTA_DO_MAPA, body: ESQUEMA_DO_FILTRO } },
    async (request): Promise<SuccessReply<ItemDoMapa[]>> => {
      const sessao = sessaoDe(request);
      const filtro = request.body ?? {};
      exigirFiltroValido(filtro);
      const unidadeIds = await unidadesDaConsulta(servicos, sessao, request.query.todasUnidades);
      const condicoes = condicoesDoFiltro(filtro, { unidadeIds, soFornecedores: soFornecedores(sessao, 'visualizar') });
      return { content: await lerMapa(db, condicoes, request.query, servicos.config.mapaNoNavegador) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { todasUnidades: boolean } }>(
    '/api/pessoas/:id/resumo',
    { config: acessoDaRota('visualizar'), schema: { params: PARAMETRO_ID, querystring: { type: 'object', properties: TODAS_UNIDADES } } },
    async (request): Promise<SuccessReply<ResumoDaPessoa>> => {
      const sessao = sessaoDe(request);
      let consulta = db
        .selectFrom('pessoa')
        .select(['id', 'codigo', 'nome'])
        .where('id', '=', request.params.id)
        .where('unidade_id', 'in', await unidadesDaConsulta(servicos, sessao, request.query.todasUnidades));
      if (soFornecedores(sessao, 'visualizar')) consulta = consulta.where('fornecedor', '=', true);
      const resumo = await consulta.executeTakeFirst();
      if (resumo === undefined) throw naoEncontrado();
      return { content: resumo };
    },
  );

  app.post<{ Body: { ids: number[] } }>(
    '/api/pessoas/desabilitapessoas',
    { config: acessoDaRota('desativar'), schema: { body: ESQUEMA_DA_DESATIVACAO } },
    async (request): Promise<SuccessReply<PessoasDesativadas>> => ({
      content: await desativarPessoas(db, sessaoDe(request), request.body.ids),
      message: 'Pessoa(s) desativada(s) com sucesso.',
    }),
  );

  app.get<{ Params: { id: number } }>(
    '/api/pessoas/:id',
    { config: acessoDaRota('visualizar'), schema: { params: PARAMETRO_ID } },
    async (request): Promise<SuccessReply<Pessoa>> => {
      const sessao = sessaoDe(request);
      const pessoa = await lerPessoa(db, request.params.id, { unidadeId: unidadeDa(sessao), soFornecedores: soFornecedores(sessao, 'visualizar') });
      if (pessoa === null) throw naoEncontrado();
      return { content: pessoa };
    },
  );

  app.post('/api/pessoas', { config: acessoDaRota('editar'), schema: { body: { type: 'object' } } }, async (request): Promise<SuccessReply<Pessoa>> => {
    const { pessoa } = await salvarPessoa(db, cadastro, sessaoDe(request), request.body);
    return { content: pessoa, message: 'Registro salvo.' };
  });

  rotasDeArquivosDaPessoa(app, servicos);
}
