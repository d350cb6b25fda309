import type { FastifyInstance } from 'fastify';
import type { CatalogoDeTelas } from '../../../resources/index.ts';
import type { Servicos } from '../../../servicos.ts';
import { cadastroDoCatalogo } from '../cadastro.ts';
import { rotasDaImportacao } from './rotas.ts';
import { tarefaDaImportacao } from './tarefa.ts';

/**
 * The people import (gestaopessoas/importacao): its job kind and its calls. Nothing when the
 * catalogue lacks the people screens (the engine's tests serve catalogues of their own).
 */
export async function registrarImportacaoDePessoas(app: FastifyInstance, servicos: Servicos, catalogo: CatalogoDeTelas): Promise<void> {
  const cadastro = cadastroDoCatalogo(catalogo, servicos.db);
  if (cadastro === null) return;
  await servicos.tarefas.registrarTipoDeTarefa(tarefaDaImportacao(cadastro));
  rotasDaImportacao(app, servicos, cadastro);
}
