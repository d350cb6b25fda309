import { useCallback } from 'react';
import { TableBody, TableCell, TableRow, TableSelectionCell } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useT } from '../../i18n/traducao.ts';
import { ESTILO_DA_SELECAO, estiloDaColuna, useEstilosDaTabela } from './estilos.ts';
import type { TabelaDeDadosInstancia } from './useTabelaDeDados.ts';

const OVERSCAN = 8;
/** What a viewport that reports no height (hidden, or without layout) is taken to show. */
const ALTURA_SEM_MEDIDA = 720;

type VirtualizadorDaTabela = Virtualizer<HTMLDivElement, Element>;

function observarViewport(instancia: VirtualizadorDaTabela, cb: (rect: { width: number; height: number }) => void) {
  return observeElementRect(instancia, (rect) => cb(rect.height > 0 ? rect : { ...rect, height: ALTURA_SEM_MEDIDA }));
}

interface CorpoDaTabelaProps<T extends RowData> {
  tabela: TabelaDeDadosInstancia<T>;
  larguras: ReadonlyMap<string, number>;
  selecionavel: boolean;
  /** The scrolling element; null until it mounts. */
  rolagem: HTMLDivElement | null;
  alturaDaLinha: number;
  vazio: boolean;
}

/** Only the rows in view (plus a few either side) are in the DOM; the rest is empty height. */
export function CorpoDaTabela<T extends RowData>(props: CorpoDaTabelaProps<T>) {
  const { tabela, larguras, selecionavel, rolagem, alturaDaLinha, vazio } = props;
  const styles = useEstilosDaTabela();
  const t = useT();
  const { rows } = tabela.getRowModel();
  const getItemKey = useCallback((indice: number) => rows[indice]?.id ?? indice, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => rolagem,
    estimateSize: () => alturaDaLinha,
    getItemKey,
    overscan: OVERSCAN,
    observeElementRect: observarViewport,
    // A row measured at zero would pull every row into view.
    measureElement: (elemento, entrada, instancia) => measureElement(elemento, entrada, instancia) || alturaDaLinha,
  });

  if (vazio) {
    return (
      <TableBody>
        <TableRow>
          <TableCell className={styles.vazio}>{t('Nenhum resultado encontrado')}</TableCell>
        </TableRow>
      </TableBody>
    );
  }

  return (
    <TableBody className={styles.corpo} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const selecionada = row.getIsSelected();
        return (
          <TableRow
            key={row.id}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-rowindex={item.index + 2}
            appearance={selecionada ? 'brand' : 'none'}
            className={styles.linha}
            style={{ transform: `translateY(${item.start}px)` }}
          >
            {selecionavel && (
              <TableSelectionCell
                style={ESTILO_DA_SELECAO}
                checked={selecionada}
                checkboxIndicator={{ 'aria-label': t('Selecionar linha'), onChange: row.getToggleSelectedHandler() }}
              />
            )}
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id} style={estiloDaColuna(larguras.get(cell.column.id) ?? 0)}>
                <tabela.FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        );
      })}
    </TableBody>
  );
}
