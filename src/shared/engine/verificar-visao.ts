import type { Problema } from './problema.ts';
import type { Descriptor, Model } from './types.ts';

const ESCRITAS = ['criar', 'editar', 'excluir', 'desativar', 'importar'] as const;

/** A screen over a view (x-visao) lists and reads: it offers no form and no action that writes. */
export function verificarVisao(descritor: Descriptor, modelo: Model): Problema[] {
  if (modelo['x-visao'] === undefined) return [];
  const mensagem = `O modelo '${modelo.$id}' é uma visão (x-visao), só de leitura`;
  return [
    ...(descritor.formulario === undefined ? [] : [{ caminho: '/formulario', mensagem: `${mensagem}: a tela não tem formulário.` }]),
    ...ESCRITAS.filter((acao) => descritor.tags[acao] !== undefined).map((acao) => ({ caminho: `/tags/${acao}`, mensagem: `${mensagem}: a tela não oferece ${acao}.` })),
  ];
}
