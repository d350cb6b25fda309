import '../support/environment.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { CaixaDePesquisa } from '../../../src/client/engine/lista/CaixaDePesquisa.tsx';

const DICA = 'Pesquisa por: Nome, E-mail';

function renderCaixa() {
  render(
    <FluentProvider theme={webLightTheme}>
      <CaixaDePesquisa q="" campos={['Nome', 'E-mail']} onPesquisar={vi.fn()} />
    </FluentProvider>,
  );
  return screen.getByRole('searchbox', { name: 'Pesquisar' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CaixaDePesquisa', () => {
  it('keeps its tooltip hidden under a pointer that was resting where the box appeared', () => {
    vi.useFakeTimers();
    const caixa = renderCaixa();

    // What the browser sends when a page appears under a still pointer: an enter, no move.
    fireEvent.pointerEnter(caixa);
    act(() => vi.advanceTimersByTime(1000));

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the fields searched once the pointer moves over the box, and hides them when it leaves', () => {
    vi.useFakeTimers();
    const caixa = renderCaixa();

    fireEvent.pointerEnter(caixa);
    fireEvent.pointerMove(caixa);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('tooltip')).toHaveTextContent(DICA);

    fireEvent.pointerLeave(caixa);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the fields searched when the keyboard brings the focus to the box', async () => {
    const caixa = renderCaixa();
    await userEvent.tab();
    await waitFor(() => expect(caixa).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(DICA));
  });
});
