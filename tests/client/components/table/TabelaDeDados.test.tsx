import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import {
  TabelaDeDados,
  type ColunaDaTabela,
  type ModoDaTabela,
  type SelecaoDeLinhas,
  type TabelaDeDadosProps,
} from '../../../../src/client/components/table/index.ts';

// Dialogs and Fluent's first render are slow on a machine busy with parallel suites.
vi.setConfig({ testTimeout: 15_000 });

interface Pessoa {
  id: number;
  nome: string;
  cidade: string | null;
}

const COLUNAS: ColunaDaTabela<Pessoa>[] = [
  { id: 'nome', titulo: 'Nome', valor: (p) => p.nome },
  { id: 'cidade', titulo: 'Cidade', valor: (p) => p.cidade, ordenavel: false },
];
const idDaPessoa = (p: Pessoa) => p.id;
const PAGINA_UNICA: ModoDaTabela = {
  tipo: 'paginacao',
  pagina: { page: 1, pageCount: 1, count: 3, hasMore: false },
  onMudarPagina: () => {},
};

function pessoas(n: number): Pessoa[] {
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, nome: `Pessoa ${i + 1}`, cidade: i % 2 ? 'Recife' : null }));
}

type Props = Partial<TabelaDeDadosProps<Pessoa>>;

function renderTabela(props: Props = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <TabelaDeDados<Pessoa>
        rotulo="Pessoas"
        colunas={COLUNAS}
        linhas={pessoas(3)}
        idDaLinha={idDaPessoa}
        modo={PAGINA_UNICA}
        {...props}
      />
    </FluentProvider>,
  );
}

/** Owns the selection the way a page does, so the table is controlled. */
function ComSelecao({ linhas, onSelecao }: { linhas: Pessoa[]; onSelecao(s: SelecaoDeLinhas): void }) {
  const [selecao, setSelecao] = useState<SelecaoDeLinhas>({});
  return (
    <TabelaDeDados<Pessoa>
      rotulo="Pessoas"
      colunas={COLUNAS}
      linhas={linhas}
      idDaLinha={idDaPessoa}
      modo={PAGINA_UNICA}
      selecao={selecao}
      onSelecaoChange={(s) => {
        setSelecao(s);
        onSelecao(s);
      }}
    />
  );
}

const linhasDoCorpo = () => screen.getAllByRole('row').filter((r) => r.getAttribute('aria-rowindex') !== '1');
const cabecalho = (nome: string) => screen.getByRole('columnheader', { name: nome });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TabelaDeDados', () => {
  it('renders a table with column headers and the rows given', () => {
    renderTabela();
    expect(screen.getByRole('table', { name: 'Pessoas' })).toHaveAttribute('aria-rowcount', '4');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Nome', 'Cidade']);
    expect(screen.getByText('Pessoa 2')).toBeInTheDocument();
    expect(screen.getAllByText('Recife')).toHaveLength(1);
  });

  it('shows "Nenhum resultado encontrado" when there are no rows', () => {
    renderTabela({ linhas: [] });
    expect(screen.getByRole('cell', { name: 'Nenhum resultado encontrado' })).toBeInTheDocument();
  });

  it('shows no empty text while the first page loads', () => {
    renderTabela({ linhas: [], carregando: true });
    expect(screen.queryByText('Nenhum resultado encontrado')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  describe('sorting', () => {
    it('cycles none → asc → desc → none when unsorted is allowed', async () => {
      renderTabela();
      expect(cabecalho('Nome')).toHaveAttribute('aria-sort', 'none');
      const botao = within(cabecalho('Nome')).getByRole('button');
      await userEvent.click(botao);
      await waitFor(() => expect(cabecalho('Nome')).toHaveAttribute('aria-sort', 'ascending'));
      await userEvent.click(botao);
      await waitFor(() => expect(cabecalho('Nome')).toHaveAttribute('aria-sort', 'descending'));
      await userEvent.click(botao);
      await waitFor(() => expect(cabecalho('Nome')).toHaveAttribute('aria-sort', 'none'));
    });

    it('cycles none → asc → desc → asc when unsorted is not allowed', async () => {
      renderTabela({ permitirSemOrdenacao: false });
      const botao = within(cabecalho('Nome')).getByRole('button');
      const vistos: (string | null)[] = [];
      for (let i = 0; i < 4; i++) {
        await userEvent.click(botao);
        vistos.push(cabecalho('Nome').getAttribute('aria-sort'));
      }
      expect(vistos).toEqual(['ascending', 'descending', 'ascending', 'descending']);
    });

    it('starts from the initial sort and is operable with the keyboard', async () => {
      renderTabela({ ordenacaoInicial: { campo: 'nome', direcao: 'desc' } });
      expect(cabecalho('Nome')).toHaveAttribute('aria-sort', 'descending');
      within(cabecalho('Nome')).getByRole('button').focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(cabecalho('Nome')).toHaveAttribute('aria-sort', 'none'));
    });

    it('does not sort a column marked not sortable', () => {
      renderTabela();
      expect(cabecalho('Cidade')).not.toHaveAttribute('aria-sort');
      expect(within(cabecalho('Cidade')).queryByRole('button')).not.toBeInTheDocument();
    });

    it('emits the sort once, 300 ms after the last click', () => {
      vi.useFakeTimers();
      const onOrdenar = vi.fn();
      renderTabela({ onOrdenar });
      const botao = within(cabecalho('Nome')).getByRole('button');

      fireEvent.click(botao);
      fireEvent.click(botao);
      act(() => vi.advanceTimersByTime(299));
      expect(onOrdenar).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onOrdenar).toHaveBeenCalledTimes(1);
      expect(onOrdenar).toHaveBeenCalledWith({ campo: 'nome', direcao: 'desc' });

      fireEvent.click(botao);
      act(() => vi.advanceTimersByTime(300));
      expect(onOrdenar).toHaveBeenLastCalledWith(null);
    });
  });

  describe('selection', () => {
    it('check-all selects every row, shows mixed for some, and clears', async () => {
      const onSelecao = vi.fn();
      render(
        <FluentProvider theme={webLightTheme}>
          <ComSelecao linhas={pessoas(3)} onSelecao={onSelecao} />
        </FluentProvider>,
      );
      const todas = screen.getByRole('checkbox', { name: 'Selecionar todas as linhas' });
      expect(todas).not.toBeChecked();

      await userEvent.click(screen.getAllByRole('checkbox', { name: 'Selecionar linha' })[1]!);
      expect(onSelecao).toHaveBeenLastCalledWith({ '2': true });
      await waitFor(() => expect(todas).toBePartiallyChecked());

      await userEvent.click(todas);
      expect(onSelecao).toHaveBeenLastCalledWith({ '1': true, '2': true, '3': true });
      await waitFor(() => expect(todas).toBeChecked());
      for (const caixa of screen.getAllByRole('checkbox', { name: 'Selecionar linha' })) await waitFor(() => expect(caixa).toBeChecked());

      await userEvent.click(todas);
      expect(onSelecao).toHaveBeenLastCalledWith({});
      await waitFor(() => expect(todas).not.toBeChecked());
    });

    it('has no checkboxes when the caller does not select', () => {
      renderTabela();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    });
  });

  describe('virtualisation', () => {
    it('keeps only the visible rows and an overscan in the DOM with 10,000 rows', () => {
      // jsdom has no layout: a 440 px viewport of 44 px rows holds 10 of them.
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
      renderTabela({ linhas: pessoas(10_000) });

      const linhas = linhasDoCorpo();
      expect(linhas.length).toBeGreaterThanOrEqual(10);
      expect(linhas.length).toBeLessThanOrEqual(30);
      expect(screen.getByText('Pessoa 1')).toBeInTheDocument();
      expect(screen.queryByText('Pessoa 10000')).not.toBeInTheDocument();
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    });

    it('renders the rows scrolled into view', () => {
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440);
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(44);
      renderTabela({ linhas: pessoas(10_000) });
      const regiao = screen.getByRole('region', { name: 'Pessoas' });

      Object.defineProperty(regiao, 'scrollTop', { configurable: true, value: 5000 * 44 });
      fireEvent.scroll(regiao);

      expect(screen.getByText('Pessoa 5001')).toBeInTheDocument();
      expect(screen.queryByText('Pessoa 1')).not.toBeInTheDocument();
      expect(linhasDoCorpo().length).toBeLessThanOrEqual(30);
      const indices = linhasDoCorpo().map((r) => Number(r.getAttribute('aria-rowindex')));
      expect(indices).toContain(5002);
    });
  });

  describe('infinite scroll', () => {
    function rolar(regiao: HTMLElement, scrollTop: number) {
      Object.defineProperty(regiao, 'scrollTop', { configurable: true, value: scrollTop });
      fireEvent.scroll(regiao);
    }

    it('asks for more within 200 px of the end, at most once per 200 ms', () => {
      vi.useFakeTimers();
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(5000);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
      const onCarregarMais = vi.fn();
      renderTabela({ linhas: pessoas(100), modo: { tipo: 'rolagem', temMais: true, onCarregarMais } });
      const regiao = screen.getByRole('region', { name: 'Pessoas' });

      rolar(regiao, 4000); // 600 px left
      expect(onCarregarMais).not.toHaveBeenCalled();

      act(() => vi.advanceTimersByTime(200));
      rolar(regiao, 4400); // exactly 200 px left
      expect(onCarregarMais).toHaveBeenCalledTimes(1);
      rolar(regiao, 4500);
      rolar(regiao, 4600);
      expect(onCarregarMais).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(200));
      expect(onCarregarMais).toHaveBeenCalledTimes(2);
    });

    it('does not ask while loading or when there is nothing more', () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(500);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
      const onCarregarMais = vi.fn();
      const { rerender } = renderTabela({ modo: { tipo: 'rolagem', temMais: true, onCarregarMais }, carregando: true });
      expect(onCarregarMais).not.toHaveBeenCalled();
      rerender(
        <FluentProvider theme={webLightTheme}>
          <TabelaDeDados<Pessoa>
            rotulo="Pessoas"
            colunas={COLUNAS}
            linhas={pessoas(3)}
            idDaLinha={idDaPessoa}
            modo={{ tipo: 'rolagem', temMais: false, onCarregarMais }}
          />
        </FluentProvider>,
      );
      fireEvent.scroll(screen.getByRole('region', { name: 'Pessoas' }));
      expect(onCarregarMais).not.toHaveBeenCalled();
    });

    it('asks for the next page at once when the rows do not fill the view', () => {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
      const onCarregarMais = vi.fn();
      renderTabela({ modo: { tipo: 'rolagem', temMais: true, onCarregarMais } });
      expect(onCarregarMais).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    });
  });

  describe('pager', () => {
    it('shows "Página N de M" and moves with Anterior and Próxima', async () => {
      const onMudarPagina = vi.fn();
      renderTabela({
        modo: { tipo: 'paginacao', pagina: { page: 2, pageCount: 5, count: 45, hasMore: true }, onMudarPagina },
      });
      const pager = screen.getByRole('navigation', { name: 'Paginação' });
      expect(pager).toHaveTextContent('Página 2 de 5');
      await userEvent.click(within(pager).getByRole('button', { name: 'Próxima' }));
      expect(onMudarPagina).toHaveBeenLastCalledWith(3);
      await userEvent.click(within(pager).getByRole('button', { name: 'Anterior' }));
      expect(onMudarPagina).toHaveBeenLastCalledWith(1);
    });

    it('disables Próxima on the last page', () => {
      renderTabela({
        modo: { tipo: 'paginacao', pagina: { page: 5, pageCount: 5, count: 45, hasMore: false }, onMudarPagina: vi.fn() },
      });
      expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    });
  });
});
