import type { FastifyInstance } from 'fastify';
import { mesclarTela } from '../../../shared/engine/merge.ts';
import type { Servicos } from '../../servicos.ts';
import type { Recurso } from '../recurso.ts';
import { rotaDaImpressao } from './rotas.ts';
import { tarefaDaImpressao } from './tarefa.ts';
import type { ImpressaoDaTela } from './tela.ts';

// The generic Imprimir: every resource whose descriptor has a list and tags.imprimir gets
// POST {recurso}/imprimir and its report job. A module's model (x-modulo) prints by its module
// (the people register's reports).

export type { ImpressaoDaTela } from './tela.ts';

/** impressao.<the resource's path>: impressao.financeiro.categorias for /api/financeiro/categorias. */
export const tipoDaImpressao = (recurso: string): string => `impressao.${recurso.replace(/^\/api\//, '').split('/').join('.')}`;

export function impressoesDosRecursos(recursos: readonly Recurso[]): ImpressaoDaTela[] {
  return recursos.flatMap((recurso): ImpressaoDaTela[] => {
    const { descritor } = recurso;
    const tag = descritor.tags.imprimir;
    const { lista, filtro, titulo } = mesclarTela(descritor, recurso.modelo, {});
    if (tag === undefined || lista === null) return [];
    const nomeDoArquivo = descritor.rota.name.split('.').join('-');
    return [{ recurso, titulo, tag, lista, filtro, tipoDaTarefa: tipoDaImpressao(descritor.recurso), nomeDoArquivo }];
  });
}

export async function instalarImpressoes(app: FastifyInstance, servicos: Servicos, impressoes: readonly ImpressaoDaTela[]): Promise<void> {
  for (const imp of impressoes) {
    await servicos.tarefas.registrarTipoDeTarefa(tarefaDaImpressao(imp, servicos.arquivos));
    rotaDaImpressao(app, servicos, imp);
  }
}
