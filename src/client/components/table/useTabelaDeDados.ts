import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import {
  functionalUpdate,
  useTable,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { daSortingState, definicoesDasColunas, paraSortingState, recursosDaTabela } from './colunas.ts';
import type { ColunaDaTabela, Ordenacao, SelecaoDeLinhas } from './tipos.ts';
import { useDebounce } from './useTempo.ts';

/** Specification, section 9: a burst of clicks on a header asks the server once. */
export const DEBOUNCE_ORDENACAO_MS = 300;

const SEM_SELECAO: SelecaoDeLinhas = {};
const SEM_LINHAS: never[] = [];

export interface OpcoesDaTabela<T> {
  colunas: readonly ColunaDaTabela<T>[];
  linhas: readonly T[];
  idDaLinha(linha: T): string | number;
  ordenacaoInicial?: Ordenacao | null;
  /** Section 4: after desc a column goes back to unsorted when this holds, otherwise to asc. */
  permitirSemOrdenacao?: boolean;
  onOrdenar?(ordenacao: Ordenacao | null): void;
  selecao?: SelecaoDeLinhas;
  onSelecaoChange?(selecao: SelecaoDeLinhas): void;
}

/** The TanStack table behind TabelaDeDados: server-side sorting, controlled selection. */
export function useTabelaDeDados<T extends RowData>(opcoes: OpcoesDaTabela<T>) {
  const { colunas, linhas, idDaLinha, permitirSemOrdenacao = true, onOrdenar, onSelecaoChange } = opcoes;
  const selecao = opcoes.selecao ?? SEM_SELECAO;
  const [sorting, setSorting] = useState<SortingState>(() => paraSortingState(opcoes.ordenacaoInicial));
  const emitirOrdenacao = useDebounce((estado: SortingState) => onOrdenar?.(daSortingState(estado)), DEBOUNCE_ORDENACAO_MS);

  const columns = useMemo(() => definicoesDasColunas(colunas), [colunas]);
  const getRowId = useCallback((linha: T) => String(idDaLinha(linha)), [idDaLinha]);

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const proximo = functionalUpdate(updater, sorting);
      setSorting(proximo);
      emitirOrdenacao(proximo);
    },
    [sorting, emitirOrdenacao],
  );

  const rowSelection = useMemo(() => soSelecionadas(selecao), [selecao]);
  const onRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) => onSelecaoChange?.(functionalUpdate(updater, rowSelection)),
    [rowSelection, onSelecaoChange],
  );

  return useTable({
    features: recursosDaTabela,
    columns,
    // A fresh `[]` from the caller (`data ?? []`) must not invalidate the row model each render.
    data: linhas.length === 0 ? SEM_LINHAS : (linhas as T[]),
    getRowId,
    state: { sorting, rowSelection },
    onSortingChange,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    enableSortingRemoval: permitirSemOrdenacao,
    onRowSelectionChange,
    enableRowSelection: onSelecaoChange !== undefined,
    isRowRangeSelectionEvent: comShift,
  });
}

export type TabelaDeDadosInstancia<T extends RowData> = ReturnType<typeof useTabelaDeDados<T>>;

function soSelecionadas(selecao: SelecaoDeLinhas): RowSelectionState {
  const estado: RowSelectionState = {};
  for (const [id, selecionada] of Object.entries(selecao)) if (selecionada) estado[id] = true;
  return estado;
}

/** Shift+click on a row's checkbox selects the range from the last one clicked. */
function comShift(evento: unknown): boolean {
  const nativo = (evento as Partial<ChangeEvent>).nativeEvent;
  return nativo instanceof MouseEvent && nativo.shiftKey;
}
