import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComRegistro } from '../../../../src/client/engine/dados/ComRegistro.tsx';
import { ListaDeItensWidget, camposDoItem, esquemaDosItens, rotuloCurto } from '../../../../src/client/widgets/lista-de-itens/index.ts';
import { ErrosDoFormularioContext, ModeloDoFormularioContext } from '../../../../src/client/widgets/shared/contextoDoFormulario.ts';
import type { Model } from '../../../../src/shared/engine/types.ts';
import { ROTULO, renderWidget, ultimo } from '../support.tsx';
import { ALMOCO, CAFE, HORARIO } from './fixtures.ts';

const GRUPO: Model = { $id: 'grupoIntervalo', title: 'Grupo', type: 'object', properties: { campoDeTeste: { type: 'array', title: 'Horários', items: HORARIO } } };
// The field's path in renderWidget.
const CAMPO = 'campoDeTeste';

function renderLista(valor: unknown, opcoes: { erros?: Record<string, string>; validar?: (caminho: string) => void; desabilitado?: boolean } = {}) {
  const envolver = (filho: ReactNode) => (
    <ComRegistro>
      <ModeloDoFormularioContext.Provider value={GRUPO}>
        <ErrosDoFormularioContext.Provider value={{ erros: opcoes.erros ?? {}, validar: opcoes.validar ?? (() => undefined) }}>{filho}</ErrosDoFormularioContext.Provider>
      </ModeloDoFormularioContext.Provider>
    </ComRegistro>
  );
  return renderWidget(ListaDeItensWidget, { valor, envolver, desabilitado: opcoes.desabilitado });
}

const lista = () => screen.getByRole('group', { name: ROTULO });
const item = (n: number) => within(lista()).getByRole('group', { name: `Horário ${n}` });

describe('the lista-de-itens widget', { timeout: 15_000 }, () => {
  it('reads the item fields from the form model at the field path, read-only ones left out', () => {
    expect(esquemaDosItens(GRUPO, CAMPO)).toBe(HORARIO);
    expect(esquemaDosItens(GRUPO, 'nada')).toBeNull();
    const campos = camposDoItem(HORARIO, CAMPO, GRUPO);
    expect(campos.map((c) => [c.nome, c.apresentacao.widget, c.obrigatorio, c.emBotoes])).toEqual([
      ['diasSemana', 'o-select', true, true],
      ['inicio', 'q-input', true, false],
      ['fim', 'q-input', true, false],
      ['duracaoMaximaMin', 'number', true, false],
    ]);
    expect(['Domingo', 'Segunda-feira', 'Terça-feira', 'Sábado', 'Sim'].map(rotuloCurto)).toEqual(['Dom', 'Seg', 'Ter', 'Sáb', 'Sim']);
  });

  it('shows each item as a row of its fields: day toggles, HH:mm time inputs and a number', () => {
    renderLista([ALMOCO]);
    const primeiro = item(1);
    const dias = within(primeiro).getByRole('group', { name: 'Dias da semana' });
    expect(within(dias).getAllByRole('button').map((b) => b.textContent)).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    expect(within(dias).getByRole('button', { name: 'Segunda-feira' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dias).getByRole('button', { name: 'Domingo' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(primeiro).getByLabelText(/^Início/)).toHaveAttribute('placeholder', 'HH:MM');
    expect(within(primeiro).getByLabelText(/^Início/)).toHaveValue('12:00');
    expect(within(primeiro).getByLabelText(/^Fim/)).toHaveValue('13:00');
    expect(within(primeiro).getByLabelText(/^Duração máxima/)).toHaveValue('60');
    // Ids follow the engine's, so a failed save can focus 'horarios.0.fim'.
    expect(within(primeiro).getByLabelText(/^Fim/)).toHaveAttribute('id', 'campo-de-teste-0-fim');
  });

  it('adds an empty item, focusing its first input', async () => {
    const user = userEvent.setup();
    const { onChange } = renderLista([ALMOCO]);
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(ultimo(onChange)).toEqual([ALMOCO, {}]);
    await waitFor(() => expect(item(2)).toBeInTheDocument());
    await waitFor(() => expect(within(item(2)).getByRole('button', { name: 'Domingo' })).toHaveFocus());
  });

  it('edits an item field by field, keeping the ids and the other items untouched', async () => {
    const user = userEvent.setup();
    const { onChange } = renderLista([ALMOCO, CAFE]);
    await user.click(within(item(2)).getByRole('button', { name: 'Sexta-feira' }));
    expect(ultimo(onChange)).toEqual([ALMOCO, { ...CAFE, diasSemana: [1, 3, 5] }]);
    const fim = within(item(2)).getByLabelText(/^Fim/);
    await user.clear(fim);
    await user.type(fim, '15:45');
    expect(ultimo(onChange)).toEqual([ALMOCO, { ...CAFE, diasSemana: [1, 3, 5], fim: '15:45' }]);
    const duracao = within(item(2)).getByLabelText(/^Duração máxima/);
    await user.clear(duracao);
    await user.type(duracao, '20');
    expect(ultimo(onChange)).toEqual([ALMOCO, { ...CAFE, diasSemana: [1, 3, 5], fim: '15:45', duracaoMaximaMin: 20 }]);
    const [primeiro] = ultimo(onChange) as unknown[];
    expect(primeiro).toBe(ALMOCO);
  });

  it('takes 24-hour times only, saying so of anything else', async () => {
    const user = userEvent.setup();
    const { onChange } = renderLista([CAFE]);
    const inicio = within(item(1)).getByLabelText(/^Início/);
    await user.clear(inicio);
    await user.type(inicio, '2530');
    await waitFor(() => expect(inicio).toHaveValue('25:30'));
    await waitFor(() => expect(within(item(1)).getByText('Hora inválida.')).toBeInTheDocument());
    expect(ultimo(onChange)).toEqual([{ ...CAFE, inicio: null }]);
    await user.clear(inicio);
    await user.type(inicio, '0905');
    expect(ultimo(onChange)).toEqual([{ ...CAFE, inicio: '09:05' }]);
    await waitFor(() => expect(within(item(1)).queryByText('Hora inválida.')).not.toBeInTheDocument());
  });

  it('unchecking the last day leaves no days (null)', async () => {
    const user = userEvent.setup();
    const { onChange } = renderLista([{ ...CAFE, diasSemana: [3] }]);
    await user.click(within(item(1)).getByRole('button', { name: 'Quarta-feira' }));
    expect(ultimo(onChange)).toEqual([{ ...CAFE, diasSemana: null }]);
  });

  it('removes an item by its named button; the rows that follow keep their values', async () => {
    const user = userEvent.setup();
    const { onChange } = renderLista([ALMOCO, CAFE]);
    await user.click(screen.getByRole('button', { name: 'Remover horário 1' }));
    expect(ultimo(onChange)).toEqual([CAFE]);
    await waitFor(() => expect(within(item(1)).getByLabelText(/^Início/)).toHaveValue('15:00'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Horário 2' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adicionar' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Remover horário 1' }));
    expect(ultimo(onChange)).toEqual([]);
    await waitFor(() => expect(screen.getByText('Nenhum item.')).toBeInTheDocument());
  });

  it("shows a server 422's errors under the item fields they name, and judges a field as the user leaves it", async () => {
    const validar = vi.fn();
    const user = userEvent.setup();
    renderLista([ALMOCO, CAFE], {
      erros: { [`${CAMPO}.1.fim`]: 'A hora deve ser posterior a 15:00.', [`${CAMPO}.0.diasSemana`]: 'Preenchimento obrigatório.' },
      validar,
    });
    const fim = within(item(2)).getByLabelText(/^Fim/);
    expect(fim).toBeInvalid();
    expect(within(item(2)).getByText('A hora deve ser posterior a 15:00.')).toBeInTheDocument();
    expect(within(item(1)).getByLabelText(/^Fim/)).toBeValid();
    expect(within(item(1)).getByRole('group', { name: 'Dias da semana' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(item(1)).getByText('Preenchimento obrigatório.')).toBeInTheDocument();

    await user.click(within(item(1)).getByLabelText(/^Início/));
    await user.tab();
    expect(validar).toHaveBeenCalledWith(`${CAMPO}.0.inicio`);
  });

  it('disables every input and button when disabled', () => {
    renderLista([ALMOCO], { desabilitado: true });
    expect(lista()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover horário 1' })).toBeDisabled();
    expect(within(item(1)).getByLabelText(/^Início/)).toBeDisabled();
  });

  it('names the field it cannot edit', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWidget(ListaDeItensWidget, { envolver: (filho) => <ComRegistro>{filho}</ComRegistro> })).toThrow(
      "O campo 'campoDeTeste' não é uma lista de objetos do modelo.",
    );
    vi.restoreAllMocks();
  });
});
