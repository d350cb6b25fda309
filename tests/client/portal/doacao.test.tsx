import { createHash } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoacaoCriada, PedidoDeDoacao, PortalDeDoacaoConfig } from '../../../src/shared/api/doacaoPublica.ts';
import { resolverDesafio } from '../../../src/client/portal/doacao/desafio.ts';
import { PortalDeDoacao } from '../../../src/client/portal/doacao/PortalDeDoacao.tsx';

// The public donation page over issue 21's contract (the doacao family serves the calls): an
// amount suggested or free, once or monthly, the donor's fields judged by the specification's
// rules before anything is sent, the bot check solved in the browser, then the PIX to pay.

const CONFIG: PortalDeDoacaoConfig = {
  instituicao: { nome: 'Instituto Alicerce', logoUrl: null },
  titulo: 'Doe para o Instituto',
  texto: 'Sua doação mantém **as oficinas** abertas.',
  valoresSugeridos: [30, 50, 100],
  valorMinimo: 10,
  permiteMensal: true,
  telefoneObrigatorio: false,
  politicaDePrivacidade: 'Usamos seus dados só para o recibo.',
  pixAtivo: true,
};

const CRIADA: DoacaoCriada = {
  doacaoId: 7,
  txid: 'DOA7',
  payload: '00020126580014br.gov.bcb.pix0136chave520400005303986540530.005802BR5913Instituto6009SAO PAULO62080504DOA76304ABCD',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
  valor: 30,
  periodicidade: 'MENSAL',
};

const resposta = (status: number, corpo: unknown) => new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });
const sha = (texto: string) => createHash('sha256').update(texto).digest('hex');

function servidor(respostaDaDoacao: () => Response) {
  const enviados: PedidoDeDoacao[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/publico/doacao/portal') return resposta(200, { content: CONFIG });
    if (url === '/api/publico/doacao/desafio') return resposta(200, { content: { desafio: 'abc.def', zeros: 2 } });
    if (url === '/api/publico/doacao' && init?.method === 'POST') {
      enviados.push(JSON.parse(String(init.body)) as PedidoDeDoacao);
      return respostaDaDoacao();
    }
    return resposta(404, { message: 'Não encontrado.' });
  });
  vi.stubGlobal('fetch', fetch);
  return enviados;
}

afterEach(() => vi.unstubAllGlobals());

async function preencher(usuario: ReturnType<typeof userEvent.setup>, campos: { cpfCnpj: string; email: string }) {
  await usuario.click(await screen.findByRole('button', { name: 'R$ 30,00' }));
  await usuario.click(screen.getByRole('radio', { name: 'Todo mês' }));
  await usuario.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await usuario.type(screen.getByLabelText('CPF ou CNPJ'), campos.cpfCnpj);
  await usuario.type(screen.getByLabelText('E-mail'), campos.email);
  await usuario.click(screen.getByRole('checkbox', { name: 'Li e aceito a política de privacidade' }));
}

describe('the donation portal', () => {
  it('gives R$ 30 monthly: the check solved, the contract body sent, then the PIX QR and payload', async () => {
    const enviados = servidor(() => resposta(200, { content: CRIADA }));
    const usuario = userEvent.setup();
    render(<PortalDeDoacao />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Doe para o Instituto' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('as oficinas').tagName).toBe('STRONG'));

    await preencher(usuario, { cpfCnpj: '529.982.247-25', email: 'ana@example.com' });
    await usuario.click(screen.getByRole('button', { name: 'Doar com PIX' }));

    expect(await screen.findByRole('heading', { name: 'Obrigado! Pague com PIX' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(CRIADA.payload));
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code PIX da doação de R$ 30,00' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/)));
    expect(enviados).toHaveLength(1);
    const [pedido] = enviados;
    expect(pedido).toMatchObject({ valor: 30, periodicidade: 'MENSAL', diaDoMes: 10, nome: 'Ana Souza', cpfCnpj: '529.982.247-25', email: 'ana@example.com', aceitePolitica: true, desafio: 'abc.def', website: '' });
    expect(pedido).not.toHaveProperty('telefone');
    expect(sha(`abc.def:${pedido!.nonce}`).startsWith('00')).toBe(true);
  });

  it("judges the donor's fields with the specification's messages and sends nothing", async () => {
    const enviados = servidor(() => resposta(200, { content: CRIADA }));
    const usuario = userEvent.setup();
    render(<PortalDeDoacao />);
    await usuario.type(await screen.findByLabelText('Outro valor (R$)'), '5');
    await usuario.type(screen.getByLabelText('CPF ou CNPJ'), '111.111.111-11');
    await usuario.type(screen.getByLabelText('E-mail'), 'ana@');
    await usuario.type(screen.getByLabelText('Telefone (opcional)'), '123');
    await usuario.click(screen.getByRole('button', { name: 'Doar com PIX' }));

    expect(await screen.findByText('O valor deve ser maior ou igual a 10,00.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Preenchimento obrigatório.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('CPF inválido.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Email inválido')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Telefone inválido.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Aceite a política de privacidade para continuar.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Outro valor (R$)')).toHaveFocus());
    expect(enviados).toHaveLength(0);
  });

  it("shows the server's refusals: a 422 under its fields, the bot check's above the form, a 429 as it says", async () => {
    let vez = 0;
    const FORMULARIO_COM_ERROS = 'Existem erros no formulário, revise-o salve novamente.';
    servidor(() =>
      ++vez === 1
        ? resposta(422, { message: FORMULARIO_COM_ERROS, errors: [{ field: 'email', message: 'Email inválido' }] })
        : vez === 2
          ? resposta(422, { message: FORMULARIO_COM_ERROS, errors: [{ field: 'desafio', message: 'Aguarde alguns segundos antes de enviar a doação.' }] })
          : resposta(429, { message: 'Muitas solicitações deste endereço. Aguarde um minuto e tente novamente.' }),
    );
    const usuario = userEvent.setup();
    render(<PortalDeDoacao />);
    await preencher(usuario, { cpfCnpj: '11.222.333/0001-81', email: 'ana@example.com' });
    await usuario.click(screen.getByRole('button', { name: 'Doar com PIX' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FORMULARIO_COM_ERROS));

    fireEvent.click(screen.getByRole('button', { name: 'Doar com PIX' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Aguarde alguns segundos antes de enviar a doação.'));

    fireEvent.click(screen.getByRole('button', { name: 'Doar com PIX' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Muitas solicitações deste endereço. Aguarde um minuto e tente novamente.'));
  });
});

describe('resolverDesafio', () => {
  it('finds the smallest nonce whose SHA-256 hex starts with the zeros asked for', async () => {
    const nonce = await resolverDesafio('desafio-de-teste', 3);
    expect(sha(`desafio-de-teste:${nonce}`).startsWith('000')).toBe(true);
    for (let menor = 0; menor < nonce; menor++) expect(sha(`desafio-de-teste:${menor}`).startsWith('000')).toBe(false);
  });
});
