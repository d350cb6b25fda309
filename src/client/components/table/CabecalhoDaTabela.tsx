import { TableHeader, TableHeaderCell, TableRow, TableSelectionCell } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { useT } from '../../i18n/traducao.ts';
import { ESTILO_DA_SELECAO, estiloDaColuna, useEstilosDaTabela } from './estilos.ts';
import type { TabelaDeDadosInstancia } from './useTabelaDeDados.ts';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

interface CabecalhoDaTabelaProps<T extends RowData> {
  tabela: TabelaDeDadosInstancia<T>;
  larguras: ReadonlyMap<string, number>;
  selecionavel: boolean;
}

export function CabecalhoDaTabela<T extends RowData>({ tabela, larguras, selecionavel }: CabecalhoDaTabelaProps<T>) {
  const styles = useEstilosDaTabela();
  const t = useT();
  const todas = tabela.getIsAllRowsSelected();
  const algumas = tabela.getIsSomeRowsSelected();
  return (
    <TableHeader className={styles.cabecalho}>
      {tabela.getHeaderGroups().map((grupo) => (
        <TableRow key={grupo.id} aria-rowindex={1}>
          {selecionavel && (
            <TableSelectionCell
              role="columnheader"
              style={ESTILO_DA_SELECAO}
              checked={todas ? true : algumas ? 'mixed' : false}
              checkboxIndicator={{
                'aria-label': t('Selecionar todas as linhas'),
                onChange: () => tabela.toggleAllRowsSelected(!todas),
              }}
            />
          )}
          {grupo.headers.map((header) => {
            const ordenavel = header.column.getCanSort();
            const direcao = header.column.getIsSorted();
            return (
              <TableHeaderCell
                key={header.id}
                style={estiloDaColuna(larguras.get(header.column.id) ?? 0)}
                sortable={ordenavel}
                sortDirection={direcao ? ARIA_SORT[direcao] : undefined}
                onClick={ordenavel ? () => header.column.toggleSorting() : undefined}
              >
                <tabela.FlexRender header={header} />
              </TableHeaderCell>
            );
          })}
        </TableRow>
      ))}
    </TableHeader>
  );
}
