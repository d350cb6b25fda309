import '../../support/environment.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { AjudaPopover } from '../../../../src/client/components/help-popover/index.ts';

const TEXTO = 'Pesquisa por nome, CPF e e-mail.';

function renderAjuda() {
  render(
    <FluentProvider theme={webLightTheme}>
      <AjudaPopover texto={TEXTO} assunto="Pesquisa" />
    </FluentProvider>,
  );
  return screen.getByRole('button', { name: 'Ajuda: Pesquisa' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AjudaPopover', () => {
  it('shows the help on hover and hides it 200 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    const botao = renderAjuda();
    expect(screen.queryByText(TEXTO)).not.toBeInTheDocument();

    fireEvent.mouseEnter(botao);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText(TEXTO)).toBeInTheDocument();

    fireEvent.mouseLeave(botao);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText(TEXTO)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(TEXTO)).not.toBeInTheDocument();
  });

  it('stays open while the pointer moves from the button onto the help', () => {
    vi.useFakeTimers();
    const botao = renderAjuda();
    fireEvent.mouseEnter(botao);
    act(() => vi.advanceTimersByTime(0));
    fireEvent.mouseLeave(botao);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(screen.getByText(TEXTO));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText(TEXTO)).toBeInTheDocument();
  });

  it('opens from the keyboard and closes with Escape', async () => {
    const botao = renderAjuda();
    botao.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(TEXTO)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(TEXTO)).not.toBeInTheDocument());
  });
});
