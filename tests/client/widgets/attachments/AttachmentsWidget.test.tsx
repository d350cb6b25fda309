import '../../support/environment.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Anexo } from '../../../../src/client/components/attachments/index.ts';
import { fontesDosModelos } from '../../../../src/client/engine/dados/fontes.ts';
import { AttachmentsWidget } from '../../../../src/client/widgets/attachments/index.ts';
import type { Model } from '../../../../src/shared/engine/types.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { ROTULO, renderComoOMotor } from './render.tsx';

// Dialogs and Fluent's first render are slow on a machine busy with parallel suites.
// Queries inside dialogs pass hidden: true: in jsdom, Fluent's focus trap (tabster) at times
// leaves an open dialog marked aria-hidden, depending on timing.
vi.setConfig({ testTimeout: 15_000 });

// The record's attachments, as GET /api/pessoas/{id} answers them (specification, section 3).
const CONTRATO: Anexo = { id: 1, arquivo: { id: 41, fileName: 'contrato.pdf' }, tipoAnexo: { id: 4, descricao: 'Contrato' } };
const RECIBO: Anexo = { id: 2, arquivo: { id: 42, fileName: 'recibo.pdf' }, tipoAnexo: null };
// What POST /api/arquivos answers: more than the record keeps.
const ENVIADO = { id: 43, fileName: 'rg.png', tipo: 'image/png', tamanho: 5 };

// The document types' model as the screen's referenced models bring it (schemas/tipoAnexo.json).
const TIPO_ANEXO: Model = {
  $id: 'tipoAnexo',
  title: 'Tipo de anexo',
  type: 'object',
  'x-recurso': '/api/pessoas/tiposanexos',
  'x-exibicao': ['descricao'],
  properties: { id: { type: 'integer' }, descricao: { type: 'string' }, ativo: { type: 'boolean' } },
};
const COM_TIPOS = { referencia: 'tipoAnexo', fontes: fontesDosModelos({ tipoAnexo: TIPO_ANEXO }) };
const TIPOS = {
  resultList: [
    { id: 4, descricao: 'Contrato', ativo: true },
    { id: 1, descricao: 'RG', ativo: true },
    { id: 9, descricao: 'Ficha antiga', ativo: false },
  ],
  hasMore: false,
};

const entrada = () => screen.getByLabelText(ROTULO);
const png = () => new File(['PNG'], 'rg.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AttachmentsWidget', () => {
  it('lists the attachments of its value with their types, labelled by the field', () => {
    renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO, RECIBO] });
    expect(entrada()).toHaveAttribute('type', 'file');
    const lista = screen.getByRole('list', { name: 'Anexos' });
    expect(within(lista).getByText('contrato.pdf')).toBeInTheDocument();
    expect(within(lista).getByText('Contrato')).toBeInTheDocument();
    expect(within(lista).getByText('recibo.pdf')).toBeInTheDocument();
  });

  it('says "Nenhum anexo enviado" with no value', () => {
    renderComoOMotor(AttachmentsWidget);
    expect(screen.getByText('Nenhum anexo enviado')).toBeInTheDocument();
  });

  it('asks no document type when the model refers to none', () => {
    renderComoOMotor(AttachmentsWidget);
    expect(screen.queryByRole('combobox', { name: /Tipo do Documento/ })).not.toBeInTheDocument();
  });

  it("offers the referenced model's active records as the document types, and requires one", async () => {
    const { callsTo, proprias } = stubFetch({ 'GET /api/pessoas/tiposanexos': { content: TIPOS } });
    const { onChange } = renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO], ...COM_TIPOS });

    const tipo = await screen.findByRole('combobox', { name: /Tipo do Documento/ });
    await waitFor(() => expect(within(tipo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione', 'Contrato', 'RG']));
    await waitFor(() => expect(tipo).toBeRequired());
    const [chamada] = callsTo('GET', '/api/pessoas/tiposanexos');
    expect(new URL(chamada?.url ?? '', 'http://x').searchParams.get('fields')).toBe('id,descricao,ativo');

    await userEvent.upload(entrada(), png());
    expect(await screen.findByText('O campo Tipo do Documento é obrigatório.')).toBeInTheDocument();
    expect(proprias().filter((c) => c.method === 'POST')).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads to /api/arquivos?diretorio=anexos&tipo=ALL as soon as the file is chosen and emits the attachment as the record keeps it', async () => {
    const { callsTo } = stubFetch({ 'GET /api/pessoas/tiposanexos': { content: TIPOS }, 'POST /api/arquivos': { content: ENVIADO } });
    const { onChange } = renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO], ...COM_TIPOS });

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Tipo do Documento/ }), 'RG');
    await userEvent.upload(entrada(), png());

    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith([CONTRATO, { arquivo: { id: 43, fileName: 'rg.png' }, tipoAnexo: { id: 1, descricao: 'RG' } }]),
    );
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

  it('emits the list without the removed attachment', async () => {
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
    const campo = screen.getByLabelText(new RegExp(`^${ROTULO}`));
    expect(campo).toBeRequired();
    expect(campo).toBeInvalid();
  });

  it('respects desabilitado', () => {
    renderComoOMotor(AttachmentsWidget, { valor: [CONTRATO], desabilitado: true });
    expect(entrada()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
  });
});
