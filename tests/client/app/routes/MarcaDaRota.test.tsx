import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

// The accessibility sweep moves between pages by hash and waits for the document's root to name
// the new location: it must name a page only once that page is on screen.

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.rota;
});

describe("the document's route mark", () => {
  it('names the location on screen, its query included, and follows a navigation', async () => {
    stubFetch({});
    const app = renderApp('/recuperarsenha');
    expect(await screen.findByRole('heading', { name: 'Recuperar senha' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.rota).toBe('/recuperarsenha'));

    await act(() => app.router.navigate('/novasenha?token=abc'));
    expect(await screen.findByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.rota).toBe('/novasenha?token=abc'));
  });
});
