import type { FastifyInstance } from 'fastify';
import type { Servicos } from '../servicos.ts';
import { alvoDoModulo, problemasDasAcoes } from './acoes-dos-modulos.ts';
import { CatalogoInvalido, telaDeModulo, type CatalogoDeTelas } from './catalogo-de-telas.ts';
import { prepararRecursos } from './recurso.ts';
import { rotasDeArquivos } from './rotas-arquivos.ts';
import { rotasDeConfiguracaoDeCampos } from './rotas-configuracao-campos.ts';
import { rotasDasAcoes } from './rotas-acoes.ts';
import { rotasDasTelas } from './rotas-telas.ts';
import { telasQueConsultam } from './referenciados.ts';
import { rotasDoRecurso } from './rotas.ts';
import { sincronizarTabelas } from './tabelas.ts';
import { criarTelasConfiguradas } from './telas-configuradas.ts';

// The generic resource engine: every descriptor's resource over its model's table, the
// screens API, the field configuration and file uploads.

export { carregarCatalogoDeTelas, CatalogoInvalido, PASTAS_PADRAO, type CatalogoDeTelas, type PastasDoCatalogo } from './catalogo-de-telas.ts';
export { TabelasIncompativeis } from './tabelas.ts';
export { problemasDasAcoes } from './acoes-dos-modulos.ts';
export { ganchosDe, registrarGanchos, type ContextoDoGancho, type GanchosDoModelo } from './ganchos.ts';

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
  const ocupados = recursos.filter((r) => app.hasRoute({ method: 'GET', url: r.descritor.recurso }));
  if (ocupados.length > 0) {
    throw new CatalogoInvalido(
      ocupados.map((r) => ({ arquivo: r.arquivo, caminho: '/recurso', mensagem: `O recurso '${r.descritor.recurso}' já é atendido por um módulo do servidor.` })),
    );
  }
  const consultantes = telasQueConsultam(catalogo);
  for (const recurso of recursos) rotasDoRecurso(app, recurso, { telas, servicos, consultantes: consultantes.get(recurso.descritor.modelo) ?? [] });
  for (const tela of catalogo.telas.filter((t) => telaDeModulo(catalogo, t.descritor))) {
    const alvo = alvoDoModulo(tela, catalogo);
    if (alvo !== null) rotasDasAcoes(app, alvo, servicos);
  }
}
