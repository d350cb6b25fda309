import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../support/fetchStub.ts';
import { toastsOnScreen } from '../support/renderToaster.tsx';
import { ANA, BETO, SO_VISUALIZAR, TAGS_TODAS, VOLUNTARIOS, configuracao, pagina } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REGISTROS = {
  'GET /api/voluntarios/7': { content: ANA },
  'GET /api/voluntarios/8': { content: BETO },
  'GET /api/voluntarios': { content: pagina([ANA, BETO]) },
};

const campo = (nome: string) => screen.getByRole('textbox', { name: nome });
const ERRO_DO_FORMULARIO = 'Existem erros no formulário, revise-o salve novamente.';

async function abrirNovo(recurso = {}, config = configuracao(), tags = TAGS_TODAS) {
  const stub = stubTela(tags, { ...REGISTROS, ...recurso }, config);
  const vista = renderTela('/teste/voluntarios/novo');
  await screen.findByRole('form', { name: 'Voluntários' });
  return { ...stub, ...vista };
}

// Fluent's components under jsdom take up to a second per interaction.
describe('TelaFormulario', { timeout: 15_000 }, () => {
  it('renders the sections with their titles and every visible field through its widget', async () => {
    await abrirNovo();

    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Situação' })).toBeInTheDocument());
    await waitFor(() => expect(campo('Nome')).toHaveAttribute('required'));
    await waitFor(() => expect(campo('Nascimento')).toBeInTheDocument());
    await waitFor(() => expect(campo('E-mail')).not.toHaveAttribute('required'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toBeInTheDocument());
    // A new record starts with the model's defaults.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ativo' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument());
  });

  it('validates a field when the user leaves it, not while typing', async () => {
    const usuario = userEvent.setup();
    await abrirNovo();

    await usuario.click(campo('Nome'));
    await waitFor(() => expect(screen.queryByText('Preenchimento obrigatório.')).not.toBeInTheDocument());
    await usuario.tab();
    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();

    // A field not yet in error is left alone while the user types in it.
    await usuario.type(campo('E-mail'), 'ana@');
    await waitFor(() => expect(screen.queryByText('Email inválido')).not.toBeInTheDocument());
    await usuario.tab();
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();

    // One in error is judged again as it changes: the message goes once the value is right.
    await usuario.type(campo('Nome'), 'Ana');
    await waitFor(() => expect(screen.queryByText('Preenchimento obrigatório.')).not.toBeInTheDocument());
  });

  it('does not send a form with errors: shows them under the fields and the form message', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = await abrirNovo();

    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    expect(await within(screen.getByRole('form', { name: 'Voluntários' })).findByText(ERRO_DO_FORMULARIO)).toBeInTheDocument();
    expect(callsTo('POST', '/api/voluntarios')).toHaveLength(0);
    await waitFor(() => expect(campo('Nome')).toHaveFocus());
    // It goes once no field error is left.
    await userEvent.type(campo('Nome'), 'Carla Dias');
    await waitFor(() => expect(screen.queryByText(ERRO_DO_FORMULARIO)).not.toBeInTheDocument());
  });

  it('saves at the second try, once the errors are fixed', async () => {
    const usuario = userEvent.setup();
    const { callsTo, location } = await abrirNovo({
      // No message: a success toast here would hold back the next test's (section 8's throttle).
      'POST /api/voluntarios': () => json({ content: { ...ANA, id: 9 } }),
    });

    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    await usuario.type(campo('Nome'), 'Carla Dias');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios'));
    expect(callsTo('POST', '/api/voluntarios')).toHaveLength(1);
  });

  it('saves a new record and goes back to the list', async () => {
    const usuario = userEvent.setup();
    const { callsTo, location } = await abrirNovo({
      'POST /api/voluntarios': () => json({ content: { ...ANA, id: 9 }, message: 'Registro salvo.' }),
    });

    await usuario.type(campo('Nome'), 'Carla Dias');
    await usuario.type(campo('Nascimento'), '01022000');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios'));
    expect(callsTo('POST', '/api/voluntarios')[0]?.body).toEqual({ ativo: true, nome: 'Carla Dias', nascimento: '2000-02-01T00:00:00' });
    // The toast and the live region may both hold the message for a moment.
    await waitFor(() => expect(screen.getAllByText('Registro salvo.').length).toBeGreaterThan(0));
  });

  it("opens a new record with the descriptor's values over the model's defaults, and sends them", async () => {
    const usuario = userEvent.setup();
    const formulario = { ...VOLUNTARIOS.formulario, secoes: VOLUNTARIOS.formulario?.secoes ?? [], valoresIniciais: { ativo: false, apelido: 'Novato' } };
    const { callsTo } = stubTela(TAGS_TODAS, { 'GET /api/voluntarios': { content: pagina([]) }, 'POST /api/voluntarios': () => json({ content: { ...ANA, id: 9 } }) }, configuracao(), {
      ...VOLUNTARIOS,
      formulario,
    });
    const { location } = renderTela('/teste/voluntarios/novo');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked());
    await waitFor(() => expect(campo('Apelido')).toHaveValue('Novato'));

    await usuario.type(campo('Nome'), 'Carla Dias');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('POST', '/api/voluntarios')[0]?.body).toEqual({ ativo: false, apelido: 'Novato', nome: 'Carla Dias' }));
    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios'));
  });

  it('shows the field errors of a 422 reply under the fields and its message as a toast', async () => {
    const usuario = userEvent.setup();
    const { location } = await abrirNovo({
      'POST /api/voluntarios': () => json(
        {
          message: 'Existem erros no formulário, revise-o salve novamente.',
          errors: [{ field: 'email', message: 'E-mail já cadastrado.' }],
        },
        422,
      ),
    });

    await usuario.type(campo('Nome'), 'Carla Dias');
    await usuario.type(campo('E-mail'), 'carla@exemplo.org');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('E-mail já cadastrado.')).toBeInTheDocument();
    await waitFor(() => expect(campo('E-mail')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(toastsOnScreen()).toContainEqual(['error', ERRO_DO_FORMULARIO]));
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Voluntários' })).getByText(ERRO_DO_FORMULARIO)).toBeInTheDocument());
    expect(location().pathname).toBe('/teste/voluntarios/novo');
  });

  it('opens an existing record, sends it with its id and returns to the list as the user left it', async () => {
    const usuario = userEvent.setup();
    const stub = stubTela(TAGS_TODAS, { ...REGISTROS, 'POST /api/voluntarios': () => json({ content: ANA, message: 'Registro salvo.' }) });
    const { location, router } = renderTela('/teste/voluntarios?q=ana&page=2');
    await screen.findByRole('table', { name: 'Voluntários' });
    await router.navigate('/teste/voluntarios/7');

    expect(await screen.findByDisplayValue('Ana Lima')).toBe(campo('Nome'));
    // The date's mask writes its value a tick after the text fields: awaited, as on a loaded CI machine it was not yet there.
    await waitFor(() => expect(campo('Nascimento')).toHaveValue('25/03/1990'));
    await usuario.clear(campo('Nome'));
    await usuario.type(campo('Nome'), 'Ana Lima Costa');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios'));
    expect(location().search).toBe('?q=ana&page=2');
    expect(stub.callsTo('POST', '/api/voluntarios')[0]?.body).toEqual({ ...ANA, nome: 'Ana Lima Costa' });
  });

  it('goes back to the list with Cancelar without saving', async () => {
    const { callsTo, location } = await abrirNovo();

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios'));
    expect(callsTo('POST', '/api/voluntarios')).toHaveLength(0);
  });

  it('shows a field with visivelSe only while its condition holds', async () => {
    const usuario = userEvent.setup();
    await abrirNovo();

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Motivo da inativação' })).not.toBeInTheDocument());
    await usuario.click(screen.getByRole('checkbox', { name: 'Ativo' }));
    expect(await screen.findByRole('textbox', { name: 'Motivo da inativação' })).toBeInTheDocument();
  });

  it('leaves out a field the configuration hides, and requires one it makes required', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = await abrirNovo(
      {},
      configuracao({ configSecoes: { dados: [{ inputName: 'email', visible: false }, { inputName: 'apelido', required: true }] } }),
    );

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument());
    await waitFor(() => expect(campo('Apelido')).toHaveAttribute('required'));
    await usuario.type(campo('Nome'), 'Carla Dias');
    await usuario.click(campo('Apelido'));
    await usuario.tab();
    const erro = await screen.findByText('Preenchimento obrigatório.');
    await waitFor(() => expect(campo('Apelido')).toHaveAccessibleDescription(expect.stringContaining(erro.textContent ?? '')));

    // Judged on leaving the field: the form's message waits for a save.
    await waitFor(() => expect(screen.queryByText(ERRO_DO_FORMULARIO)).not.toBeInTheDocument());
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(ERRO_DO_FORMULARIO)).toBeInTheDocument();
    expect(callsTo('POST', '/api/voluntarios')).toHaveLength(0);
  });

  it('hides a whole section the configuration hides', async () => {
    await abrirNovo({}, configuracao({ secoesVisiveis: { situacao: false } }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Situação' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Ativo' })).not.toBeInTheDocument());
  });

  it('is read-only without the editar tag', async () => {
    stubTela(SO_VISUALIZAR, REGISTROS);
    renderTela('/teste/voluntarios/7');

    await waitFor(() => expect(screen.getByDisplayValue('Ana Lima')).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ativo' })).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument());
  });

  it('refuses a new record without the editar tag', async () => {
    stubTela(SO_VISUALIZAR, REGISTROS);
    renderTela('/teste/voluntarios/novo');

    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  });

  it('opens a new record with the fields its address names: a reference by its record, shown by name', async () => {
    const { callsTo } = stubTela(TAGS_TODAS, { ...REGISTROS, 'GET /api/cidades/3': { content: { id: 3, nome: 'Recife', estado: { uf: 'PE' } } } });
    renderTela('/teste/voluntarios/novo?cidade=3&apelido=Beto&ativo=false&nascimento=&naoExiste=1&id=9');

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Recife - PE'));
    await waitFor(() => expect(campo('Apelido')).toHaveValue('Beto'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Ativo' })).not.toBeChecked());
    await waitFor(() => expect(campo('Nome')).toHaveValue(''));
    expect(callsTo('GET', '/api/cidades/3')).toHaveLength(1);
  });

  it('leaves a referenced field empty when its record cannot be read', async () => {
    stubTela(TAGS_TODAS, { ...REGISTROS, 'GET /api/cidades/4': () => json({ message: 'Registro não encontrado.' }, 404) });
    renderTela('/teste/voluntarios/novo?cidade=4');

    await screen.findByRole('form', { name: 'Voluntários' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue(''));
  });

  it('says so when the record does not exist', async () => {
    stubTela(TAGS_TODAS, { 'GET /api/voluntarios/99': () => json({ message: 'Registro não encontrado.' }, 404) });
    renderTela('/teste/voluntarios/99');

    const aviso = await screen.findByRole('alert');
    await waitFor(() => expect(within(aviso).getByText('Registro não encontrado.')).toBeInTheDocument());
  });

  describe('with tabs', () => {
    const COM_ABAS = {
      ...VOLUNTARIOS,
      formulario: {
        ...VOLUNTARIOS.formulario!,
        abas: [
          { nome: 'pessoais', titulo: 'Pessoais', secoes: ['dados'] },
          { nome: 'situacao', titulo: 'Situação', secoes: ['situacao'] },
          { nome: 'restrita', titulo: 'Restrita', secoes: ['situacao'], tags: ['teste.voluntario.restrita'] },
        ],
      },
    };

    it("shows the selected tab's sections and only the tabs the user may see", async () => {
      stubTela(TAGS_TODAS, REGISTROS, configuracao(), COM_ABAS);
      renderTela('/teste/voluntarios/novo');
      await screen.findByRole('form', { name: 'Voluntários' });

      await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
      await waitFor(() => expect(screen.queryByRole('tab', { name: 'Restrita' })).not.toBeInTheDocument());
      await waitFor(() => expect(campo('Nome')).toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Ativo' })).not.toBeInTheDocument());

      await userEvent.click(screen.getByRole('tab', { name: 'Situação' }));
      expect(await screen.findByRole('checkbox', { name: 'Ativo' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Nome' })).not.toBeInTheDocument());
    });

    it('opens the tab of the first error when a save fails', async () => {
      const usuario = userEvent.setup();
      stubTela(TAGS_TODAS, REGISTROS, configuracao(), COM_ABAS);
      renderTela('/teste/voluntarios/novo');
      await screen.findByRole('form', { name: 'Voluntários' });
      await usuario.click(screen.getByRole('tab', { name: 'Situação' }));

      await usuario.click(screen.getByRole('button', { name: 'Salvar' }));

      await waitFor(() => expect(screen.getByRole('tab', { name: 'Pessoais' })).toHaveAttribute('aria-selected', 'true'));
      expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    });
  });
});
