import type { FastifyInstance } from 'fastify';
import type { Servicos } from '../servicos.ts';
import { alvoDoModulo, problemasDasAcoes } from './acoes-dos-modulos.ts';
import { CatalogoInvalido, telaDeModulo, type CatalogoDeTelas, type ProblemaDeArquivo } from './catalogo-de-telas.ts';
import { ganchosDe } from './ganchos.ts';
import { importacoesDoCatalogo, instalarImportacoes } from './importacao/index.ts';
import { impressoesDosRecursos, instalarImpressoes } from './impressao/index.ts';
import { prepararRecursos, type Recurso } from './recurso.ts';
import { rotasDeArquivos } from './rotas-arquivos.ts';
import { rotasDosAjustes } from './rotas-ajustes.ts';
import { rotasDeConfiguracaoDeCampos } from './rotas-configuracao-campos.ts';
import { rotasDasAcoes } from './rotas-acoes.ts';
import { rotasDasTelas } from './rotas-telas.ts';
import { telasQueConsultam } from './referenciados.ts';
import { rotasDoRecurso } from './rotas.ts';
import { sincronizarTabelas } from './tabelas.ts';
import { criarTelasConfiguradas } from './telas-configuradas.ts';

// The generic resource engine: every descriptor's resource over its model's table, the
// screens API, the field configuration, file uploads and the screens' imports and prints.

export { carregarCatalogoDeTelas, CatalogoInvalido, PASTAS_PADRAO, type CatalogoDeTelas, type PastasDoCatalogo } from './catalogo-de-telas.ts';
export { ajustesEmVigor, estadosDosAjustes, padroesDoModelo, type AjustesLidos } from './estados-dos-ajustes.ts';
export { lerAjustes, type DonoDosAjustes } from './ajustes.ts';
export { TabelasIncompativeis } from './tabelas.ts';
export { problemasDasAcoes } from './acoes-dos-modulos.ts';
export { ganchosDe, registrarGanchos, type ContextoDaValidacao, type ContextoDoFiltro, type ContextoDoGancho, type GanchosDoModelo } from './ganchos.ts';

/**
 * Brings the tables up to the models (additively) and registers the routes. The modules' hooks
 * (modules/ganchos.ts) must be registered first: a declared action no one runs stops the start.
 */
export async function instalarRecursos(app: FastifyInstance, servicos: Servicos, catalogo: CatalogoDeTelas): Promise<void> {
  const { db, arquivos } = servicos;
  const semExecutor = problemasDasAcoes(catalogo);
  if (semExecutor.length > 0) throw new CatalogoInvalido(semExecutor);
  await sincronizarTabelas(db, catalogo);
  rotasDasTelas(app, catalogo);
  rotasDeConfiguracaoDeCampos(app, db, catalogo);
  rotasDeArquivos(app, db, arquivos);
  // Last, so a descriptor whose resource a module already serves is found and named.
  const telas = criarTelasConfiguradas(db);
  const recursos = prepararRecursos(catalogo);
  const configuracoes = catalogo.telas.filter((t) => t.descritor.configuracao === true && !telaDeModulo(catalogo, t.descritor));
  const ocupados = [...recursos, ...configuracoes].filter((r) => app.hasRoute({ method: 'GET', url: r.descritor.recurso }));
  const problemas = [
    ...ocupados.map((r) => ({ arquivo: r.arquivo, caminho: '/recurso', mensagem: `O recurso '${r.descritor.recurso}' já é atendido por um módulo do servidor.` })),
    ...recursos.flatMap(parametrosSemGancho),
  ];
  if (problemas.length > 0) throw new CatalogoInvalido(problemas);
  const consultantes = telasQueConsultam(catalogo);
  for (const recurso of recursos) rotasDoRecurso(app, recurso, { telas, servicos, consultantes: consultantes.get(recurso.descritor.modelo) ?? [] });
  await instalarImportacoes(app, servicos, importacoesDoCatalogo(catalogo, { db, recursos, telas }));
  await instalarImpressoes(app, servicos, impressoesDosRecursos(recursos));
  for (const { descritor } of configuracoes) {
    const modelo = catalogo.modelos[descritor.modelo];
    if (modelo !== undefined) rotasDosAjustes(app, descritor, modelo, db);
  }
  for (const tela of catalogo.telas.filter((t) => telaDeModulo(catalogo, t.descritor))) {
    const alvo = alvoDoModulo(tela, catalogo);
    if (alvo !== null) rotasDasAcoes(app, alvo, servicos);
  }
}

/** A parameter-only filter means something only to the model's hook, which a module registers before the resources are installed. */
function parametrosSemGancho(recurso: Recurso): ProblemaDeArquivo[] {
  if (recurso.parametrosDoGancho.length === 0 || ganchosDe(recurso.modelo.$id).filtrar !== undefined) return [];
  const parametros = recurso.parametrosDoGancho.map((p) => `'${p.parametro}'`).join(', ');
  return [{ arquivo: recurso.arquivo, caminho: '/filtro', mensagem: `Os parâmetros ${parametros} não são campos do modelo '${recurso.modelo.$id}', e nenhum módulo registrou o gancho filtrar dele (registrarGanchos).` }];
}
