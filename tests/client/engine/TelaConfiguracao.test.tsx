import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { TelaConfiguracao } from '../../../src/client/engine/ajustes/TelaConfiguracao.tsx';
import type { EstadoDoAjuste, EstadosDosAjustes } from '../../../src/shared/engine/ajustes.ts';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { logIn } from '../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../support/fetchStub.ts';

// A settings screen (descriptor configuracao: true) in the browser: each setting with its help
// and its default, "Restaurar padrão" where a stored value overrides it, and "Salvar" sending
// only what changed, after the same check the server makes.

afterEach(() => {
  vi.unstubAllGlobals();
});

const MODELO: Model = {
  $id: 'preferencias',
  title: 'Preferências',
  type: 'object',
  required: ['saudacao', 'limite'],
  properties: {
    saudacao: { type: 'string', title: 'Saudação', description: 'Aparece no alto de cada página.', maxLength: 40, default: 'Olá' },
    limite: { type: 'integer', title: 'Limite', minimum: 1, maximum: 100, 'x-medida': 'itens', default: 10 },
    aviso: { type: 'boolean', title: 'Avisar por e-mail', default: false },
    chave: { type: ['string', 'null'], title: 'Chave da API', writeOnly: true, maxLength: 60 },
  },
};

const TELA: Descriptor = {
  rota: { name: 'teste.preferencias', path: '/teste/preferencias' },
  titulo: 'Preferências',
  recurso: '/api/teste/preferencias',
  modelo: 'preferencias',
  configuracao: true,
  tags: { visualizar: 'teste.preferencias.visualizar', editar: 'teste.preferencias.editar' },
  formulario: { secoes: [{ nome: 'geral', titulo: 'Geral', campos: ['saudacao', { campo: 'limite', largura: 6 }, { campo: 'aviso', largura: 6 }, 'chave'] }] },
};

const TAGS = ['teste.preferencias.visualizar', 'teste.preferencias.editar'];

const padrao = (valor: unknown): EstadoDoAjuste => ({ valor, padrao: valor, alterado: false });

function estados(mudancas: Partial<Record<string, EstadoDoAjuste>> = {}): EstadosDosAjustes {
  return {
    saudacao: padrao('Olá'),
    limite: { valor: 25, padrao: 10, alterado: true },
    aviso: padrao(false),
    chave: { valor: null, padrao: null, alterado: false, definido: false },
    ...mudancas,
  } as EstadosDosAjustes;
}

function abrir(tags: readonly string[], handlers: Record<string, unknown> = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas/teste.preferencias': { content: { descritor: TELA, modelo: MODELO, modelosReferenciados: {} } },
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    'GET /api/teste/preferencias': { content: estados() },
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/teste/preferencias', element: <TelaConfiguracao name="teste.preferencias" /> }], { initialEntries: ['/teste/preferencias'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

const ESPERA = { timeout: 10_000 };
const texto = (nome: string) => screen.getByRole('textbox', { name: new RegExp(`^${nome}`) });

describe('a settings screen', { timeout: 30_000 }, () => {
  it("shows each setting with its help and default, and 'Restaurar padrão' only where a stored value overrides it", async () => {
    abrir(TAGS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferências' }, ESPERA)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Geral' }, ESPERA)).toBeInTheDocument();
    await waitFor(() => expect(texto('Saudação')).toHaveValue('Olá'));
    await waitFor(() => expect(screen.getByText('Aparece no alto de cada página.')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Padrão: Olá (em uso)')).toBeInTheDocument());
    await waitFor(() => expect(texto('Limite')).toHaveValue('25'));
    await waitFor(() => expect(screen.getByText('itens')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Padrão: 10 itens')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByText('Padrão: Não (em uso)')).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Restaurar padrão/ })).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurar padrão de Limite' })).toBeInTheDocument());
    // Nothing typed yet: nothing to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
  });

  it('checks the values with the shared rules before saving, then sends only what changed', async () => {
    const usuario = userEvent.setup();
    const stub = abrir(TAGS, {
      'PUT /api/teste/preferencias': (call: RecordedCall) =>
        json({ content: estados({ saudacao: { valor: (call.body as { saudacao: string }).saudacao, padrao: 'Olá', alterado: true } }), message: 'Configuração salva.' }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Geral' }, ESPERA);
    await usuario.clear(texto('Limite'));
    await usuario.type(texto('Limite'), '500');
    await usuario.clear(texto('Saudação'));
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O valor deve ser menor ou igual a 100.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Preenchimento obrigatório.')).toBeInTheDocument());
    expect(stub.callsTo('PUT', '/api/teste/preferencias')).toHaveLength(0);

    await usuario.clear(texto('Limite'));
    await usuario.type(texto('Limite'), '25');
    await usuario.type(texto('Saudação'), '  Bom dia ');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/api/teste/preferencias')).toHaveLength(1));
    // The limit is back at the value in force: only the greeting goes, trimmed.
    expect(stub.callsTo('PUT', '/api/teste/preferencias')[0]?.body).toEqual({ saudacao: 'Bom dia' });
    expect(await screen.findByRole('button', { name: 'Restaurar padrão de Saudação' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Padrão: Olá')).toBeInTheDocument());
  });

  it("shows the server's field messages under the fields", async () => {
    const usuario = userEvent.setup();
    abrir(TAGS, {
      'PUT /api/teste/preferencias': () => json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'saudacao', message: 'Saudação recusada.' }] }, 422),
    });
    await screen.findByRole('heading', { level: 2, name: 'Geral' }, ESPERA);
    await usuario.type(texto('Saudação'), '!');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Saudação recusada.')).toBeInTheDocument();
  });

  it('"Restaurar padrão" deletes the stored value and keeps what else was typed', async () => {
    const usuario = userEvent.setup();
    const stub = abrir(TAGS, { 'DELETE /api/teste/preferencias/limite': { content: estados({ limite: padrao(10) }), message: 'Valor padrão restaurado.' } });
    await screen.findByRole('heading', { level: 2, name: 'Geral' }, ESPERA);
    await usuario.type(texto('Saudação'), ' e boas-vindas');
    await usuario.click(screen.getByRole('button', { name: 'Restaurar padrão de Limite' }));
    await waitFor(() => expect(stub.callsTo('DELETE', '/api/teste/preferencias/limite')).toHaveLength(1));
    await waitFor(() => expect(texto('Limite')).toHaveValue('10'));
    await waitFor(() => expect(screen.getByText('Padrão: 10 itens (em uso)')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Restaurar padrão/ })).toBeNull());
    await waitFor(() => expect(texto('Saudação')).toHaveValue('Olá e boas-vindas'));
  });

  it('shows a write-only value in force only as dots; "Alterar" opens an empty input whose value is sent', async () => {
    const usuario = userEvent.setup();
    const stub = abrir(TAGS, {
      'GET /api/teste/preferencias': { content: estados({ chave: { valor: null, padrao: null, alterado: true, definido: true } }) },
      'PUT /api/teste/preferencias': { content: estados({ chave: { valor: null, padrao: null, alterado: true, definido: true } }), message: 'Configuração salva.' },
    });
    await screen.findByRole('heading', { level: 2, name: 'Geral' }, ESPERA);
    await waitFor(() => expect(screen.getByLabelText('Chave da API: definida')).toHaveTextContent('••••••••'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restaurar padrão de Chave da API' })).toBeInTheDocument());
    await usuario.click(screen.getByRole('button', { name: 'Alterar Chave da API' }));
    const campo = screen.getByLabelText('Chave da API');
    await waitFor(() => expect(campo).toHaveValue(''));
    await waitFor(() => expect(campo).toHaveAttribute('type', 'password'));
    await usuario.type(campo, 'chave-nova-1');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stub.callsTo('PUT', '/api/teste/preferencias')[0]?.body).toEqual({ chave: 'chave-nova-1' }));
  });

  it('is read-only without the edit tag', async () => {
    abrir(['teste.preferencias.visualizar']);
    await screen.findByRole('heading', { level: 2, name: 'Geral' }, ESPERA);
    await waitFor(() => expect(texto('Saudação')).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Avisar por e-mail' })).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Restaurar padrão/ })).toBeNull());
  });

  it('shows the permission message to who lacks the screen’s tag', async () => {
    abrir([]);
    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade', {}, ESPERA)).toBeInTheDocument();
    await waitFor(() => expect(within(document.body).queryByRole('form')).toBeNull());
  });
});
