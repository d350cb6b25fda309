import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle, FluentProvider, webLightTheme } from '@fluentui/react-components';

// The setup's dialogoNaFrente.ts: without it, tabster marks a dialog opened right after another
// closed aria-hidden 250 ms later (focus never reached it in jsdom), and it stays so.

function DoisDialogos() {
  const [aberto, setAberto] = useState<'primeiro' | 'segundo' | null>('primeiro');
  const dialogo = (nome: 'primeiro' | 'segundo', titulo: string, acao: string, aoAgir: () => void) => (
    <Dialog open={aberto === nome} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogActions>
            <Button onClick={aoAgir}>{acao}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
  return (
    <FluentProvider theme={webLightTheme}>
      <button onClick={() => setAberto('segundo')}>Abrir o segundo</button>
      {dialogo('primeiro', 'Primeiro', 'Fechar', () => setAberto(null))}
      {dialogo('segundo', 'Segundo', 'Continuar', () => undefined)}
    </FluentProvider>
  );
}

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the dialog in front', () => {
  it('stays accessible when it opens right after another closed', async () => {
    render(<DoisDialogos />);
    await esperar(300);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await esperar(50);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir o segundo', hidden: true }));
    // Past tabster's 250 ms update of what a modal hides.
    await esperar(600);
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Segundo' })).toBeVisible());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible());
  });
});
