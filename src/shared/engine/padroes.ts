// What a descriptor leaves out takes these values (the last level of the merge's precedence).

/** Form sections lay fields on a 12-column grid; a field takes a whole row unless told. */
export const COLUNAS_DA_GRADE = 12;
export const LARGURA_PADRAO_DO_CAMPO = COLUNAS_DA_GRADE;

export const COLUNA_ORDENAVEL_PADRAO = true;
export const DIRECAO_PADRAO = 'asc';

/** The title of a field that neither the descriptor nor the model names: its own name. */
export function tituloPadrao(caminho: string): string {
  return caminho.slice(caminho.lastIndexOf('.') + 1);
}

/** The label of a count in a list's resumos that the descriptor does not name. */
export const ROTULO_DA_CONTAGEM = 'Quantidade';
