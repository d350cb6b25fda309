import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { useDialogos, type Dialogos } from '../../../../src/client/services/dialogs/dialogs.ts';

function renderDialogos(): { dialogos: () => Dialogos } {
  let captured: Dialogos | null = null;
  function Captura() {
    captured = useDialogos();
    return null;
  }
  render(
    <AppProviders>
      <Captura />
    </AppProviders>,
  );
  return {
    dialogos: () => {
      if (!captured) throw new Error('not rendered');
      return captured;
    },
  };
}

describe('confirmar', () => {
  it('uses the default title, message and buttons, and resolves true on Continuar', async () => {
    const { dialogos } = renderDialogos();
    const resposta = dialogos().confirmar();

    const dialogo = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja continuar?'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await expect(resposta).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resolves false on Cancelar and shows the texts it is given', async () => {
    const { dialogos } = renderDialogos();
    const resposta = dialogos().confirmar({
      titulo: 'Cadastro da Pessoa',
      mensagem: 'Deseja realmente ir para o cadastro da pessoa Ana?',
      textoConfirmar: 'Ir',
      textoCancelar: 'Ficar',
    });

    const dialogo = await screen.findByRole('alertdialog', { name: 'Cadastro da Pessoa' });
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja realmente ir para o cadastro da pessoa Ana?'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ir' })).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Ficar' }));

    await expect(resposta).resolves.toBe(false);
  });

  it('shows queued requests one after the other', async () => {
    const { dialogos } = renderDialogos();
    const primeira = dialogos().confirmar({ titulo: 'Primeira' });
    const segunda = dialogos().confirmar({ titulo: 'Segunda' });

    await screen.findByRole('alertdialog', { name: 'Primeira' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('alertdialog', { name: 'Segunda' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await expect(primeira).resolves.toBe(true);
    await expect(segunda).resolves.toBe(false);
  });
});

describe('solicitarTexto', () => {
  it('labels the field Motivo by default and resolves the typed text', async () => {
    const { dialogos } = renderDialogos();
    const resposta = dialogos().solicitarTexto();

    const campo = await screen.findByRole('textbox', { name: 'Motivo' });
    await userEvent.type(campo, 'Cadastro duplicado');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await expect(resposta).resolves.toBe('Cadastro duplicado');
  });

  it('does not accept an empty text', async () => {
    const { dialogos } = renderDialogos();
    void dialogos().solicitarTexto();

    await screen.findByRole('textbox', { name: 'Motivo' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('resolves null on Cancelar and uses the label it is given', async () => {
    const { dialogos } = renderDialogos();
    const resposta = dialogos().solicitarTexto({ titulo: 'Estornar', rotulo: 'Justificativa' });

    expect(await screen.findByRole('dialog', { name: 'Estornar' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Justificativa' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await expect(resposta).resolves.toBeNull();
  });
});

describe('mostrarCodigo', () => {
  it('shows the text and its image, copies the text, and resolves on Fechar', async () => {
    const user = userEvent.setup();
    const copiados: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (texto: string) => (copiados.push(texto), Promise.resolve()) } });
    const { dialogos } = renderDialogos();
    const resposta = dialogos().mostrarCodigo({ titulo: 'Pagar com PIX', mensagem: 'Envie ao doador.', rotulo: 'PIX copia e cola', texto: '000201PIX', imagemSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });

    const dialogo = await screen.findByRole('dialog', { name: 'Pagar com PIX' });
    await waitFor(() => expect(dialogo).toHaveTextContent('Envie ao doador.'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue('000201PIX'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code de PIX copia e cola' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)));
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Código copiado.'));
    expect(copiados).toEqual(['000201PIX']);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));

    await expect(resposta).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
