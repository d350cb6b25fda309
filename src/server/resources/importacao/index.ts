import type { FastifyInstance } from 'fastify';
import { resolverImportacao } from '../../../shared/engine/resolver-importacao.ts';
import type { Db } from '../../db/database.ts';
import type { Servicos } from '../../servicos.ts';
import { CatalogoInvalido, type CatalogoDeTelas, type ProblemaDeArquivo } from '../catalogo-de-telas.ts';
import { ganchosDe } from '../ganchos.ts';
import { prepararRecursos, type Recurso } from '../recurso.ts';
import { criarTelasConfiguradas, type TelasConfiguradas } from '../telas-configuradas.ts';
import type { DestinoDaImportacao } from './destino.ts';
import { destinoDoRecurso } from './destino-do-recurso.ts';
import { rotasDaImportacao } from './rotas.ts';
import { tarefaDaImportacao } from './tarefa.ts';
import type { ImportacaoDaTela } from './tela.ts';

// The generic import: every screen that declares `importacao` gets its calls at
// {recurso}/importacao and its background job. The engine stores the records of its own models;
// a module's model (x-modulo) is stored by the hook its module registered (ganchos.ts).

export type { ImportacaoDaTela } from './tela.ts';
export { tarefaDaImportacao } from './tarefa.ts';

interface Preparo {
  db: Db;
  /** The engine's resources, when already prepared. */
  recursos?: readonly Recurso[];
  telas?: TelasConfiguradas;
}

/** importacao.<the resource's path>: importacao.pessoas for /api/pessoas, importacao.pessoas.profissoes for /api/pessoas/profissoes. */
export const tipoDaTarefa = (recurso: string) => `importacao.${recurso.replace(/^\/api\//, '').split('/').join('.')}`;

export function importacoesDoCatalogo(catalogo: CatalogoDeTelas, { db, recursos = prepararRecursos(catalogo), telas = criarTelasConfiguradas(db) }: Preparo): ImportacaoDaTela[] {
  const problemas: ProblemaDeArquivo[] = [];
  const importacoes = catalogo.telas.flatMap(({ arquivo, descritor }): ImportacaoDaTela[] => {
    const modelo = catalogo.modelos[descritor.modelo];
    if (descritor.importacao === undefined || modelo === undefined) return [];
    const importacao = resolverImportacao(descritor, descritor.importacao, modelo);
    const recurso = recursos.find((r) => r.descritor.rota.name === descritor.rota.name);
    const destino: DestinoDaImportacao | undefined =
      recurso === undefined ? ganchosDe(descritor.modelo).importacao?.({ db, catalogo, descritor, importacao }) : destinoDoRecurso(recurso, telas, importacao);
    if (destino === undefined) {
      problemas.push({ arquivo, caminho: '/importacao', mensagem: `O modelo '${descritor.modelo}' é de um módulo do servidor (x-modulo), que não registrou o gancho importacao.` });
      return [];
    }
    return [{ tela: descritor.rota.name, modelo: descritor.modelo, url: `${descritor.recurso}/importacao`, tag: importacao.tag, importacao, destino, tipoDaTarefa: tipoDaTarefa(descritor.recurso), titulo: `Importação de ${importacao.nomes.plural}` }];
  });
  if (problemas.length > 0) throw new CatalogoInvalido(problemas);
  return importacoes;
}

export async function instalarImportacoes(app: FastifyInstance, servicos: Servicos, importacoes: readonly ImportacaoDaTela[]): Promise<void> {
  for (const imp of importacoes) {
    await servicos.tarefas.registrarTipoDeTarefa(tarefaDaImportacao(imp));
    rotasDaImportacao(app, servicos, imp);
  }
}
