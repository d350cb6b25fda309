import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { GrupoPermissao } from '../../../shared/api/configuracoes.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { CatalogoDeTelas } from '../../resources/index.ts';
import { camposPedidos } from '../../resources/parametros-da-lista.ts';
import { restringirCampos, type Registro } from '../../resources/registro.ts';
import type { Servicos } from '../../servicos.ts';
import { editorDa } from '../usuarios/concessao.ts';
import { cadastroDeGrupos } from './cadastro.ts';
import { salvarGrupo } from './gravacao.ts';
import { lerGrupo } from './leitura.ts';
import { ESQUEMA_DA_LISTA, lerPaginaDeGrupos, TITULOS_PESQUISADOS, type ConsultaDeGrupos } from './lista.ts';

// The permission groups of configuracoes/grupopermissao. The tags a group may hold are the
// catalogue's (GET /api/permissoes/catalogo, public, grouped by module on the client).

const PARAMETRO_ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const VER = { tags: ['configuracoes.grupopermissao.visualizar'] } as const;
const EDITAR = { tags: ['configuracoes.grupopermissao.editar'] } as const;

/** Registers nothing when the catalogue lacks the groups' screen (the engine's tests serve catalogues of their own). */
export function rotasDeGruposDePermissao(app: FastifyInstance, { db }: Servicos, catalogo: CatalogoDeTelas): void {
  const cadastro = cadastroDeGrupos(catalogo, db);
  if (cadastro === null) return;

  app.get<{ Querystring: ConsultaDeGrupos }>(
    '/api/grupospermissao',
    { config: VER, schema: { querystring: ESQUEMA_DA_LISTA } },
    async (request): Promise<SuccessReply<PagedContent<Registro>>> => {
      const p = paginacao(request.query);
      const { linhas, contagem } = await lerPaginaDeGrupos(db, request.query, p);
      const campos = camposPedidos(request.query.fields);
      return { content: respostaPaginada(linhas.map((l) => restringirCampos({ ...l }, campos)), contagem, p) };
    },
  );

  app.get('/api/grupospermissao/metadatalist', { config: VER }, async () => ({
    content: { params: { page: 1, rpp: 10, sort: 'nome,asc' }, camposPesquisados: TITULOS_PESQUISADOS },
  }));

  app.get<{ Params: { id: number } }>(
    '/api/grupospermissao/:id',
    { config: VER, schema: { params: PARAMETRO_ID } },
    async (request): Promise<SuccessReply<GrupoPermissao>> => {
      const grupo = await lerGrupo(db, request.params.id);
      if (grupo === null) throw naoEncontrado();
      return { content: grupo };
    },
  );

  app.post('/api/grupospermissao', { config: EDITAR, schema: { body: { type: 'object' } } }, async (request): Promise<SuccessReply<GrupoPermissao>> => {
    const sessao = sessaoDe(request);
    const { grupo } = await salvarGrupo(db, cadastro, await editorDa(db, sessao), sessao, request.body);
    return { content: grupo, message: 'Registro salvo.' };
  });
}
