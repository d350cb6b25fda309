import type { CategoriaDeOcorrencia } from '../arquivos/tipos.ts';

// An occurrence code means different things per bank and layout: each has its table as data
// (ocorrencias/<layout>-<banco>.ts); this is the table's shape and the look-up.

export interface Ocorrencia {
  descricao: string;
  categoria: CategoriaDeOcorrencia;
}

export type TabelaDeOcorrencias = Readonly<Record<string, Ocorrencia>>;

/** A code the table does not have is kept, described as unknown and changes nothing ("outra"). */
export function ocorrenciaDe(tabela: TabelaDeOcorrencias, codigo: string): Ocorrencia {
  return tabela[codigo] ?? { descricao: `Ocorrência ${codigo} desconhecida`, categoria: 'outra' };
}
