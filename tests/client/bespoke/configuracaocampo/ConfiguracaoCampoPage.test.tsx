import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rotasDoDescritor } from '../../../../src/shared/engine/rotas.ts';
import type { FormularioConfiguravel } from '../../../../src/client/bespoke/configuracaocampo/tipos.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';
import { TAGS_TODAS, VOLUNTARIOS, conteudoDaTela } from '../../engine/fixtures.ts';

const TAG = 'configuracoes.configuracaocampo.editar';

const FORMULARIOS: FormularioConfiguravel[] = [
  {
    formulario: 'configuracoes.setores',
    titulo: 'Setores',
    secoes: [
      {
        nome: 'dadosGerais',
        titulo: null,
        visivel: true,
        campos: [
          { inputName: 'nome', titulo: 'Nome', visible: true, required: true, obrigatorioNoModelo: true, somenteLeitura: false },
          { inputName: 'ativo', titulo: 'Ativo', visible: true, required: false, obrigatorioNoModelo: false, somenteLeitura: false },
        ],
      },
    ],
  },
  {
    formulario: 'teste.voluntarios',
    titulo: 'Voluntários',
    secoes: [
      {
        nome: 'dados',
        titulo: 'Dados pessoais',
        visivel: true,
        campos: [{ inputName: 'email', titulo: 'E-mail', visible: true, required: false, obrigatorioNoModelo: false, somenteLeitura: false }],
      },
      {
        nome: 'situacao',
        titulo: 'Situação',
        visivel: true,
        campos: [{ inputName: 'apelido', titulo: 'Apelido', visible: false, required: false, obrigatorioNoModelo: false, somenteLeitura: false }],
      },
    ],
  },
];

function abrir(tags = [TAG], formularios = FORMULARIOS, salvas: Record<string, unknown> = {}) {
  logIn();
  // The server keeps what is saved: later reads of the configuration return it.
  let configuracoes: Record<string, unknown> = salvas;
  const stub = stubFetch({
    'GET /api/telas/teste.voluntarios': conteudoDaTela(),
    'GET /api/voluntarios/metadatalist': { content: { camposPesquisados: [] } },
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    'GET /api/telas': {
      content: [{ name: VOLUNTARIOS.rota.name, path: VOLUNTARIOS.rota.path, titulo: VOLUNTARIOS.titulo, familia: 'teste', tags: VOLUNTARIOS.tags, rotas: rotasDoDescritor(VOLUNTARIOS) }],
    },
    'GET /api/configuracoesCamposFomularios/formularios': { content: formularios },
    'GET /api/configuracoesCamposFomularios/config': () => json({ content: configuracoes }),
    'POST /api/configuracoesCamposFomularios/config': (call: RecordedCall) => {
      const { formulario, secao, visivel, campos } = call.body as { formulario: string; secao: string; visivel: boolean; campos: unknown[] };
      const salva = { secoesVisiveis: { [secao]: visivel }, configSecoes: { [secao]: campos } };
      configuracoes = { ...configuracoes, [formulario]: salva };
      return json({ content: salva, message: 'Configuração salva.' });
    },
  });
  return { ...stub, ...renderApp('/configuracoes/configuracaocampo') };
}

async function escolher(rotulo: string, opcao: string) {
  await userEvent.click(screen.getByRole('combobox', { name: rotulo }));
  await userEvent.click(await screen.findByRole('option', { name: opcao }));
}

const marcacao = (nome: string) => screen.getByRole('checkbox', { name: nome });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the field configuration screen', { timeout: 15_000 }, () => {
  it('opens saying what to pick first, tied to the form picker, until a form is chosen', async () => {
    abrir();
    const guia = 'Escolha um formulário para configurar os campos de cada seção.';

    expect(await screen.findByText(guia)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Formulário' })).toHaveAccessibleDescription(guia));
    await escolher('Formulário', 'Setores');
    await waitFor(() => expect(screen.queryByText(guia)).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Formulário' })).not.toHaveAccessibleDescription(guia));
  });

  it('lists the fields of the chosen form and section with their current flags', async () => {
    abrir();

    expect(await screen.findByRole('heading', { level: 1, name: 'Configuração de campos' })).toBeInTheDocument();
    await escolher('Formulário', 'Voluntários');
    // The first section is chosen with the form.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Seção' })).toHaveTextContent('Dados pessoais'));
    await waitFor(() => expect(marcacao('Visível: E-mail')).toBeChecked());
    await waitFor(() => expect(marcacao('Obrigatório: E-mail')).not.toBeChecked());

    await escolher('Seção', 'Situação');
    const tabela = screen.getByRole('table', { name: 'Campos da seção Situação' });
    await waitFor(() => expect(within(tabela).getByRole('cell', { name: 'Apelido' })).toBeInTheDocument());
    await waitFor(() => expect(marcacao('Visível: Apelido')).not.toBeChecked());
    // A hidden field cannot be made required.
    await waitFor(() => expect(marcacao('Obrigatório: Apelido')).toBeDisabled());
  });

  it('applies a saved configuration to the forms at once', async () => {
    const usuario = userEvent.setup();
    const app = abrir([TAG, ...TAGS_TODAS]);
    await screen.findByRole('heading', { name: 'Configuração de campos' });
    await escolher('Formulário', 'Voluntários');
    await usuario.click(marcacao('Visível: E-mail'));
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configuração salva.')).toBeInTheDocument();

    await app.router.navigate(`${VOLUNTARIOS.rota.path}/novo`);
    await screen.findByRole('form', { name: 'Voluntários' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument());
  });

  it("posts the section's configuration", async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir();
    await screen.findByRole('heading', { name: 'Configuração de campos' });
    await escolher('Formulário', 'Setores');

    await usuario.click(marcacao('Visível: Ativo'));
    await waitFor(() => expect(marcacao('Obrigatório: Ativo')).toBeDisabled());
    // The model requires Nome: the configuration cannot lift it.
    await waitFor(() => expect(marcacao('Obrigatório: Nome')).toBeChecked());
    await waitFor(() => expect(marcacao('Obrigatório: Nome')).toBeDisabled());
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo('POST', '/api/configuracoesCamposFomularios/config')).toHaveLength(1));
    expect(callsTo('POST', '/api/configuracoesCamposFomularios/config')[0]?.body).toEqual({
      formulario: 'configuracoes.setores',
      secao: 'dadosGerais',
      visivel: true,
      campos: [
        { inputName: 'nome', visible: true, required: true },
        { inputName: 'ativo', visible: false, required: false },
      ],
    });
  });

  it('hides a whole section', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir();
    await screen.findByRole('heading', { name: 'Configuração de campos' });
    await escolher('Formulário', 'Setores');

    await usuario.click(marcacao('Seção visível'));
    await waitFor(() => expect(marcacao('Visível: Nome')).toBeDisabled());
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo('POST', '/api/configuracoesCamposFomularios/config')[0]?.body).toMatchObject({ visivel: false }));
  });

  it("keeps the fields' own settings while their section is hidden", async () => {
    const usuario = userEvent.setup();
    // The server reports each field's own flags, whatever its section's.
    const oculta: FormularioConfiguravel[] = [{ ...FORMULARIOS[0]!, secoes: [{ ...FORMULARIOS[0]!.secoes[0]!, visivel: false }] }];
    const { callsTo } = abrir([TAG], oculta);
    await screen.findByRole('heading', { name: 'Configuração de campos' });
    await escolher('Formulário', 'Setores');

    await waitFor(() => expect(marcacao('Seção visível')).not.toBeChecked());
    await waitFor(() => expect(marcacao('Visível: Nome')).toBeChecked());
    await waitFor(() => expect(marcacao('Visível: Ativo')).toBeChecked());
    await usuario.click(marcacao('Seção visível'));
    await waitFor(() => expect(marcacao('Obrigatório: Nome')).toBeChecked());
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(callsTo('POST', '/api/configuracoesCamposFomularios/config')).toHaveLength(1));
    expect(callsTo('POST', '/api/configuracoesCamposFomularios/config')[0]?.body).toEqual({
      formulario: 'configuracoes.setores',
      secao: 'dadosGerais',
      visivel: true,
      campos: [
        { inputName: 'nome', visible: true, required: true },
        { inputName: 'ativo', visible: true, required: false },
      ],
    });
  });

  it('names a section without a title by its readable name', async () => {
    abrir();
    await screen.findByRole('heading', { name: 'Configuração de campos' });
    await escolher('Formulário', 'Setores');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Seção' })).toHaveTextContent('Dados gerais'));
  });

  it('is only for holders of its tag', async () => {
    abrir(['gestaopessoas.pessoa.visualizar']);

    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Formulário' })).not.toBeInTheDocument());
  });
});
