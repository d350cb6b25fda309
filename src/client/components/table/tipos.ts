import type { ReactNode } from 'react';
import type { PagedContent } from '../../../shared/api/contract.ts';
import type { Direcao } from '../../../shared/engine/types.ts';

/** One column as data: the table turns these into TanStack column definitions once per array. */
export interface ColunaDaTabela<T> {
  /** Unique in the table; also the field a sort names (e.g. 'pessoaFisica.cpf'). */
  id: string;
  titulo: string;
  /** The cell's value, what it shows unless `celula` renders it. */
  valor(linha: T): unknown;
  celula?(linha: T): ReactNode;
  /** Minimum width in pixels; wider screens share the rest. */
  largura?: number;
  /** Absent means sortable, as in the descriptors (COLUNA_ORDENAVEL_PADRAO). */
  ordenavel?: boolean;
}

export interface Ordenacao {
  campo: string;
  direcao: Direcao;
}

/** Selected row ids (the ids `idDaLinha` gives); absent or false means not selected. */
export type SelecaoDeLinhas = Readonly<Record<string, boolean>>;

export type PaginaDaTabela = Pick<PagedContent<unknown>, 'page' | 'pageCount' | 'count' | 'countExact' | 'hasMore'>;

/** How more rows arrive: a pager, or loading the next page when the user nears the end. */
export type ModoDaTabela =
  | { tipo: 'paginacao'; pagina: PaginaDaTabela; onMudarPagina(page: number): void }
  | { tipo: 'rolagem'; temMais: boolean; onCarregarMais(): void };
