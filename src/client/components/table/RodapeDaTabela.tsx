import type { ReactNode } from 'react';
import { TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { ESTILO_DA_SELECAO, estiloDaColuna, useEstilosDaTabela } from './estilos.ts';

interface RodapeDaTabelaProps {
  /** The columns' ids in order, each cell under its column. */
  colunas: readonly string[];
  larguras: ReadonlyMap<string, number>;
  selecionavel: boolean;
  /** What each column's cell shows, by column id; a column left out is empty. */
  celulas: Readonly<Record<string, ReactNode>>;
  /** Its aria-rowindex: after the header and every row. */
  indice: number;
}

/** A last row kept in view at the bottom of the scrolling table: the totals under their columns. */
export function RodapeDaTabela({ colunas, larguras, selecionavel, celulas, indice }: RodapeDaTabelaProps) {
  const styles = useEstilosDaTabela();
  return (
    <TableBody className={styles.rodape}>
      <TableRow aria-rowindex={indice}>
        {selecionavel && <TableCell style={ESTILO_DA_SELECAO} />}
        {colunas.map((id) => (
          <TableCell key={id} style={estiloDaColuna(larguras.get(id) ?? 0)}>
            {Object.hasOwn(celulas, id) ? celulas[id] : null}
          </TableCell>
        ))}
      </TableRow>
    </TableBody>
  );
}
