import '../../support/environment.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type CropperJs from 'cropperjs';
import { PhotoWidget } from '../../../../src/client/widgets/photo/index.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { ROTULO, renderComoOMotor } from '../attachments/render.tsx';

// The crop dialog pulls in cropperjs: its first, cold load can take seconds on a busy machine.
// Queries inside dialogs pass hidden: true: in jsdom, Fluent's focus trap (tabster) at times
// leaves an open dialog marked aria-hidden, depending on timing.
vi.setConfig({ testTimeout: 20_000 });

const TOKEN = { content: { authtoken: 'tk', expiraEm: '2030-01-01' } };

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:foto'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PhotoWidget', () => {
  it('shows a placeholder and no Remover foto without a photo', () => {
    stubFetch({});
    renderComoOMotor(PhotoWidget);
    expect(screen.getByText('Sem foto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar foto' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remover foto' })).not.toBeInTheDocument();
  });

  it('shows the photo from /api/arquivos/{id}/download with a derived authtoken', async () => {
    const { callsTo } = stubFetch({ 'POST /api/authtokens': TOKEN });
    renderComoOMotor(PhotoWidget, { valor: { id: 5 } });
    const imagem = await screen.findByRole('img', { name: `${ROTULO}: foto atual` });
    await waitFor(() => expect(imagem).toHaveAttribute('src', '/api/arquivos/5/download?authtoken=tk'));
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/arquivos/5/download' });
  });

  it('Remover foto empties the value', async () => {
    stubFetch({ 'POST /api/authtokens': TOKEN });
    const { onChange } = renderComoOMotor(PhotoWidget, { valor: { id: 5 } });
    await userEvent.click(screen.getByRole('button', { name: 'Remover foto' }));
    expect(onChange).toHaveBeenCalledWith(null);
    await waitFor(() => expect(screen.getByText('Sem foto')).toBeInTheDocument());
  });

  it('Alterar foto crops the chosen image, uploads it and emits {id}', async () => {
    const { callsTo } = stubFetch({
      'POST /api/arquivos': { content: { id: 77, fileName: 'eu.png', tipo: 'image/png', tamanho: 10 } },
      'POST /api/authtokens': TOKEN,
    });
    const { onChange } = renderComoOMotor(PhotoWidget);
    const entrada = screen.getByLabelText(ROTULO) as HTMLInputElement;
    const abrirSeletor = vi.spyOn(entrada, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar foto' }));
    expect(abrirSeletor).toHaveBeenCalled();

    await userEvent.upload(entrada, new File(['png'], 'eu.png', { type: 'image/png' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Recortar imagem', hidden: true });
    // jsdom neither loads images nor paints canvases: play the browser's part (see upload tests).
    const [imagem, copia] = within(dialogo).getAllByRole('img', { hidden: true }) as [HTMLImageElement & { cropper: CropperJs }, HTMLImageElement];
    Object.defineProperties(copia, { naturalWidth: { value: 640 }, naturalHeight: { value: 480 } });
    fireEvent.load(copia);
    vi.spyOn(imagem.cropper, 'getCroppedCanvas').mockReturnValue({
      toBlob: (cb: BlobCallback) => cb(new Blob(['px'], { type: 'image/png' })),
    } as HTMLCanvasElement);
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Confirmar', hidden: true }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 77 }));
    expect(callsTo('POST', '/api/arquivos')[0]?.url).toBe('/api/arquivos?diretorio=fotos&tipo=IMAGEM&width=300&height=300');
    // The closed dialog's focus trap may leave the page aria-hidden a while in jsdom (a browser does not).
    await waitFor(() => expect(screen.getByRole('img', { name: `${ROTULO}: foto atual`, hidden: true })).toHaveAttribute('src', '/api/arquivos/77/download?authtoken=tk'));
  });

  it('shows the required message and marks the input required and invalid', () => {
    stubFetch({});
    renderComoOMotor(PhotoWidget, { obrigatorio: true, erro: 'Preenchimento obrigatório.' });
    expect(screen.getByText('Preenchimento obrigatório.')).toBeInTheDocument();
    const entrada = screen.getByLabelText(new RegExp(`^${ROTULO}`));
    expect(entrada).toBeRequired();
    expect(entrada).toBeInvalid();
  });

  it('respects desabilitado', () => {
    stubFetch({ 'POST /api/authtokens': TOKEN });
    renderComoOMotor(PhotoWidget, { valor: { id: 5 }, desabilitado: true });
    expect(screen.getByLabelText(ROTULO)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Alterar foto' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remover foto' })).toBeDisabled();
  });
});
