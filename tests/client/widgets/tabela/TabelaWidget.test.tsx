import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComRegistro } from '../../../../src/client/engine/dados/ComRegistro.tsx';
import { AutocompleteContext } from '../../../../src/client/widgets/q-autocomplete/index.ts';
import { ErrosDoFormularioContext, ModeloDoFormularioContext } from '../../../../src/client/widgets/shared/contextoDoFormulario.ts';
import { TabelaWidget, legendaDaTabela, totaisDaTabela } from '../../../../src/client/widgets/tabela/index.ts';
import type { Model, ModelProperty, OpcoesDaTabela } from '../../../../src/shared/engine/types.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';

// A bem's depreciation schedule (read-only months and quotas, summed) and a purchase's lines to
// receive (the item, what was ordered and received shown, what arrives now typed).

const QUOTA: ModelProperty = {
  type: 'object',
  properties: {
    competencia: { type: 'string', title: 'Competência', format: 'mes', readOnly: true },
    valor: { type: 'number', title: 'Quota', 'x-tipo': 'money', readOnly: true },
  },
};

const LINHA: ModelProperty = {
  type: 'object',
  properties: {
    linha: { type: 'integer', readOnly: true },
    item: { type: ['object', 'null'], title: 'Item', 'x-ref': 'suprimentoItem', readOnly: true },
    pedida: { type: ['number', 'null'], title: 'Pedido', 'x-casasDecimais': 3, readOnly: true },
    quantidade: { type: ['number', 'null'], title: 'Receber agora', 'x-casasDecimais': 3, minimum: 0 },
  },
};

const modelo = (itens: ModelProperty): Model => ({ $id: 'teste', title: 'Teste', type: 'object', properties: { campoDeTeste: { type: 'array', title: ROTULO, items: itens } } });

const FONTES = { suprimentoItem: { exibir: (r: { id: number | string; [campo: string]: unknown }) => `${String(r['codigo'])} - ${String(r['descricao'])}` } };

function renderTabela(itens: ModelProperty, valor: unknown, opcoes: { tabela?: OpcoesDaTabela; erros?: Record<string, string>; desabilitado?: boolean } = {}) {
  const envolver = (filho: ReactNode) => (
    <ComRegistro>
      <AutocompleteContext.Provider value={FONTES}>
        <ModeloDoFormularioContext.Provider value={modelo(itens)}>
          <ErrosDoFormularioContext.Provider value={{ erros: opcoes.erros ?? {}, validar: () => undefined }}>{filho}</ErrosDoFormularioContext.Provider>
        </ModeloDoFormularioContext.Provider>
      </AutocompleteContext.Provider>
    </ComRegistro>
  );
  return renderWidget(TabelaWidget, { valor, envolver, desabilitado: opcoes.desabilitado, apresentacao: { widget: 'tabela', ...(opcoes.tabela && { tabela: opcoes.tabela }) } });
}

const sessenta = Array.from({ length: 60 }, (_, i) => ({ competencia: `${2025 + Math.floor((i + 2) / 12)}-${String(((i + 2) % 12) + 1).padStart(2, '0')}`, valor: 100 }));

describe('the tabela widget', { timeout: 15_000 }, () => {
  it('sums exactly and counts its rows with their noun', () => {
    expect(totaisDaTabela([{ valor: 0.1 }, { valor: 0.2 }, { valor: null }], ['valor'])).toEqual({ valor: 0.3 });
    expect(legendaDaTabela(1, ['quota', 'quotas'], ['R$ 8,33'])).toBe('1 quota, R$ 8,33');
    expect(legendaDaTabela(1200, ['quota', 'quotas'], [])).toBe('1.200 quotas');
  });

  it("shows a schedule read-only: months MM/AAAA, money as the lists show it, a Total row and '60 quotas, R$ 6.000,00'", async () => {
    renderTabela(QUOTA, sessenta, { tabela: { totais: ['valor'], legenda: ['quota', 'quotas'] } });
    const grupo = await screen.findByRole('group', { name: ROTULO });
    await waitFor(() => expect(grupo).toHaveAccessibleDescription('60 quotas, R$ 6.000,00'));
    await waitFor(() => expect(within(grupo).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Competência', 'Quota']));
    const linhas = within(grupo).getAllByRole('row');
    // The header, 60 quotas and the Total row.
    expect(linhas).toHaveLength(62);
    await waitFor(() => expect(within(linhas[1]!).getByRole('rowheader')).toHaveTextContent('03/2025'));
    await waitFor(() => expect(linhas[1]).toHaveTextContent('100,00'));
    await waitFor(() => expect(linhas.at(-1)).toHaveTextContent('Total6.000,00'));
    await waitFor(() => expect(within(grupo).queryByRole('textbox')).toBeNull());
  });

  it('says so when the list is empty', async () => {
    renderTabela(QUOTA, [], { tabela: { totais: ['valor'], legenda: ['quota', 'quotas'] } });
    expect(await screen.findByText('Nenhum item.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('edits the quantity of each line, labelled by its column and its row, keeping the fields it does not show', async () => {
    const user = userEvent.setup();
    const linhas = [
      { linha: 7, item: { id: 1, codigo: 'ESC-003', descricao: 'Toner' }, pedida: 10, quantidade: 10 },
      { linha: 8, item: { id: 2, codigo: 'ESC-001', descricao: 'Papel' }, pedida: 40, quantidade: 40 },
    ];
    const { onChange } = renderTabela(LINHA, linhas);
    const toner = await screen.findByRole('textbox', { name: 'Receber agora ESC-003 - Toner' });
    await waitFor(() => expect(toner).toHaveValue('10'));
    await waitFor(() => expect(screen.getByRole('row', { name: /ESC-001 - Papel/ })).toHaveTextContent('40'));
    await user.clear(toner);
    await user.type(toner, '8');
    await waitFor(() => expect(ultimo(onChange)).toEqual([{ ...linhas[0], quantidade: 8 }, linhas[1]]));
    await waitFor(() => expect(toner).toHaveAttribute('id', 'campo-de-teste-0-quantidade'));
  });

  it("shows a line's error under its input, and every column as text when the field is read only", async () => {
    const linhas = [{ linha: 7, item: { id: 1, codigo: 'ESC-003', descricao: 'Toner' }, pedida: 10, quantidade: 11 }];
    const { unmount } = renderTabela(LINHA, linhas, { erros: { 'campoDeTeste.0.quantidade': 'A quantidade passa do que falta receber deste item (10).' } });
    expect(await screen.findByText('A quantidade passa do que falta receber deste item (10).')).toBeInTheDocument();
    unmount();
    renderTabela(LINHA, linhas, { desabilitado: true });
    const grupo = await screen.findByRole('group', { name: ROTULO });
    await waitFor(() => expect(within(grupo).queryByRole('textbox')).toBeNull());
    await waitFor(() => expect(within(grupo).getAllByRole('row')[1]).toHaveTextContent('ESC-003 - Toner1011'));
  });
});
