import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { useDialogos, type Dialogos } from '../../../../src/client/services/dialogs/dialogs.ts';
import { toastsOnScreen } from '../../support/renderToaster.tsx';

// The dialogs' code arrives on the first request; here it cannot (a new deploy, the network down).
vi.mock('../../../../src/client/services/dialogs/janelas.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function renderDialogos(): Dialogos {
  let capturados: Dialogos | null = null;
  function Captura() {
    capturados = useDialogos();
    return null;
  }
  render(
    <AppProviders>
      <Captura />
    </AppProviders>,
  );
  if (!capturados) throw new Error('not rendered');
  return capturados;
}

describe('a dialog whose code cannot be loaded', () => {
  it('answers as cancelled, so nothing it guards goes ahead, and says that something went wrong', async () => {
    const dialogos = renderDialogos();

    await expect(dialogos.confirmar()).resolves.toBe(false);
    await expect(dialogos.solicitarTexto()).resolves.toBeNull();
    await waitFor(() =>
      expect(toastsOnScreen()).toContainEqual(['error', 'Ocorreu um erro inesperado. Tente novamente em instantes.']),
    );
  });
});
