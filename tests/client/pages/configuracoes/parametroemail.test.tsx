import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { ParametrosEmailPage } from '../../../../src/client/pages/configuracoes/parametroemail/index.ts';
import type { EmailDaSaida, EstadosDoEmail } from '../../../../src/shared/api/parametrosEmail.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { conteudoDaTela } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ESPERA = { timeout: 10_000 };
const VER = 'configuracoes.parametroemail.visualizar';
const EDITAR = 'configuracoes.parametroemail.editar';
const LER = 'configuracoes.parametroemail.saida';

// The server saved on this screen, over no SMTP_URL: each field's default is the model's.
const ESTADO: EstadosDoEmail = {
  host: { valor: 'smtp.ong.example.org', padrao: null, alterado: true },
  porta: { valor: 587, padrao: 587, alterado: false },
  seguro: { valor: false, padrao: false, alterado: false },
  usuario: { valor: 'envios', padrao: null, alterado: true },
  senha: { valor: null, padrao: null, alterado: true, definido: true },
  remetente: { valor: 'contato@ong.example.org', padrao: 'nao-responda@alicerce.local', alterado: true },
};

const SAIDA: EmailDaSaida[] = [
  { id: 3, para: 'ana@ong.example.org', assunto: 'E-mail de teste do Alicerce', criadoEm: '2026-05-04T13:00:00.000Z', enviadoEm: null, erro: null },
  { id: 2, para: 'bia@ong.example.org', assunto: 'Redefinição de senha', criadoEm: '2026-05-03T13:00:00.000Z', enviadoEm: null, erro: 'connect ECONNREFUSED 127.0.0.1:25' },
  { id: 1, para: 'caio@ong.example.org', assunto: 'Bem-vindo', criadoEm: '2026-05-02T13:00:00.000Z', enviadoEm: '2026-05-02T13:00:05.000Z', erro: null },
];
const paginaDaSaida = { content: { resultList: SAIDA, hasMore: false, page: 1, rpp: 10, count: 3, countExact: true, pageCount: 1 } };

function abrir(tags: readonly string[], handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas/configuracoes.parametroemail': conteudoDaTela('parametroemail'),
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    'GET /api/parametros/email': { content: ESTADO },
    'GET /api/parametros/email/saida': paginaDaSaida,
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/configuracoes/parametroemail', element: <ParametrosEmailPage /> }], { initialEntries: ['/configuracoes/parametroemail'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

// The SMTP form is the engine's settings screen over the real descriptor and model (screens/configuracoes/parametroemail.json).
describe('the e-mail settings page', { timeout: 30_000 }, () => {
  it('shows the server in force and whether a password is set, never the password', async () => {
    abrir([VER, EDITAR]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Servidor SMTP/ })).toHaveValue('smtp.ong.example.org'), ESPERA);
    await waitFor(() => expect(screen.getByText('Em uso: o servidor salvo nesta tela.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('Senha: definida')).toHaveTextContent('••••••••'));
    await waitFor(() => expect(screen.getByText('Padrão: nao-responda@alicerce.local')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurar padrão de Servidor SMTP' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurar padrão de Senha' })).toBeInTheDocument());
  });

  it('checks the fields before saving and sends only what changed, the password left as it is', async () => {
    const stub = abrir([VER, EDITAR], {
      'PUT /api/parametros/email': { content: { ...ESTADO, porta: { valor: 465, padrao: 587, alterado: true }, seguro: { valor: true, padrao: false, alterado: true } }, message: 'Configuração de e-mail salva.' },
    });
    const porta = await screen.findByRole('textbox', { name: /^Porta/ }, ESPERA);
    await userEvent.clear(porta);
    await userEvent.type(porta, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O valor deve ser maior ou igual a 1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Existem erros no formulário, revise-o salve novamente.')).toBeInTheDocument());
    expect(stub.callsTo('PUT', '/api/parametros/email')).toHaveLength(0);

    await userEvent.clear(porta);
    await userEvent.type(porta, '465');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Conexão segura (TLS)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/api/parametros/email')).toHaveLength(1));
    expect(stub.callsTo('PUT', '/api/parametros/email')[0]?.body).toEqual({ porta: 465, seguro: true });
    expect(await screen.findByRole('button', { name: 'Restaurar padrão de Porta' })).toBeInTheDocument();
  });

  it('"Restaurar padrão" of a field deletes only it', async () => {
    const stub = abrir([VER, EDITAR], {
      'DELETE /api/parametros/email/host': { content: { ...ESTADO, host: { valor: null, padrao: null, alterado: false } }, message: 'Valor padrão restaurado.' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar padrão de Servidor SMTP' }, ESPERA));
    await waitFor(() => expect(stub.callsTo('DELETE', '/api/parametros/email/host')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Servidor SMTP/ })).toHaveValue(''));
    await waitFor(() => expect(screen.getByText('Nenhum servidor SMTP configurado: os e-mails ficam na caixa de saída abaixo.')).toBeInTheDocument());
  });

  it('sends a test e-mail and reads the outbox again', async () => {
    const stub = abrir([VER, EDITAR], { 'POST /api/parametros/email/teste': { content: null, message: 'E-mail de teste enviado.' } });
    const para = await screen.findByRole('textbox', { name: 'Enviar para' }, ESPERA);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    await userEvent.type(para, 'equipe@ong.example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar e-mail de teste' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/parametros/email/teste')).toHaveLength(1));
    expect(stub.callsTo('POST', '/api/parametros/email/teste')[0]?.body).toEqual({ para: 'equipe@ong.example.org' });
    await waitFor(() => expect(stub.callsTo('GET', '/api/parametros/email/saida')).toHaveLength(2));
  });

  it('lists the outbox with each e-mail\'s state, and its text for whoever holds the tag', async () => {
    abrir([VER, LER], { 'GET /api/parametros/email/saida/3': { content: { ...SAIDA[0], corpo: 'Este é um e-mail de teste.\n<b>sem HTML</b>' } } });
    const tabela = await screen.findByRole('table', { name: 'Caixa de saída' }, ESPERA);
    await waitFor(() => expect(within(tabela).getByText('Na caixa de saída')).toBeInTheDocument());
    await waitFor(() => expect(within(tabela).getByText('Falhou: connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument());
    await waitFor(() => expect(within(tabela).getByText(/^Enviado em 02\/05\/2026/)).toBeInTheDocument());
    // No edit tag: the form is read-only and there is no test e-mail.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Servidor SMTP/ })).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Alterar Senha' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enviar e-mail de teste' })).toBeNull());

    await userEvent.click(within(tabela).getByRole('button', { name: 'Ler o e-mail para ana@ong.example.org: E-mail de teste do Alicerce' }));
    const dialogo = await screen.findByRole('dialog', {}, ESPERA);
    expect(await within(dialogo).findByText(/<b>sem HTML<\/b>/)).toBeInTheDocument();
  });

  it('offers no reading without the outbox tag', async () => {
    abrir([VER]);
    const tabela = await screen.findByRole('table', { name: 'Caixa de saída' }, ESPERA);
    await waitFor(() => expect(within(tabela).queryByRole('button', { name: /Ler o e-mail/ })).toBeNull());
  });
});
