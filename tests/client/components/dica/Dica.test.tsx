import '../../support/environment.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { Dica } from '../../../../src/client/components/dica/index.ts';

function renderDica() {
  render(
    <FluentProvider theme={webLightTheme}>
      <Dica content="Atualizar a lista" relationship="description">
        {(gatilho) => <Button {...gatilho}>Atualizar</Button>}
      </Dica>
    </FluentProvider>,
  );
  return screen.getByRole('button', { name: 'Atualizar' });
}

function esperar(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Dica', () => {
  it('waits for the pointer to move over the trigger, and again after it left and came back', () => {
    vi.useFakeTimers();
    const botao = renderDica();

    fireEvent.pointerEnter(botao);
    esperar(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    fireEvent.pointerMove(botao);
    esperar(250);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Atualizar a lista');
    expect(botao).toHaveAccessibleDescription('Atualizar a lista');

    fireEvent.pointerLeave(botao);
    esperar(250);
    fireEvent.pointerEnter(botao);
    esperar(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
