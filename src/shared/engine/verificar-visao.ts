import type { Problema } from './problema.ts';
import type { Descriptor, Model } from './types.ts';

const ESCRITAS = ['criar', 'editar', 'excluir', 'desativar', 'importar'] as const;

/**
 * A screen over a view (x-visao) lists and reads: no action that writes, and a form only to read
 * a record (`semInclusao`, no new one: without the tags that write, it opens for reading).
 */
export function verificarVisao(descritor: Descriptor, modelo: Model): Problema[] {
  if (modelo['x-visao'] === undefined) return [];
  const mensagem = `O modelo '${modelo.$id}' é uma visão (x-visao), só de leitura`;
  return [
    ...(descritor.formulario === undefined || descritor.formulario.semInclusao === true
      ? []
      : [{ caminho: '/formulario/semInclusao', mensagem: `${mensagem}: o formulário só abre um registro para ler (semInclusao: true).` }]),
    ...ESCRITAS.filter((acao) => descritor.tags[acao] !== undefined).map((acao) => ({ caminho: `/tags/${acao}`, mensagem: `${mensagem}: a tela não oferece ${acao}.` })),
  ];
}
