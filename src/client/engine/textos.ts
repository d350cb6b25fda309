// The engine's own pt-BR texts.

export const FALHA_DA_TELA = 'Não foi possível carregar a tela.';
export const ROTULO_NOVO = 'Novo';
export const ROTULO_SALVAR = 'Salvar';
export const ROTULO_CANCELAR = 'Cancelar';
export const ROTULO_VOLTAR = 'Voltar';
export const ROTULO_PESQUISAR = 'Pesquisar';

export const textoDaPesquisa = (titulos: readonly string[]): string =>
  titulos.length === 0 ? 'Pesquisar' : `Pesquisa por: ${titulos.join(', ')}`;

export const confirmacaoDeExclusao = (nome: string): string => `Deseja realmente excluir "${nome}"?`;
export const SEM_FORMULARIO = 'Esta tela não tem formulário.';
export const SEM_LISTA = 'Esta tela não tem lista.';
