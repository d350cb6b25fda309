import '../../support/environment.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttachmentsWidget } from '../../../../src/client/widgets/attachments/index.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { ROTULO, renderComoOMotor } from './render.tsx';

// Dialogs and Fluent's first render are slow on a machine busy with parallel suites.
// Queries inside dialogs pass hidden: true: in jsdom, Fluent's focus trap (tabster) at times
// leaves an open dialog marked aria-hidden, depending on timing.
vi.setConfig({ testTimeout: 15_000 });

const CONTRATO = { id: 41, fileName: 'contrato.pdf', tipo: 'application/pdf', tamanho: 3 };
const RECIBO = { id: 42, fileName: 'recibo.pdf', tipo: 'application/pdf', tamanho: 5 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AttachmentsWidget', () => {
  it('lists the file records of its value, labelled by the field', () => {
    renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO] });
    expect(screen.getByLabelText(ROTULO)).toHaveAttribute('type', 'file');
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
  });

  it('says "Nenhum anexo enviado" with no value', () => {
    renderComoOMotor(AttachmentsWidget);
    expect(screen.getByText('Nenhum anexo enviado')).toBeInTheDocument();
  });

  it('uploads to /api/arquivos?diretorio=anexos&tipo=ALL and emits the records', async () => {
    const { callsTo } = stubFetch({ 'POST /api/arquivos': { content: RECIBO } });
    const { onChange } = renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO] });

    await userEvent.upload(screen.getByLabelText(ROTULO), new File(['%PD'], 'recibo.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith([CONTRATO, RECIBO]));
    expect(callsTo('POST', '/api/arquivos')[0]?.url).toBe('/api/arquivos?diretorio=anexos&tipo=ALL');
  });

  it('opens a file at /api/arquivos/{id}/download with its authtoken', async () => {
    const { callsTo } = stubFetch({ 'POST /api/authtokens': { content: { authtoken: 'abc', expiraEm: '2030-01-01' } } });
    const janela = { opener: null, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(janela as unknown as Window);
    renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO] });

    await userEvent.click(screen.getByRole('button', { name: 'Abrir contrato.pdf' }));

    await waitFor(() => expect(janela.location.href).toBe('/api/arquivos/41/download?authtoken=abc'));
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/arquivos/41/download' });
  });

  it('emits the list without the removed record', async () => {
    const { onChange } = renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO, RECIBO] });
    await userEvent.click(screen.getByRole('button', { name: 'Remover contrato.pdf' }));
    const dialogo = await screen.findByRole('alertdialog', { hidden: true });
    await waitFor(() => expect(dialogo).toHaveTextContent('Confirma exclusão do anexo contrato.pdf?'));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar', hidden: true }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([RECIBO]));
  });

  it('shows the required message and marks the input required and invalid', () => {
    renderComoOMotor(AttachmentsWidget, { obrigatorio: true, erro: 'Preenchimento obrigatório.' });
    expect(screen.getByText('Preenchimento obrigatório.')).toBeInTheDocument();
    const entrada = screen.getByLabelText(new RegExp(`^${ROTULO}`));
    expect(entrada).toBeRequired();
    expect(entrada).toBeInvalid();
  });

  it('respects desabilitado', () => {
    renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO], desabilitado: true });
    expect(screen.getByLabelText(ROTULO)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
  });
});
