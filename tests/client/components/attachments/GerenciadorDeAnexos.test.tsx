import '../../support/environment.ts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import {
  GerenciadorDeAnexos,
  type Anexo,
  type GerenciadorDeAnexosProps,
} from '../../../../src/client/components/attachments/index.ts';
import { stubFetch } from '../../support/fetchStub.ts';

// Dialogs and Fluent's first render are slow on a machine busy with parallel suites.
// Queries inside dialogs pass hidden: true: in jsdom, Fluent's focus trap (tabster) at times
// leaves an open dialog marked aria-hidden, depending on timing.
vi.setConfig({ testTimeout: 15_000 });

const CONTRATO: Anexo = { id: 1, arquivo: { id: 41, fileName: 'contrato.pdf' }, tipoAnexo: { id: 2, descricao: 'Contrato' } };
const RG: Anexo = { id: 2, arquivo: { id: 42, fileName: 'rg.png' }, tipoAnexo: null };
const TIPOS = [
  { id: 1, descricao: 'Comprovante' },
  { id: 2, descricao: 'Contrato' },
];
const ENVIADO = { id: 99, fileName: 'recibo.pdf', tipo: 'application/pdf', tamanho: 3 };

function renderGerenciador(props: Partial<GerenciadorDeAnexosProps> = {}, iniciais: Anexo[] = []) {
  const onChange = vi.fn();
  function ComEstado() {
    const [anexos, setAnexos] = useState<Anexo[]>(iniciais);
    return (
      <GerenciadorDeAnexos
        anexos={anexos}
        onChange={(novos) => {
          onChange(novos);
          setAnexos(novos);
        }}
        rotaUpload="/api/transferencias/anexos"
        rotaDownload="/api/transferencias/anexos/download"
        {...props}
      />
    );
  }
  render(
    <AppProviders>
      <ComEstado />
    </AppProviders>,
  );
  return { onChange };
}

/** Gone from the DOM, not just hidden: Fluent's focus trap lets go of the page only then. */
const fechado = () => waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).not.toBeInTheDocument());
const entrada = () => screen.getByLabelText('Arraste e solte o arquivo aqui ou clique para selecionar');
const tipo = () => screen.getByRole('combobox', { name: /Tipo do Documento/ });
const pdf = (nome: string) => new File(['%PD'], nome, { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GerenciadorDeAnexos', () => {
  it('is titled Anexos once and says when there is nothing yet', () => {
    renderGerenciador();
    expect(screen.getByRole('heading', { name: 'Anexos' })).toBeInTheDocument();
    expect(screen.getAllByText('Anexos')).toHaveLength(1);
    expect(screen.getByText('Nenhum anexo enviado')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tipo do Documento/)).not.toBeInTheDocument();
    // Choosing the file is the whole gesture: there is no second button to press.
    expect(screen.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
  });

  it('asks for the document type when types are offered: a file without one is not sent', async () => {
    const { proprias } = stubFetch({});
    const { onChange } = renderGerenciador({ tiposDeDocumento: TIPOS });
    expect(tipo()).toBeRequired();

    await userEvent.upload(entrada(), pdf('recibo.pdf'));

    expect(await screen.findByText('O campo Tipo do Documento é obrigatório.')).toBeInTheDocument();
    await waitFor(() => expect(tipo()).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(tipo()).toHaveFocus());
    expect(proprias()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    // Choosing a type takes the message away.
    await userEvent.selectOptions(tipo(), 'Contrato');
    await waitFor(() => expect(screen.queryByText('O campo Tipo do Documento é obrigatório.')).not.toBeInTheDocument());
  });

  it('uploads the chosen file at once to the caller’s route and lists it with its type', async () => {
    const { callsTo } = stubFetch({ 'POST /api/transferencias/anexos': { content: ENVIADO } });
    const { onChange } = renderGerenciador({ tiposDeDocumento: TIPOS }, [CONTRATO]);

    await userEvent.selectOptions(tipo(), 'Comprovante');
    await userEvent.upload(entrada(), pdf('recibo.pdf'));

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([CONTRATO, { arquivo: ENVIADO, tipoAnexo: { id: 1, descricao: 'Comprovante' } }]),
    );
    const corpo = callsTo('POST', '/api/transferencias/anexos')[0]?.body as FormData;
    expect([...corpo.keys()]).toEqual(['file']);
    const lista = screen.getByRole('list', { name: 'Anexos' });
    await waitFor(() => expect(within(lista).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(within(lista).getByText('Comprovante')).toBeInTheDocument());
    // Ready for the next one, whose type is chosen again.
    await waitFor(() => expect(tipo()).toHaveValue(''));
    await waitFor(() => expect(entrada()).toBeEnabled());
  });

  it('adds the file alone when no types are offered', async () => {
    stubFetch({ 'POST /api/transferencias/anexos': { content: ENVIADO } });
    const { onChange } = renderGerenciador();
    await userEvent.upload(entrada(), pdf('recibo.pdf'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ arquivo: ENVIADO }]));
  });

  it('says "Nenhum arquivo selecionado." when a drop brings no file', async () => {
    const { proprias } = stubFetch({});
    renderGerenciador();
    const zona = screen.getByRole('button', { name: /^Arraste e solte o arquivo aqui/ });
    fireEvent.drop(zona, { dataTransfer: { files: [], items: [], types: ['Files'] } });
    expect(await screen.findByText('Nenhum arquivo selecionado.')).toBeInTheDocument();
    await waitFor(() => expect(entrada()).toHaveAttribute('aria-invalid', 'true'));
    expect(proprias()).toEqual([]);
  });

  it('warns about an empty file, with nothing to cancel, and keeps it out', async () => {
    const { proprias } = stubFetch({});
    const { onChange } = renderGerenciador();
    await userEvent.upload(entrada(), new File([], 'do-celular.pdf'));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Atenção!', hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('parece estar vazio'));
    await waitFor(() => expect(within(dialogo).getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['OK']));
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'OK', hidden: true }));
    await fechado();
    expect(proprias()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before removing, with Cancelar and Confirmar', async () => {
    const { onChange } = renderGerenciador({}, [CONTRATO, RG]);

    await userEvent.click(screen.getByRole('button', { name: 'Remover contrato.pdf' }));
    const dialogo = await screen.findByRole('alertdialog', { hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Confirma exclusão do anexo contrato.pdf?'));
    const cancelar = await within(dialogo).findByRole('button', { name: 'Cancelar', hidden: true });
    await waitFor(() => expect(within(dialogo).getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['Cancelar', 'Confirmar']));
    await userEvent.click(cancelar);
    await fechado();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Remover contrato.pdf' }));
    const segundo = await screen.findByRole('alertdialog', { hidden: true });
    await userEvent.click(within(segundo).getByRole('button', { name: 'Confirmar', hidden: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([RG]));
    await waitFor(() => expect(screen.queryByText('contrato.pdf')).not.toBeInTheDocument());
  });

  it('opens a file in a new window with a token derived for it', async () => {
    const { callsTo } = stubFetch({ 'POST /api/authtokens': { content: { authtoken: 'tok.en', expiraEm: '2030-01-01' } } });
    const janela = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const abrir = vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    renderGerenciador({}, [CONTRATO]);

    await userEvent.click(screen.getByRole('button', { name: 'Abrir contrato.pdf' }));

    await waitFor(() => expect(janela.location.href).toBe('/api/transferencias/anexos/download/41?authtoken=tok.en'));
    expect(abrir).toHaveBeenCalledWith('', '_blank');
    expect(janela.opener).toBeNull();
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/transferencias/anexos/download/41' });
  });

  it('closes the window again when the token cannot be had', async () => {
    stubFetch({});
    const janela = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    renderGerenciador({}, [CONTRATO]);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir contrato.pdf' }));
    await waitFor(() => expect(janela.close).toHaveBeenCalled());
    expect(janela.location.href).toBe('');
  });

  it('lists the transfer’s attachments read-only', async () => {
    stubFetch({ 'POST /api/authtokens': { content: { authtoken: 't', expiraEm: '2030-01-01' } } });
    const janela = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    renderGerenciador({ anexosDaTransferencia: [RG] });

    const secao = screen.getByRole('region', { name: 'Anexos da transferência' });
    expect(within(secao).getByText('rg.png')).toBeInTheDocument();
    expect(within(secao).queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    await userEvent.click(within(secao).getByRole('button', { name: 'Abrir rg.png' }));
    await waitFor(() => expect(janela.location.href).toBe('/api/transferencias/anexos/download/42?authtoken=t'));
  });

  it('says "Nenhum anexo enviado" for an empty transfer list too', () => {
    renderGerenciador({ anexosDaTransferencia: [] });
    const secao = screen.getByRole('region', { name: 'Anexos da transferência' });
    expect(secao).toHaveTextContent('Nenhum anexo enviado');
  });

  it('only lets files be opened when disabled', () => {
    renderGerenciador({ desabilitado: true, tiposDeDocumento: TIPOS }, [CONTRATO]);
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir contrato.pdf' })).toBeEnabled();
    expect(tipo()).toBeDisabled();
    expect(entrada()).toBeDisabled();
  });
});
