import '../../support/environment.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type CropperJs from 'cropperjs';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { subscribeNotices, type Notice } from '../../../../src/client/services/toasts/notices.ts';
import {
  AreaDeUpload,
  BotaoEnviarArquivo,
  MENSAGEM_PADRAO_UPLOAD,
  recortarImagem,
  type AreaDeUploadProps,
} from '../../../../src/client/components/upload/index.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';

const REGISTRO = { id: 41, fileName: 'contrato.pdf', tipo: 'application/pdf', tamanho: 3 };
const TEXTO_VAZIO =
  'O arquivo selecionado parece estar vazio. Se ele veio de um celular conectado por USB, copie-o primeiro para o computador e tente novamente.';

// Queries inside dialogs pass hidden: true. In jsdom, Fluent's focus trap (tabster) at times leaves
// an open dialog marked aria-hidden, depending on timing; the browser suites check dialogs with axe.
// The crop dialog pulls in cropperjs: its first, cold load can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let avisos: Notice[];
let pararDeOuvir: () => void;

beforeEach(() => {
  avisos = [];
  pararDeOuvir = subscribeNotices((aviso) => avisos.push(aviso));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:imagem'), revokeObjectURL: vi.fn() }));
});

afterEach(() => {
  pararDeOuvir();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderArea(props: Partial<AreaDeUploadProps> = {}) {
  const onEnviado = vi.fn();
  render(
    <AppProviders>
      <AreaDeUpload diretorio="anexos" tipo="ALL" onEnviado={onEnviado} {...props} />
    </AppProviders>,
  );
  return { onEnviado, entrada: screen.getByLabelText(MENSAGEM_PADRAO_UPLOAD) as HTMLInputElement };
}

const arquivo = (nome: string, conteudo: string, type: string) => new File([conteudo], nome, { type });

describe('AreaDeUpload', () => {
  it('invites to drag and drop or click to select, from the keyboard too', () => {
    renderArea();
    const area = screen.getByRole('button', { name: /Arraste e solte o arquivo aqui ou clique para selecionar/ });
    expect(area).toHaveAttribute('tabindex', '0');
  });

  it('stops a zero-size file with the "Atenção!" dialog, with only OK', async () => {
    const { proprias } = stubFetch({});
    const { entrada, onEnviado } = renderArea();

    await userEvent.upload(entrada, new File([], 'foto-do-celular.jpg', { type: 'image/jpeg' }));

    const dialogo = await screen.findByRole('alertdialog', { name: 'Atenção!', hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent(TEXTO_VAZIO));
    const ok = await within(dialogo).findByRole('button', { name: 'OK', hidden: true });
    await waitFor(() => expect(within(dialogo).getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['OK']));
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
    expect(proprias()).toEqual([]);
    expect(onEnviado).not.toHaveBeenCalled();
  });

  it('sends any file as it is: "Enviando arquivo" for 2 s, multipart field file, the reply content', async () => {
    const { callsTo } = stubFetch({ 'POST /api/arquivos': { content: REGISTRO } });
    const { entrada, onEnviado } = renderArea();
    const pdf = arquivo('contrato.pdf', '%PD', 'application/pdf');

    await userEvent.upload(entrada, pdf);

    await waitFor(() => expect(onEnviado).toHaveBeenCalledWith(REGISTRO));
    expect(avisos).toContainEqual({ intent: 'info', text: 'Enviando arquivo', timeout: 2000 });
    const [chamada] = callsTo('POST', '/api/arquivos');
    expect(chamada?.url).toBe('/api/arquivos?diretorio=anexos&tipo=ALL');
    const corpo = chamada?.body as FormData;
    expect([...corpo.keys()]).toEqual(['file']);
    expect((corpo.get('file') as File).name).toBe('contrato.pdf');
    expect(await screen.findByText('Enviando arquivo')).toBeInTheDocument();
  });

  it('names several files file, file-1, file-2 in one request', async () => {
    const registros = [REGISTRO, { ...REGISTRO, id: 42 }, { ...REGISTRO, id: 43 }];
    const { callsTo } = stubFetch({ 'POST /api/arquivos': { content: registros } });
    const { entrada, onEnviado } = renderArea({ multiplo: true });

    await userEvent.upload(entrada, [
      arquivo('a.txt', 'a', 'text/plain'),
      arquivo('b.txt', 'b', 'text/plain'),
      arquivo('c.txt', 'c', 'text/plain'),
    ]);

    await waitFor(() => expect(onEnviado).toHaveBeenCalledTimes(3));
    const corpo = callsTo('POST', '/api/arquivos')[0]?.body as FormData;
    expect([...corpo.keys()]).toEqual(['file', 'file-1', 'file-2']);
    expect((corpo.get('file-2') as File).name).toBe('c.txt');
  });

  it('calls nothing back when the server refuses the file', async () => {
    stubFetch({ 'POST /api/arquivos': () => json({ message: 'Arquivo muito grande.' }, 413) });
    const { entrada, onEnviado } = renderArea();
    await userEvent.upload(entrada, arquivo('grande.zip', 'x', 'application/zip'));
    expect(await screen.findByText('Arquivo muito grande.')).toBeInTheDocument();
    expect(onEnviado).not.toHaveBeenCalled();
  });

  describe('images', () => {
    it('opens the crop dialog with rotation, and Cancelar sends nothing', async () => {
      const { proprias } = stubFetch({});
      const { entrada } = renderArea({ tipo: 'IMAGEM', diretorio: 'fotos' });

      await userEvent.upload(entrada, arquivo('foto.png', 'png', 'image/png'));

      const dialogo = await screen.findByRole('dialog', { name: 'Recortar imagem', hidden: true });
      // The first <img> is React's; cropperjs adds its own copies beside it.
      const [imagem] = within(dialogo).getAllByRole('img', { name: 'Imagem a recortar: foto.png', hidden: true });
      await waitFor(() => expect(imagem).toHaveAttribute('src', 'blob:imagem'));
      await waitFor(() => expect(within(dialogo).getByRole('button', { name: 'Girar para a esquerda', hidden: true })).toBeInTheDocument());
      await waitFor(() => expect(within(dialogo).getByRole('button', { name: 'Girar para a direita', hidden: true })).toBeInTheDocument());
      // jsdom never loads the image, so the cropper is not ready and cannot confirm yet.
      await waitFor(() => expect(within(dialogo).getByRole('button', { name: 'Confirmar', hidden: true })).toBeDisabled());

      await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar', hidden: true }));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
      expect(proprias()).toEqual([]);
    });

    it('sends the crop, 300 × 300 by default, once the cropper is ready and Confirmar is pressed', async () => {
      const { callsTo } = stubFetch({ 'POST /api/arquivos': { content: { ...REGISTRO, fileName: 'foto.png' } } });
      const { entrada, onEnviado } = renderArea({ tipo: 'IMAGEM', diretorio: 'fotos' });
      await userEvent.upload(entrada, arquivo('foto.gif', 'gif', 'image/gif'));
      const dialogo = await screen.findByRole('dialog', { name: 'Recortar imagem', hidden: true });

      // jsdom loads no image: play the browser's part, an 800 × 600 image that has loaded, so
      // cropperjs builds and fires 'ready'. jsdom has no canvas either, so the crop's pixels
      // are stubbed; cropping real pixels is left to the e2e suite.
      const [imagem, copia] = within(dialogo).getAllByRole('img', { hidden: true }) as [HTMLImageElement & { cropper: CropperJs }, HTMLImageElement];
      Object.defineProperties(copia, { naturalWidth: { value: 800 }, naturalHeight: { value: 600 } });
      fireEvent.load(copia);
      const girar = vi.spyOn(imagem.cropper, 'rotate');
      await userEvent.click(await within(dialogo).findByRole('button', { name: 'Girar para a direita', hidden: true }));
      expect(girar).toHaveBeenCalledWith(90);
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Girar para a esquerda', hidden: true }));
      expect(girar).toHaveBeenLastCalledWith(-90);
      const getCroppedCanvas = vi
        .spyOn(imagem.cropper, 'getCroppedCanvas')
        .mockReturnValue({ toBlob: (cb: BlobCallback) => cb(new Blob(['px'], { type: 'image/png' })) } as HTMLCanvasElement);
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar', hidden: true }));

      await waitFor(() => expect(onEnviado).toHaveBeenCalled());
      expect(getCroppedCanvas).toHaveBeenCalledWith(expect.objectContaining({ width: 300, height: 300 }));
      const [chamada] = callsTo('POST', '/api/arquivos');
      expect(chamada?.url).toBe('/api/arquivos?diretorio=fotos&tipo=IMAGEM&width=300&height=300');
      const enviado = (chamada?.body as FormData).get('file') as File;
      expect([enviado.name, enviado.type]).toEqual(['foto.png', 'image/png']);
    });

    it('accepts only png, jpg, jpeg and gif', async () => {
      const { proprias } = stubFetch({});
      const { entrada } = renderArea({ tipo: 'IMAGEM', diretorio: 'fotos' });
      expect(entrada.accept.split(',')).toEqual(expect.arrayContaining(['image/png', '.png', '.jpg', '.jpeg', '.gif']));

      await userEvent.setup({ applyAccept: false }).upload(entrada, arquivo('nota.txt', 'x', 'text/plain'));

      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Tipo de arquivo não permitido.'));
      await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
      expect(proprias()).toEqual([]);
    });
  });
});

describe('recortarImagem', () => {
  const canvas = (blob: Blob | null) => ({ toBlob: vi.fn((cb: (b: Blob | null) => void) => cb(blob)) });

  it('crops to the size asked and keeps a photo as jpeg', async () => {
    const pintado = canvas(new Blob(['px'], { type: 'image/jpeg' }));
    const cropper = { getCroppedCanvas: vi.fn(() => pintado as unknown as HTMLCanvasElement) };
    const recortada = await recortarImagem(cropper, new File(['x'], 'retrato.jpeg', { type: 'image/jpeg' }), { width: 120, height: 160 });
    expect(cropper.getCroppedCanvas).toHaveBeenCalledWith({ width: 120, height: 160, imageSmoothingQuality: 'high' });
    expect(pintado.toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    expect([recortada.name, recortada.type]).toEqual(['retrato.jpg', 'image/jpeg']);
  });

  it('fails when the cropper has no canvas yet', async () => {
    const cropper = { getCroppedCanvas: () => null as unknown as HTMLCanvasElement };
    await expect(recortarImagem(cropper, new File(['x'], 'a.png', { type: 'image/png' }), { width: 1, height: 1 })).rejects.toThrow();
  });
});

describe('BotaoEnviarArquivo', () => {
  it('opens the chooser from a button and uploads the same way', async () => {
    const { callsTo } = stubFetch({ 'POST /api/arquivos': { content: REGISTRO } });
    const onEnviado = vi.fn();
    render(
      <AppProviders>
        <BotaoEnviarArquivo diretorio="documentos" tipo="ALL" onEnviado={onEnviado}>
          Enviar planilha
        </BotaoEnviarArquivo>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: 'Enviar planilha' })).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Enviar planilha'), arquivo('dados.csv', 'a;b', 'text/csv'));

    await waitFor(() => expect(onEnviado).toHaveBeenCalledWith(REGISTRO));
    expect(callsTo('POST', '/api/arquivos')[0]?.url).toBe('/api/arquivos?diretorio=documentos&tipo=ALL');
    expect(avisos).toContainEqual({ intent: 'info', text: 'Enviando arquivo', timeout: 2000 });
  });

  it('shows the empty-file dialog too', async () => {
    stubFetch({});
    render(
      <AppProviders>
        <BotaoEnviarArquivo diretorio="documentos" tipo="ALL" onEnviado={vi.fn()} />
      </AppProviders>,
    );
    await userEvent.upload(screen.getByLabelText('Enviar arquivo'), new File([], 'vazio.csv'));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Atenção!', hidden: true })).toHaveTextContent(TEXTO_VAZIO));
  });
});
