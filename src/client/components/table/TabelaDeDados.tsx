import { useMemo, useState, type ReactNode } from 'react';
import { Spinner, Table } from '@fluentui/react-components';
import type { RowData } from '@tanstack/react-table';
import { useT } from '../../i18n/traducao.ts';
import { Paginacao } from './Paginacao.tsx';
import { CabecalhoDaTabela } from './CabecalhoDaTabela.tsx';
import { CorpoDaTabela } from './CorpoDaTabela.tsx';
import { RodapeDaTabela } from './RodapeDaTabela.tsx';
import { LARGURA_DA_SELECAO, useEstilosDaTabela } from './estilos.ts';
import { larguraDaColuna } from './colunas.ts';
import type { ModoDaTabela } from './tipos.ts';
import { useRolagemInfinita } from './useRolagemInfinita.ts';
import { useTabelaDeDados, type OpcoesDaTabela } from './useTabelaDeDados.ts';

export const ALTURA_DA_LINHA_PADRAO = 44;
export const ALTURA_MAXIMA_PADRAO = 'min(70vh, 720px)';

export interface TabelaDeDadosProps<T> extends OpcoesDaTabela<T> {
  /** The table's accessible name. */
  rotulo: string;
  modo: ModoDaTabela;
  carregando?: boolean;
  /** The estimate before a row is measured; rows may be taller. */
  alturaDaLinha?: number;
  alturaMaxima?: string;
  /** A footer row's cells by column id (a list's totals); absent, no footer. */
  rodape?: Readonly<Record<string, ReactNode>>;
}

/**
 * The generic data table: columns as data (memoise the array), server-side sorting emitted
 * after 300 ms, controlled row selection with check-all, virtualised rows, and either a pager
 * or infinite scroll.
 */
export function TabelaDeDados<T extends RowData>(props: TabelaDeDadosProps<T>) {
  const { rotulo, modo, carregando = false, colunas, linhas, rodape } = props;
  const { alturaDaLinha = ALTURA_DA_LINHA_PADRAO, alturaMaxima = ALTURA_MAXIMA_PADRAO } = props;
  const styles = useEstilosDaTabela();
  const t = useT();
  // State, not a ref: the virtualiser below needs a render once the element exists.
  const [rolagem, setRolagem] = useState<HTMLDivElement | null>(null);
  const tabela = useTabelaDeDados(props);
  const selecionavel = props.onSelecaoChange !== undefined;

  const larguras = useMemo(() => new Map(colunas.map((c) => [c.id, larguraDaColuna(c)])), [colunas]);
  const larguraMinima = useMemo(
    () => [...larguras.values()].reduce((soma, l) => soma + l, selecionavel ? LARGURA_DA_SELECAO : 0),
    [larguras, selecionavel],
  );

  const aoRolar = useRolagemInfinita(rolagem, {
    ativa: modo.tipo === 'rolagem',
    temMais: modo.tipo === 'rolagem' && modo.temMais,
    carregando,
    onCarregarMais: modo.tipo === 'rolagem' ? modo.onCarregarMais : semAcao,
    quantidade: linhas.length,
  });

  const vazio = linhas.length === 0 && !carregando;
  return (
    <div className={styles.raiz}>
      <div
        ref={setRolagem}
        className={styles.rolagem}
        style={{ maxHeight: alturaMaxima }}
        role="region"
        aria-label={rotulo}
        // Focusable so the keyboard can scroll it (sideways on a phone).
        tabIndex={0}
        onScroll={aoRolar}
      >
        <Table
          noNativeElements
          sortable
          aria-label={rotulo}
          aria-rowcount={linhas.length + 1 + (rodape === undefined ? 0 : 1)}
          aria-busy={carregando}
          style={{ minWidth: larguraMinima }}
        >
          <CabecalhoDaTabela tabela={tabela} larguras={larguras} selecionavel={selecionavel} />
          <CorpoDaTabela
            tabela={tabela}
            larguras={larguras}
            selecionavel={selecionavel}
            rolagem={rolagem}
            alturaDaLinha={alturaDaLinha}
            vazio={vazio}
          />
          {rodape !== undefined && (
            <RodapeDaTabela colunas={colunas.map((c) => c.id)} larguras={larguras} selecionavel={selecionavel} celulas={rodape} indice={linhas.length + 2} />
          )}
        </Table>
        {carregando && <Spinner className={styles.carregando} size="tiny" label={t('Carregando...')} />}
      </div>
      {modo.tipo === 'paginacao' && <Paginacao pagina={modo.pagina} onMudar={modo.onMudarPagina} />}
    </div>
  );
}

function semAcao() {}
