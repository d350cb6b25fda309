import '../../support/environment.ts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { BotaoComCarregamento, type BotaoComCarregamentoProps } from '../../../../src/client/components/loading-button/index.ts';

function renderBotao(props: BotaoComCarregamentoProps = {}) {
  render(
    <FluentProvider theme={webLightTheme}>
      <BotaoComCarregamento {...props}>Emitir</BotaoComCarregamento>
    </FluentProvider>,
  );
  return screen.getByRole('button', { name: /Emitir/ });
}

const carregando = (botao: HTMLElement) => botao.getAttribute('aria-disabled') === 'true';

afterEach(() => {
  vi.useRealTimers();
});

describe('BotaoComCarregamento', () => {
  it('loads for 2000 ms after a click that returns no promise, ignoring clicks meanwhile', () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const botao = renderBotao({ onClick });

    fireEvent.click(botao);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(carregando(botao)).toBe(true);
    expect(botao).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(botao);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1999));
    expect(carregando(botao)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(carregando(botao)).toBe(false);
  });

  it('takes another delay when told', () => {
    vi.useFakeTimers();
    const botao = renderBotao({ onClick: () => {}, atraso: 500 });
    fireEvent.click(botao);
    act(() => vi.advanceTimersByTime(500));
    expect(carregando(botao)).toBe(false);
  });

  it('loads until the promise the click returns settles', async () => {
    vi.useFakeTimers();
    let responder!: () => void;
    const botao = renderBotao({ onClick: () => new Promise<void>((resolve) => (responder = resolve)) });

    fireEvent.click(botao);
    act(() => vi.advanceTimersByTime(5000));
    expect(carregando(botao)).toBe(true);
    await act(async () => responder());
    expect(carregando(botao)).toBe(false);
  });

  it('ends the loading when the promise fails too', async () => {
    let falhar!: (e: Error) => void;
    const botao = renderBotao({ onClick: () => new Promise<void>((_, reject) => (falhar = reject)) });
    fireEvent.click(botao);
    expect(carregando(botao)).toBe(true);
    await act(async () => falhar(new Error('falhou')));
    expect(carregando(botao)).toBe(false);
  });

  it('loads until pronto turns true when the caller signals the reply', () => {
    vi.useFakeTimers();
    function ComPronto() {
      const [pronto, setPronto] = useState(true);
      return (
        <>
          <BotaoComCarregamento pronto={pronto} onClick={() => setPronto(false)}>
            Emitir
          </BotaoComCarregamento>
          <button onClick={() => setPronto(true)}>resposta</button>
        </>
      );
    }
    render(
      <FluentProvider theme={webLightTheme}>
        <ComPronto />
      </FluentProvider>,
    );
    const botao = screen.getByRole('button', { name: /Emitir/ });
    fireEvent.click(botao);
    act(() => vi.advanceTimersByTime(5000));
    expect(carregando(botao)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'resposta' }));
    expect(carregando(botao)).toBe(false);
  });
});
