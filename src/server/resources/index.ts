import type { FastifyInstance } from 'fastify';
import type { Servicos } from '../servicos.ts';
import { CatalogoInvalido, type CatalogoDeTelas, type ProblemaDeArquivo } from './catalogo-de-telas.ts';
import { ganchosDe } from './ganchos.ts';
import { importacoesDoCatalogo, instalarImportacoes } from './importacao/index.ts';
import { prepararRecursos, type Recurso } from './recurso.ts';
import { rotasDeArquivos } from './rotas-arquivos.ts';
import { rotasDeConfiguracaoDeCampos } from './rotas-configuracao-campos.ts';
import { rotasDasTelas } from './rotas-telas.ts';
import { telasQueConsultam } from './referenciados.ts';
import { rotasDoRecurso } from './rotas.ts';
import { sincronizarTabelas } from './tabelas.ts';
import { criarTelasConfiguradas } from './telas-configuradas.ts';

// The generic resource engine: every descriptor's resource over its model's table, the
// screens API, the field configuration, file uploads and the screens' imports.

export { carregarCatalogoDeTelas, CatalogoInvalido, PASTAS_PADRAO, type CatalogoDeTelas, type PastasDoCatalogo } from './catalogo-de-telas.ts';
export { registrarGanchos, type ContextoDoFiltro, type ContextoDoGancho, type GanchosDoModelo } from './ganchos.ts';
export { TabelasIncompativeis } from './tabelas.ts';

/** Brings the tables up to the models (additively) and registers the routes. */
export async function instalarRecursos(app: FastifyInstance, servicos: Servicos, catalogo: CatalogoDeTelas): Promise<void> {
  const { db, arquivos, parametros } = servicos;
  await sincronizarTabelas(db, catalogo);
  rotasDasTelas(app, catalogo);
  rotasDeConfiguracaoDeCampos(app, db, catalogo);
  rotasDeArquivos(app, db, arquivos);
  // Last, so a descriptor whose resource a module already serves is found and named.
  const telas = criarTelasConfiguradas(db);
  const recursos = prepararRecursos(catalogo);
  const ocupados = recursos.filter((r) => app.hasRoute({ method: 'GET', url: r.descritor.recurso }));
  const problemas = [
    ...ocupados.map((r) => ({ arquivo: r.arquivo, caminho: '/recurso', mensagem: `O recurso '${r.descritor.recurso}' já é atendido por um módulo do servidor.` })),
    ...recursos.flatMap(parametrosSemGancho),
  ];
  if (problemas.length > 0) throw new CatalogoInvalido(problemas);
  const consultantes = telasQueConsultam(catalogo);
  for (const recurso of recursos) rotasDoRecurso(app, recurso, { db, telas, parametros, consultantes: consultantes.get(recurso.descritor.modelo) ?? [] });
  await instalarImportacoes(app, servicos, importacoesDoCatalogo(catalogo, { db, recursos, telas }));
}

/** A parameter-only filter means something only to the model's hook, which a module registers before the resources are installed. */
function parametrosSemGancho(recurso: Recurso): ProblemaDeArquivo[] {
  if (recurso.parametrosDoGancho.length === 0 || ganchosDe(recurso.modelo.$id).filtrar !== undefined) return [];
  const parametros = recurso.parametrosDoGancho.map((p) => `'${p.parametro}'`).join(', ');
  return [{ arquivo: recurso.arquivo, caminho: '/filtro', mensagem: `Os parâmetros ${parametros} não são campos do modelo '${recurso.modelo.$id}', e nenhum módulo registrou o gancho filtrar dele (registrarGanchos).` }];
}
