import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '../../../../src/shared/messages.ts';
import { emitirMensagem } from '../../../../src/client/realtime/mensagens.ts';
import { MENSAGEM_DO_ENVIO } from '../../../../src/client/engine/importacao/EnvioDaPlanilha.tsx';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { ARQUIVO, PREVIA, abrirImportacao, resumo, tarefa } from './importacao-apoio.tsx';
import { PRIMEIRA_CARGA, TAGS_OPERADOR } from './support.tsx';

// The import page: upload, the columns' fields, the preview with each row's errors, the start
// (refused while errors remain unless the user skips them) and the progress until the result.

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const csv = () => new File(['Nome;CPF;Fone;Apelido\nAna Souza;529.982.247-25;(11) 3456-7890;Aninha\n'], 'cadastro.csv', { type: 'text/csv' });
const campoDa = (coluna: string) => screen.getByRole('combobox', { name: `Campo da coluna ${coluna}` });

async function enviar() {
  const usuario = userEvent.setup();
  const entrada = await screen.findByLabelText(MENSAGEM_DO_ENVIO, {}, PRIMEIRA_CARGA);
  await usuario.upload(entrada as HTMLInputElement, csv());
  await screen.findByRole('table', { name: 'Colunas do arquivo' });
  return usuario;
}

describe('the import page', () => {
  it('sends the file and shows its columns with the suggested fields', async () => {
    const { callsTo } = abrirImportacao('/gestaopessoas/importacao', { 'POST /api/pessoas/importacao': { content: ARQUIVO } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Importação de pessoas' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await enviar();
    const envio = callsTo('POST', '/api/pessoas/importacao');
    expect(envio).toHaveLength(1);
    const corpo = envio[0]?.body as FormData;
    expect((corpo.get('file') as File).name).toBe('cadastro.csv');
    await waitFor(() => expect(screen.getByText('Arquivo enviado: cadastro.csv')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText(/cadastro\.csv: 3 linhas/)).toBeInTheDocument());
    await waitFor(() => expect(campoDa('Nome')).toHaveValue('nome'));
    await waitFor(() => expect(campoDa('CPF')).toHaveValue('pessoaFisica.cpf'));
    await waitFor(() => expect(campoDa('Fone')).toHaveValue(''));
    await waitFor(() => expect(within(screen.getByRole('row', { name: /^Apelido/ })).getByText('Aninha')).toBeInTheDocument());
  });

  it('asks for the name and a document before a preview, and frees a field chosen for another column', async () => {
    abrirImportacao('/gestaopessoas/importacao', { 'POST /api/pessoas/importacao': { content: { ...ARQUIVO, mapeamentoSugerido: {} } } });
    const usuario = await enviar();
    await waitFor(() => expect(screen.getByText('Associe uma coluna ao campo Nome.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Associe uma coluna a CPF / CNPJ: a importação reconhece por essa chave o que já está cadastrado.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toBeDisabled());
    await usuario.selectOptions(campoDa('Apelido'), 'nome');
    await usuario.selectOptions(campoDa('Nome'), 'nome');
    await waitFor(() => expect(campoDa('Apelido')).toHaveValue(''));
    await usuario.selectOptions(campoDa('CPF'), 'pessoaFisica.cpf');
    await waitFor(() => expect(screen.queryByText('Associe uma coluna ao campo Nome.')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toBeEnabled());
  });

  it('previews the rows with their errors; Importar waits until the invalid rows are skipped; then shows the progress and opens the result', async () => {
    let atual = resumo({ estado: 'iniciada', contagens: { lidas: 3, incluidas: 0, ignoradas: 0, rejeitadas: 0, pendentes: 3 }, tarefa: tarefa() });
    const { callsTo, currentUrl } = abrirImportacao('/gestaopessoas/importacao', {
      'POST /api/pessoas/importacao': { content: ARQUIVO },
      'POST /api/pessoas/importacao/5/previa': { content: PREVIA },
      'POST /api/pessoas/importacao/5/iniciar': { content: tarefa(), message: 'Importação iniciada. Você será avisado quando terminar.' },
      'GET /api/pessoas/importacao/5': () => json({ content: atual }),
      'GET /api/pessoas/importacao/5/linhas': { content: { resultList: [], hasMore: false, page: 1, rpp: 10, count: 0, pageCount: 1 } },
    });
    const usuario = await enviar();
    await usuario.selectOptions(campoDa('Fone'), 'telefone');
    await usuario.click(screen.getByRole('button', { name: 'Pré-visualizar' }));

    await screen.findByRole('heading', { name: '3. Pré-visualização' });
    expect(callsTo('POST', '/api/pessoas/importacao/5/previa')[0]?.body).toEqual({ mapeamento: { nome: 0, 'pessoaFisica.cpf': 1, telefone: 2 } });
    const resumoDaPrevia = screen.getByRole('list', { name: 'Resumo da pré-visualização' });
    await waitFor(() => expect(within(resumoDaPrevia).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      '3 linhas',
      '2 válidas',
      '1 com erros',
      '1 será ignorada (já cadastrada)',
    ]));
    const primeiras = screen.getByRole('table', { name: 'Primeiras linhas do arquivo' });
    const bruno = within(primeiras).getByRole('row', { name: /Bruno Lima/ });
    await waitFor(() => expect(within(bruno).getByText('CPF: CPF inválido.')).toBeInTheDocument());
    await waitFor(() => expect(within(primeiras).getByText('Já existe uma pessoa com este CPF (código 12). A linha será ignorada.')).toBeInTheDocument());
    await waitFor(() => expect(within(primeiras).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Linha', 'Situação', 'Nome', 'CPF', 'Telefone']));

    const importar = screen.getByRole('button', { name: 'Importar' });
    await waitFor(() => expect(importar).toBeDisabled());
    await usuario.click(screen.getByRole('checkbox', { name: 'Ignorar as linhas com erros e importar as demais' }));
    await waitFor(() => expect(importar).toBeEnabled());
    await usuario.click(importar);

    await waitFor(() => expect(callsTo('POST', '/api/pessoas/importacao/5/iniciar')).toHaveLength(1));
    expect(callsTo('POST', '/api/pessoas/importacao/5/iniciar')[0]?.body).toEqual({ mapeamento: { nome: 0, 'pessoaFisica.cpf': 1, telefone: 2 }, pularInvalidas: true });
    expect(await screen.findByRole('heading', { name: '4. Importação' })).toBeInTheDocument();
    expect(await screen.findByText('Importação iniciada. Você será avisado quando terminar.')).toBeInTheDocument();
    // The job's progress arrives on the live channel.
    await waitFor(() => expect(screen.getByText('Na fila (0%)')).toBeInTheDocument());
    act(() => emitirMensagem({ type: 'TAREFA', content: tarefa({ estado: 'executando', progresso: 50, mensagem: '2 de 3 linhas', atualizadaEm: '2026-03-10T13:00:02.000Z' }) }));
    expect(await screen.findByText('Em execução (50%)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 de 3 linhas')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Campo da coluna Nome' })).toBeDisabled());

    atual = resumo();
    act(() => emitirMensagem({ type: 'TAREFA', content: tarefa({ estado: 'concluida', progresso: 100, atualizadaEm: '2026-03-10T13:00:05.000Z' }) }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/importacao/resultado?id=5'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultado da importação' })).toBeInTheDocument();
  });

  it('drops the preview when the mapping changes', async () => {
    abrirImportacao('/gestaopessoas/importacao', {
      'POST /api/pessoas/importacao': { content: ARQUIVO },
      'POST /api/pessoas/importacao/5/previa': { content: { ...PREVIA, invalidas: 0, comErros: [] } },
    });
    const usuario = await enviar();
    await usuario.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled());
    await usuario.selectOptions(campoDa('Apelido'), 'observacao');
    await waitFor(() => expect(screen.queryByRole('heading', { name: '3. Pré-visualização' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument());
  });

  it('shows the server refusal of a file as a toast and stays on the upload', async () => {
    const { callsTo } = abrirImportacao('/gestaopessoas/importacao', {
      'POST /api/pessoas/importacao': (_c: RecordedCall) => json({ message: 'O arquivo deve ser uma planilha CSV ou XLSX.' }, 422),
    });
    const usuario = userEvent.setup();
    const entrada = await screen.findByLabelText(MENSAGEM_DO_ENVIO, {}, PRIMEIRA_CARGA);
    await usuario.upload(entrada as HTMLInputElement, new File(['%PDF-1.7'], 'pessoas.csv', { type: 'text/csv' }));
    expect(await screen.findByText('O arquivo deve ser uma planilha CSV ou XLSX.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/pessoas/importacao')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Colunas do arquivo' })).not.toBeInTheDocument());
  });

  it('stops an empty file with the "Atenção!" dialog, without sending it', async () => {
    const { callsTo } = abrirImportacao('/gestaopessoas/importacao');
    const usuario = userEvent.setup();
    const entrada = await screen.findByLabelText(MENSAGEM_DO_ENVIO, {}, PRIMEIRA_CARGA);
    await usuario.upload(entrada as HTMLInputElement, new File([], 'vazio.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alertdialog', { name: 'Atenção!', hidden: true }, { timeout: 5_000 })).toBeInTheDocument();
    expect(callsTo('POST', '/api/pessoas/importacao')).toHaveLength(0);
  });

  it('is closed to a user without the import tag', async () => {
    const { callsTo } = abrirImportacao('/gestaopessoas/importacao', {}, TAGS_OPERADOR);
    expect(await screen.findByText(MENSAGENS.semPermissao, {}, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(MENSAGEM_DO_ENVIO)).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/pessoas/importacao')).toHaveLength(0);
  });
});
