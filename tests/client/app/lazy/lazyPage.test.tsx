import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from '../../../../src/client/app/lazy/ChunkLoadError.ts';
import { lazyPage } from '../../../../src/client/app/lazy/lazyPage.tsx';

const FALHA = 'Não foi possível carregar esta página.';

function PaginaCarregada() {
  return <p>Página carregada</p>;
}

class Outer extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Erro externo: {this.state.error}</p> : this.props.children;
  }
}

/** A chunk that fails to load `falhas` times, then loads the page. */
function carregaDepoisDe(falhas: number) {
  const load = vi.fn<() => Promise<typeof PaginaCarregada>>();
  for (let i = 0; i < falhas; i++) load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  return load.mockResolvedValue(PaginaCarregada);
}

/** The page as the app shows it (the failure's retry button is Fluent's). */
function mostrar(Page: ReturnType<typeof lazyPage>) {
  render(
    <FluentProvider theme={webLightTheme}>
      <Page />
    </FluentProvider>,
  );
}

beforeEach(() => {
  // React reports every error a boundary catches; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a lazily loaded page', () => {
  it('renders the page once its chunk arrives', async () => {
    const Page = lazyPage(() => Promise.resolve(PaginaCarregada));
    render(<Page />);
    expect(await screen.findByText('Página carregada')).toBeInTheDocument();
  });

  it('shows the failure with a retry that loads the chunk again', async () => {
    const load = carregaDepoisDe(1);
    mostrar(lazyPage(load));

    expect(await screen.findByText(FALHA)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Página carregada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(FALHA)).not.toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders a preloaded page at once, with no loading state in between', async () => {
    const load = vi.fn(() => Promise.resolve(PaginaCarregada));
    const Page = lazyPage(load);
    await Page.precarregar();
    render(<Page />);
    // In the first commit: nothing suspended, so React has no reveal to hold back.
    await waitFor(() => expect(screen.getByText('Página carregada')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the page, which shows the failure and its retry', async () => {
    const Page = lazyPage(carregaDepoisDe(2));
    await expect(Page.precarregar()).resolves.toBeUndefined();
    mostrar(Page);
    expect(await screen.findByText(FALHA)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Página carregada')).toBeInTheDocument();
  });

  it('tries the chunk again on a later visit after a failure, without the retry', async () => {
    const load = carregaDepoisDe(1);
    const Page = lazyPage(load);
    const { unmount } = render(<Page />);
    expect(await screen.findByText(FALHA)).toBeInTheDocument();
    unmount();
    render(<Page />);
    expect(await screen.findByText('Página carregada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("hands its props to the page, before and after the chunk arrived (a section's tabs)", async () => {
    function Secao({ titulo }: { titulo: string }) {
      return <h1>{titulo}</h1>;
    }
    const Page = lazyPage(() => Promise.resolve(Secao));
    const { unmount } = render(<Page titulo="Perfil" />);
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    unmount();
    render(<Page titulo="Configurações" />);
    expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
  });

  it('lets errors of the page itself go on to the outer error handling', async () => {
    function Quebrada(): ReactNode {
      throw new Error('bug na página');
    }
    const Page = lazyPage(() => Promise.resolve(Quebrada));
    render(
      <Outer>
        <Page />
      </Outer>,
    );

    expect(await screen.findByText('Erro externo: bug na página')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(FALHA)).not.toBeInTheDocument());
  });
});

describe('loadChunk', () => {
  it('fails with ChunkLoadError when the chunk takes longer than 120 s', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise<never>(() => undefined)).catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    const pending = Symbol('pending');
    expect(await Promise.race([result, Promise.resolve(pending)])).toBe(pending);

    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('wraps a missing file in ChunkLoadError', async () => {
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(missing);
  });
});
