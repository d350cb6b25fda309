import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SituacaoDaLigacao } from '../../../../src/shared/api/telemarketing.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../src/shared/mobilizacao/mensagens.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { RegistroDaLigacao } from '../../../../src/client/pages/mobilizacao/agenda/RegistroDaLigacao.tsx';
import { logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';

// The call's record on the agenda: a promise asks for the colaboração and sends it with the call
// (by débito automático, with the donor's agency and account); the server's refusal shows under
// its field and the donor stays on screen.

afterEach(() => vi.unstubAllGlobals());

const SITUACOES: SituacaoDaLigacao[] = [
  { id: 1, descricao: 'Prometeu colaborar', resultado: 'promessa' },
  { id: 2, descricao: 'Pediu para ligar depois', resultado: 'retornar' },
];

function abrir(resposta: () => Response) {
  logIn();
  const stub = stubFetch({ 'GET /api/context/usuarios/permissoes': { content: [] }, 'POST /api/mobilizacao/telemarketing/ligacoes': resposta });
  const onRegistrada = vi.fn();
  render(
    <AppProviders>
      <RegistroDaLigacao pessoaId={42} situacoes={SITUACOES} campanhas={[{ id: 5, nome: 'Renovação de fim de ano' }]} colaboracoes={[]} onRegistrada={onRegistrada} />
    </AppProviders>,
  );
  return { stub, onRegistrada };
}

async function escolherSituacao(nome: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: /Situação/ }));
  await userEvent.click(await screen.findByRole('option', { name: nome }));
}

describe('the call’s record', () => {
  it('asks a promise for its colaboração and sends it with the call', async () => {
    const { stub, onRegistrada } = abrir(() => json({ content: { id: 9, colaboracaoId: 77 }, message: 'Ligação registrada.' }));
    expect(screen.queryByRole('textbox', { name: /Valor mensal/ })).toBeNull();
    await escolherSituacao('Prometeu colaborar');
    await userEvent.type(await screen.findByRole('textbox', { name: /Valor mensal/ }), '40,00');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ligação' }));
    await waitFor(() => expect(onRegistrada).toHaveBeenCalledTimes(1));
    expect(stub.callsTo('POST', '/api/mobilizacao/telemarketing/ligacoes')[0]?.body).toEqual({
      pessoa: 42,
      situacao: 1,
      observacao: null,
      proximaLigacao: null,
      campanha: null,
      colaboracao: { id: null, valor: 40, diaDoMes: 10, forma: 'BOLETO' },
    });
  });

  it('refuses a promise without an amount before calling the server', async () => {
    const { stub } = abrir(() => json({ content: null }));
    await escolherSituacao('Prometeu colaborar');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ligação' }));
    expect(await screen.findByText(M.promessaSemColaboracao)).toBeVisible();
    expect(stub.callsTo('POST', '/api/mobilizacao/telemarketing/ligacoes')).toHaveLength(0);
  });

  it('shows the server’s refusal under the next call and keeps the donor on screen', async () => {
    const { onRegistrada } = abrir(() => json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'proximaLigacao', message: M.retornoObrigatorio }] }, 422));
    await escolherSituacao('Pediu para ligar depois');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ligação' }));
    expect(await screen.findByText(M.retornoObrigatorio)).toBeVisible();
    expect(onRegistrada).not.toHaveBeenCalled();
  });

  it('asks a promise by débito automático for the donor’s agency and account, and sends them', async () => {
    const { stub, onRegistrada } = abrir(() => json({ content: { id: 9, colaboracaoId: 78 }, message: 'Ligação registrada.' }));
    await escolherSituacao('Prometeu colaborar');
    await userEvent.type(await screen.findByRole('textbox', { name: /Valor mensal/ }), '25,00');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Agência do débito/ })).toBeNull());
    await userEvent.click(screen.getByRole('combobox', { name: /Forma de cobrança/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Débito automático' }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ligação' }));
    expect(await screen.findAllByText(M.debitoSemConta)).toHaveLength(2);
    await waitFor(() => expect(stub.callsTo('POST', '/api/mobilizacao/telemarketing/ligacoes')).toHaveLength(0));

    await userEvent.type(screen.getByRole('textbox', { name: /Agência do débito/ }), '0801');
    await userEvent.type(screen.getByRole('textbox', { name: /Conta do débito/ }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ligação' }));
    await waitFor(() => expect(onRegistrada).toHaveBeenCalledTimes(1));
    expect(stub.callsTo('POST', '/api/mobilizacao/telemarketing/ligacoes')[0]?.body).toMatchObject({
      colaboracao: { id: null, valor: 25, diaDoMes: 10, forma: 'DEBITO_AUTOMATICO', debitoAgencia: '0801', debitoConta: '123456' },
    });
  });

  it('shows the server’s refusal of the débito account under its field', async () => {
    const { onRegistrada } = abrir(() =>
      json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'colaboracao.debitoConta', message: M.debitoContaInvalida }] }, 422),
    );
    await escolherSituacao('Prometeu colaborar');
    await userEvent.type(await screen.findByRole('textbox', { name: /Valor mensal/ }), '25,00');
    await userEvent.click(screen.getByRole('combobox', { name: /Forma de cobrança/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Débito automático' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Agência do débito/ }), '0801');
    await userEvent.type(screen.getByRole('textbox', { name: /Conta do débito/ }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar ligação' }));
    expect(await screen.findByText(M.debitoContaInvalida)).toBeVisible();
    expect(onRegistrada).not.toHaveBeenCalled();
  });
});
