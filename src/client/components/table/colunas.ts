import {
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { t } from '../../i18n/traducao.ts';
import type { ColunaDaTabela, Ordenacao } from './tipos.ts';

/** Sorting and selection only: the server sorts and pages, the table shows what it is given. */
export const recursosDaTabela = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export type RecursosDaTabela = typeof recursosDaTabela;

export const LARGURA_PADRAO_DA_COLUNA = 160;

export function larguraDaColuna<T>(coluna: Pick<ColunaDaTabela<T>, 'largura'>): number {
  return coluna.largura ?? LARGURA_PADRAO_DA_COLUNA;
}

/** The TanStack column definitions of the columns as data; build once per `colunas` array. */
export function definicoesDasColunas<T extends RowData>(
  colunas: readonly ColunaDaTabela<T>[],
): ColumnDef<RecursosDaTabela, T, unknown>[] {
  const helper = createColumnHelper<RecursosDaTabela, T>();
  return colunas.map((coluna) =>
    helper.accessor((linha: T) => coluna.valor(linha), {
      id: coluna.id,
      header: coluna.titulo,
      enableSorting: coluna.ordenavel ?? true,
      cell: (contexto) => (coluna.celula ? coluna.celula(contexto.row.original) : textoDaCelula(contexto.getValue())),
    }) as ColumnDef<RecursosDaTabela, T, unknown>,
  );
}

export function textoDaCelula(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'boolean') return valor ? t('Sim') : t('Não');
  return String(valor);
}

export function paraSortingState(ordenacao: Ordenacao | null | undefined): SortingState {
  return ordenacao ? [{ id: ordenacao.campo, desc: ordenacao.direcao === 'desc' }] : [];
}

export function daSortingState(sorting: SortingState): Ordenacao | null {
  const [primeira] = sorting;
  return primeira ? { campo: primeira.id, direcao: primeira.desc ? 'desc' : 'asc' } : null;
}
