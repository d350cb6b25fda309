import type { FastifyInstance } from 'fastify';
import { rotasDoDescritor } from '../../shared/engine/rotas.ts';
import type { Descriptor, Model, Rota } from '../../shared/engine/types.ts';
import { hasPermission } from '../../shared/permissions/check.ts';
import { naoEncontrado, semPermissao } from '../http/erros.ts';
import { sessaoDe } from '../http/tipos.ts';
import { telaDeModulo, type CatalogoDeTelas } from './catalogo-de-telas.ts';
import { referenciados } from './referenciados.ts';

// What the client needs to render the generic screens: every screen of the catalogue with the
// tags it asks for (the client offers those the user may open and shows the permission message
// on the others, as it does for its own routes) and, per screen, its descriptor with the models
// it reads, only to who holds its visualizar tag. A screen of a hand-written module (x-modulo) is
// left out of the list, since the client routes it itself, but its descriptor is served like any other.

export interface TelaDoMenu {
  name: string;
  path: string;
  titulo: string;
  /** The route family: the path's first segment ('configuracoes'). */
  familia: string;
  tags: Descriptor['tags'];
  /**
   * The form's routes (the descriptor's formulario.rotas, or <path>/novo and <path>/:id; null
   * without a list or a form) and the import's (<path>/importacao and its /resultado; null without one).
   */
  rotas: { novo: Rota | null; editar: Rota | null; importacao: Rota | null; resultadoDaImportacao: Rota | null };
  /** A settings screen: its one record's form at its path. */
  configuracao: boolean;
  /** The descriptor's `ordem`, which the list is sorted by and the client's family pages are merged by. */
  ordem: number | null;
}

export interface TelaCompleta {
  descritor: Descriptor;
  modelo: Model;
  modelosReferenciados: Record<string, Model>;
}

/** The screens of GET /api/telas: what names a route and the tags it asks for; the public permission catalogue (/planopermissao) already names every tag. */
export function telasDoMenu(catalogo: CatalogoDeTelas): TelaDoMenu[] {
  return catalogo.telas
    .map((t) => t.descritor)
    .filter((d) => !telaDeModulo(catalogo, d))
    .map((d) => ({
      name: d.rota.name,
      path: d.rota.path,
      titulo: d.titulo,
      familia: d.rota.path.split('/')[1] ?? '',
      tags: d.tags,
      rotas: rotasDoDescritor(d),
      configuracao: d.configuracao === true,
      ordem: d.ordem ?? null,
    }));
}

export function rotasDasTelas(app: FastifyInstance, catalogo: CatalogoDeTelas): void {
  const completas = new Map<string, TelaCompleta>();
  for (const { descritor } of catalogo.telas) {
    const modelo = catalogo.modelos[descritor.modelo];
    if (modelo === undefined) continue;
    const modelosReferenciados = Object.fromEntries(
      [...referenciados(descritor, modelo, catalogo.modelos)].flatMap((nome) => (catalogo.modelos[nome] === undefined ? [] : [[nome, catalogo.modelos[nome]]])),
    );
    completas.set(descritor.rota.name, { descritor, modelo, modelosReferenciados });
  }

  const telas = telasDoMenu(catalogo);
  app.get('/api/telas', async () => ({ content: telas }));

  app.get<{ Params: { name: string } }>(
    '/api/telas/:name',
    { schema: { params: { type: 'object', properties: { name: { type: 'string', maxLength: 200, pattern: '^[a-z][a-zA-Z0-9.-]*$' } } } } },
    async (request) => {
      const tela = completas.get(request.params.name);
      if (tela === undefined) throw naoEncontrado('Tela não encontrada.');
      if (!hasPermission(sessaoDe(request).tags, [tela.descritor.tags.visualizar])) throw semPermissao();
      return { content: tela };
    },
  );
}
