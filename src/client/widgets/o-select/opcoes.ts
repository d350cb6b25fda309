import type { Escalar, Opcao } from '../../../shared/engine/types.ts';

// Options are keyed by their JSON so that 1 and '1' (and null) stay distinct.
export const chaveDe = (valor: Escalar): string => JSON.stringify(valor);

export function opcaoDaChave(opcoes: readonly Opcao[], chave: string | undefined): Opcao | undefined {
  return opcoes.find((opcao) => chaveDe(opcao.valor) === chave);
}

/** The labels of the chosen values, in the order of the options. */
export function rotulosDe(opcoes: readonly Opcao[], escolhidos: readonly Escalar[]): string {
  const chaves = new Set(escolhidos.map(chaveDe));
  return opcoes
    .filter((opcao) => chaves.has(chaveDe(opcao.valor)))
    .map((opcao) => opcao.rotulo)
    .join(', ');
}
