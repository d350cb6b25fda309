import type { FieldError } from '../api/contract.ts';
import type { NoDaCategoria } from './categoria.ts';
import { MENSAGENS_DO_FINANCEIRO as M } from './mensagens.ts';

// Only an analytic category takes entries: an occurrence posts to one, a payroll event to an
// analytic expense category.

export interface CategoriaEscolhida {
  campo: string;
  categoria: NoDaCategoria | null;
  soDespesa?: boolean;
}

export function problemasDasCategoriasEscolhidas(escolhidas: readonly CategoriaEscolhida[]): FieldError[] {
  return escolhidas.flatMap(({ campo, categoria, soDespesa = false }): FieldError[] => {
    if (categoria === null) return [];
    if (categoria.tipo !== 'ANALITICA') return [{ field: campo, message: M.categoriaAnalitica }];
    return soDespesa && categoria.natureza !== 'DESPESA' ? [{ field: campo, message: M.categoriaDeDespesa }] : [];
  });
}
