import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { CONFIGURACOES } from '../../../../src/client/app/routes/familias/configuracoes.ts';
import { ParametrosPage } from '../../../../src/client/pages/configuracoes/parametro/index.ts';
import { PADROES_DOS_PARAMETROS, type ChaveDeParametro, type EstadosDosParametros } from '../../../../src/shared/api/parametros.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { conteudoDaTela } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ESPERA = { timeout: 10_000 };
const VER = 'configuracoes.parametro.visualizar';
const EDITAR = 'configuracoes.parametro.editar';

function estados(alterados: Partial<Record<ChaveDeParametro, unknown>> = {}): EstadosDosParametros {
  const padroes = { ...PADROES_DOS_PARAMETROS, nomeDaInstituicao: 'Instituto Exemplo' };
  return Object.fromEntries(
    Object.entries(padroes).map(([chave, padrao]) => {
      const alterado = chave in alterados;
      return [chave, { valor: alterado ? alterados[chave as ChaveDeParametro] : padrao, padrao, alterado }];
    }),
  ) as EstadosDosParametros;
}

function abrir(tags: readonly string[], handlers: Record<string, unknown> = {}, inicial = estados({ sessaoInativaMinutos: 20 })) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas/configuracoes.parametro': conteudoDaTela('parametro'),
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    'GET /api/parametros': { content: inicial },
    'GET /api/parametros/publicos': { content: { nomeDaInstituicao: 'Instituto Exemplo', logoUrl: null, politicaDeSenha: { tamanhoMinimo: 8, exigeNumero: false, exigeLetra: false } } },
    'GET /api/parametros/sessao': { content: { urlDosTiles: PADROES_DOS_PARAMETROS.urlDosTiles, tamanhoDePagina: 10, fusoHorario: 'America/Sao_Paulo' } },
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/configuracoes/parametro', element: <ParametrosPage /> }], { initialEntries: ['/configuracoes/parametro'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

const campo = (rotulo: string) => screen.getByRole('textbox', { name: new RegExp(`^${rotulo}`) });

describe('the route', () => {
  it('configuracoes.parametro and configuracoes.parametroemail are guarded by their tags', () => {
    const de = (name: string) => CONFIGURACOES.rotas.find((r) => r.name === name);
    expect(de('configuracoes.parametro')).toMatchObject({ path: '/configuracoes/parametro', permissao: { tags: [VER] } });
    expect(de('configuracoes.parametroemail')).toMatchObject({ path: '/configuracoes/parametroemail', permissao: { tags: ['configuracoes.parametroemail.visualizar'] } });
  });
});

// The page is the engine's settings screen over the real descriptor and model (screens/configuracoes/parametro.json).
describe('the parameters page', { timeout: 60_000 }, () => {
  it('groups the fields in sections, each with its help and default, and "Restaurar padrão" where a value overrides it', async () => {
    abrir([VER, EDITAR]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Instituição' }, ESPERA)).toBeInTheDocument();
    const sessao = within(screen.getByRole('region', { name: 'Sessão e senha' }));
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Lista e mapa' })).getByRole('textbox', { name: /^Registros por página/ })).toHaveValue('10'));
    await waitFor(() => expect(sessao.getByRole('textbox', { name: /^Encerrar sessão inativa após/ })).toHaveValue('20'));
    await waitFor(() => expect(sessao.getByText(/Sem nenhum uso por este tempo/)).toBeInTheDocument());
    await waitFor(() => expect(sessao.getByText('Padrão: 30 minutos')).toBeInTheDocument());
    await waitFor(() => expect(sessao.getByText('Padrão: 12 horas (em uso)')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Restaurar padrão/ })).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurar padrão de Encerrar sessão inativa após' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Fuso horário/ })).toHaveTextContent('America/Sao Paulo'));
    await waitFor(() => expect(screen.getByText('Padrão: sem logotipo (em uso)')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
  });

  it('checks the values with the shared rules before saving, then sends only what changed', async () => {
    const stub = abrir([VER, EDITAR], {
      'PUT /api/parametros': (call: RecordedCall) => json({ content: estados({ sessaoInativaMinutos: 20, ...(call.body as object) }), message: 'Parâmetros salvos.' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Instituição' }, ESPERA);
    await userEvent.clear(campo('Registros por página'));
    await userEvent.type(campo('Registros por página'), '500');
    const url = campo('Endereço das imagens do mapa');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://t.ex.org/{{z}/{{x}/{{y}');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O valor deve ser menor ou igual a 100.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Use um endereço que comece com https://.')).toBeInTheDocument());
    expect(stub.callsTo('PUT', '/api/parametros')).toHaveLength(0);

    await userEvent.clear(campo('Registros por página'));
    await userEvent.type(campo('Registros por página'), '25');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://t.ex.org/{{z}/{{x}/{{y}');
    const nome = campo('Nome da instituição');
    await userEvent.clear(nome);
    await userEvent.type(nome, 'Casa da Esperança ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Exigir pelo menos um número na senha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/api/parametros')).toHaveLength(1));
    expect(stub.callsTo('PUT', '/api/parametros')[0]?.body).toEqual({
      nomeDaInstituicao: 'Casa da Esperança',
      senhaExigeNumero: true,
      tamanhoDePagina: 25,
      urlDosTiles: 'https://t.ex.org/{z}/{x}/{y}',
    });
    expect(await screen.findByRole('button', { name: 'Restaurar padrão de Nome da instituição' })).toBeInTheDocument();
  });

  it("shows the server's field messages", async () => {
    abrir([VER, EDITAR], {
      'PUT /api/parametros': () => json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'fusoHorario', message: 'Fuso horário desconhecido.' }] }, 422),
    });
    await screen.findByRole('heading', { level: 2, name: 'Instituição' }, ESPERA);
    await userEvent.click(screen.getByRole('combobox', { name: /^Fuso horário/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'America/Manaus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Fuso horário desconhecido.')).toBeInTheDocument();
  });

  it('"Restaurar padrão" deletes the override', async () => {
    const stub = abrir([VER, EDITAR], { 'DELETE /api/parametros/sessaoInativaMinutos': { content: estados(), message: 'Valor padrão restaurado.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurar padrão de Encerrar sessão inativa após' }, ESPERA));
    await waitFor(() => expect(stub.callsTo('DELETE', '/api/parametros/sessaoInativaMinutos')).toHaveLength(1));
    await waitFor(() => expect(campo('Encerrar sessão inativa após')).toHaveValue('30'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Restaurar padrão/ })).toBeNull());
  });

  it('is read-only without the edit tag', async () => {
    abrir([VER]);
    await screen.findByRole('heading', { level: 2, name: 'Instituição' }, ESPERA);
    await waitFor(() => expect(campo('Nome da instituição')).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Exigir pelo menos uma letra na senha' })).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Restaurar padrão/ })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enviar imagem' })).toBeNull());
  });
});
