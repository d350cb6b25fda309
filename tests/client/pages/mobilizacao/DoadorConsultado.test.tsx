import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { urlDoEmailDoBoleto, type CobrancaDoDoador, type ConsultaDoDoador } from '../../../../src/shared/api/telemarketing.ts';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { DoadorConsultado } from '../../../../src/client/pages/mobilizacao/consulta/DoadorConsultado.tsx';
import { logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';

// The donor's lookup: a boleto charge says when its boleto was e-mailed and, for who sends
// remittances, sends it again; a débito charge offers nothing.

afterEach(() => vi.unstubAllGlobals());

const cobranca = (id: number, extra: Partial<CobrancaDoDoador>): CobrancaDoDoador => ({
  id,
  nossoNumero: `1234567000000010${id}`,
  forma: 'Boleto Banco do Brasil',
  vencimento: '2026-12-10',
  valor: 50,
  situacao: 'enviada',
  motivo: null,
  dataPagamento: null,
  valorPago: null,
  boleto: true,
  boletoEnviadoEm: null,
  ...extra,
});

const DOADOR: ConsultaDoDoador = {
  pessoa: { id: 7, nome: 'Ana Doadora', documento: null, telefone: null, celular: null, email: 'ana@exemplo.com.br' },
  colaboracoes: [],
  ligacoes: [],
  cobrancas: [cobranca(1, { boletoEnviadoEm: '2026-11-20T09:15' }), cobranca(2, { forma: 'Débito automático Itaú', boleto: false })],
  pagamentos: [],
};

function abrir(tags: string[]) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: tags },
    [`POST ${urlDoEmailDoBoleto(1)}`]: () => json({ content: null, message: 'Envio solicitado. Você será avisado quando os e-mails tiverem saído.' }),
  });
  render(
    <AppProviders>
      <DoadorConsultado doador={DOADOR} onVoltar={() => undefined} />
    </AppProviders>,
  );
  return stub;
}

describe('the charges of the donor’s lookup', () => {
  it('send a boleto by e-mail again, and say when it was last sent', async () => {
    const stub = abrir(['mobilizacao.consulta', 'mobilizacao.remessa.enviar']);
    expect(await screen.findByText('Boleto enviado por e-mail em 20/11/2026 09:15')).toBeVisible();
    const botoes = await screen.findAllByRole('button', { name: 'Enviar boleto por e-mail' });
    expect(botoes).toHaveLength(1);
    await userEvent.click(botoes[0]!);
    await waitFor(() => expect(stub.callsTo('POST', urlDoEmailDoBoleto(1))).toHaveLength(1));
  });

  it('offer no sending to who does not send remittances', async () => {
    abrir(['mobilizacao.consulta']);
    expect(await screen.findByText('Boleto enviado por e-mail em 20/11/2026 09:15')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enviar boleto por e-mail' })).toBeNull());
  });
});
