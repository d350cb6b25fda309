import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { ANA, BETO, TAGS_TODAS, VOLUNTARIO, VOLUNTARIOS, conteudoDaTela, pagina } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

// The declared actions of an engine screen (on the form, a row and the selection, each with its
// confirmation or Motivo prompt, offered only where its tag and the record's state allow) and
// the fields' state rules and computed fields in the form.

afterEach(() => {
  vi.unstubAllGlobals();
});

const TAG_ARQUIVAR = 'teste.voluntario.arquivar';

const MODELO: Model = {
  ...VOLUNTARIO,
  properties: {
    ...VOLUNTARIO.properties,
    reembolsado: { type: ['number', 'null'], title: 'Reembolsado', 'x-tipo': 'money' },
    saldo: { type: ['number', 'null'], title: 'Saldo', 'x-tipo': 'money', 'x-calculo': { diferenca: ['ajudaDeCusto', 'reembolsado'] } },
  },
};

const DESCRITOR: Descriptor = {
  ...VOLUNTARIOS,
  tags: { ...VOLUNTARIOS.tags, desativar: 'teste.voluntario.desativar' },
  formulario: {
    secoes: [
      {
        nome: 'dados',
        titulo: 'Dados pessoais',
        campos: [
          'nome',
          { campo: 'email', obrigatorioSe: { alguma: [{ field: 'apelido', op: 'notEmpty' }, { field: 'ativo', op: 'eq', value: false }] } },
          { campo: 'apelido', ocultoSe: { field: 'nome', op: 'eq', value: 'Anônimo' } },
          { campo: 'ajudaDeCusto', somenteLeituraSe: { field: 'ativo', op: 'eq', value: false } },
          'reembolsado',
          'saldo',
        ],
      },
    ],
  },
  acoes: [
    {
      nome: 'arquivar',
      rotulo: 'Arquivar',
      tag: TAG_ARQUIVAR,
      onde: ['formulario', 'linha'],
      pergunta: {},
      disponivelSe: { field: 'ativo', op: 'eq', value: true },
    },
    { nome: 'lembrar', rotulo: 'Enviar lembrete', tag: TAG_ARQUIVAR, onde: ['formulario'], confirmacao: { mensagem: 'Enviar o lembrete ao voluntário?' } },
  ],
};

const TODAS = [...TAGS_TODAS, TAG_ARQUIVAR, 'teste.voluntario.desativar'];

function abrir(path: string, tags: readonly string[] = TODAS, recurso: Record<string, unknown> = {}) {
  const stub = stubTela(tags, {
    'GET /api/telas/teste.voluntarios': conteudoDaTela(DESCRITOR, MODELO),
    'GET /api/voluntarios': { content: pagina([ANA, BETO]) },
    'GET /api/voluntarios/7': { content: { ...ANA, reembolsado: 200 } },
    'GET /api/voluntarios/8': { content: BETO },
    ...recurso,
  });
  return { ...stub, ...renderTela(path) };
}

const textbox = (nome: string) => screen.getByRole('textbox', { name: nome });

// Fluent's components under jsdom take up to a second per interaction.
describe('declared actions', { timeout: 20_000 }, () => {
  it('on the form: asks the Motivo, then posts it to the record and reads the resource again', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/7', TODAS, {
      'POST /api/voluntarios/7/arquivar': { content: ANA, message: 'Ação concluída.' },
    });
    await usuario.click(await screen.findByRole('button', { name: 'Arquivar' }));

    const dialogo = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialogo).getByRole('heading', { name: 'Arquivar' })).toBeInTheDocument());
    const continuar = within(dialogo).getByRole('button', { name: 'Continuar' });
    // The Motivo is required by default: nothing goes until it is typed.
    await waitFor(() => expect(continuar).toHaveAttribute('aria-disabled', 'true'));
    await usuario.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), '  Mudou de cidade ');
    await usuario.click(continuar);

    await waitFor(() => expect(callsTo('POST', '/api/voluntarios/7/arquivar')).toHaveLength(1));
    expect(callsTo('POST', '/api/voluntarios/7/arquivar')[0]?.body).toEqual({ motivo: 'Mudou de cidade' });
    expect(await screen.findByText('Ação concluída.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/voluntarios/7').length).toBeGreaterThan(1));
  });

  it('on the form: a confirmation with the descriptor’s message; Cancelar sends nothing', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/7', TODAS, { 'POST /api/voluntarios/7/lembrar': { content: null, message: 'Lembrete enviado.' } });
    await usuario.click(await screen.findByRole('button', { name: 'Enviar lembrete' }));

    const dialogo = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialogo).toHaveTextContent('Atenção!'));
    await waitFor(() => expect(dialogo).toHaveTextContent('Enviar o lembrete ao voluntário?'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/voluntarios/7/lembrar')).toHaveLength(0);

    // Under jsdom, tabster may still hold the page aria-hidden from the first dialog's closing.
    await usuario.click(await screen.findByRole('button', { name: 'Enviar lembrete', hidden: true }));
    await usuario.click(await screen.findByRole('button', { name: 'Continuar', hidden: true }));
    expect(await screen.findByText('Lembrete enviado.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/voluntarios/7/lembrar')[0]?.body).toBeUndefined();
  });

  it('opens the download an action’s reply names, with a derived authtoken', async () => {
    const usuario = userEvent.setup();
    const janela = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const abrirJanela = vi.fn(() => janela as unknown as Window);
    vi.stubGlobal('open', abrirJanela);
    const { callsTo } = abrir('/teste/voluntarios/7', TODAS, {
      'POST /api/voluntarios/7/lembrar': { content: { link: '/api/voluntarios/7/carta' }, message: 'Abrindo a carta.' },
      'POST /api/authtokens': { content: { authtoken: '7.1.assinatura', expiraEm: '2030-01-01T00:00:00Z' } },
    });
    await usuario.click(await screen.findByRole('button', { name: 'Enviar lembrete' }));
    await usuario.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(janela.location.href).toBe('/api/voluntarios/7/carta?authtoken=7.1.assinatura'));
    expect(callsTo('POST', '/api/authtokens')[0]?.body).toEqual({ recurso: '/api/voluntarios/7/carta' });
    expect(await screen.findByText('Abrindo a carta.')).toBeInTheDocument();
  });

  it('offers an action only where the record’s state allows it, and none without its tag', async () => {
    abrir('/teste/voluntarios/8');
    expect(await screen.findByRole('button', { name: 'Enviar lembrete' })).toBeInTheDocument();
    // Beto is inactive: Arquivar's disponivelSe does not hold for him.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Arquivar' })).not.toBeInTheDocument());
  });

  it('shows no action to someone without its tag', async () => {
    abrir('/teste/voluntarios/7', TAGS_TODAS);
    await screen.findByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Arquivar' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enviar lembrete' })).not.toBeInTheDocument());
  });

  it('on a row: the Mais ações menu lists the actions its record allows', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios', TODAS, { 'POST /api/voluntarios/7/arquivar': { content: ANA, message: 'Arquivado.' } });
    await screen.findByRole('cell', { name: 'Ana Lima' });
    // Beto's row has no action its state allows, so no menu.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mais ações de Beto Souza' })).not.toBeInTheDocument());

    await usuario.click(screen.getByRole('button', { name: 'Mais ações de Ana Lima' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Arquivar' }));
    const dialogo = await screen.findByRole('dialog');
    await usuario.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'Pediu para sair');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(callsTo('POST', '/api/voluntarios/7/arquivar')[0]?.body).toEqual({ motivo: 'Pediu para sair' }));
  });

  it('on the selection: Desativar selecionado(s) appears with a selected row and posts the ids it applies to', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios', TODAS, { 'POST /api/voluntarios/desativar': { content: null, message: 'Desativados.' } });
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desativar selecionado(s)' })).not.toBeInTheDocument());

    await usuario.click(screen.getByRole('checkbox', { name: 'Selecionar todas as linhas' }));
    await usuario.click(await screen.findByRole('button', { name: 'Desativar selecionado(s)' }));
    const dialogo = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialogo).toHaveTextContent('Deseja realmente desativar os registros selecionados?'));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Continuar' }));

    // Beto is already inactive: only Ana goes.
    await waitFor(() => expect(callsTo('POST', '/api/voluntarios/desativar')[0]?.body).toEqual({ ids: [7] }));
    expect(await screen.findByText('Desativados.')).toBeInTheDocument();
  });

  it('offers no selection without the desativar tag', async () => {
    abrir('/teste/voluntarios', TAGS_TODAS);
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Selecionar todas as linhas' })).not.toBeInTheDocument());
  });
});

describe('state rules and computed fields in the form', { timeout: 20_000 }, () => {
  it('makes a field required while another one’s condition holds (alguma)', async () => {
    const usuario = userEvent.setup();
    abrir('/teste/voluntarios/novo');
    await screen.findByRole('form', { name: 'Voluntários' });
    await waitFor(() => expect(textbox('E-mail')).not.toHaveAttribute('required'));

    await usuario.type(textbox('Apelido'), 'Lia');
    await waitFor(() => expect(textbox('E-mail')).toHaveAttribute('required'));
    await usuario.type(textbox('Nome'), 'Lia Campos');
    await usuario.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preenchimento obrigatório.')).toBeInTheDocument();
  });

  it('hides a field while its ocultoSe holds', async () => {
    const usuario = userEvent.setup();
    abrir('/teste/voluntarios/novo');
    await screen.findByRole('form', { name: 'Voluntários' });
    await usuario.type(textbox('Nome'), 'Anônimo');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Apelido' })).not.toBeInTheDocument());
  });

  it('keeps a field read-only for the stored record’s state (somenteLeituraSe), editable on another', async () => {
    abrir('/teste/voluntarios/8');
    await screen.findByRole('form', { name: 'Voluntários' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Ajuda de custo' })).toBeDisabled());
  });

  it('works a computed field out live, read-only', async () => {
    const usuario = userEvent.setup();
    abrir('/teste/voluntarios/7');
    const saldo = await screen.findByRole('textbox', { name: 'Saldo' });
    await waitFor(() => expect(saldo).toBeDisabled());
    await waitFor(() => expect(saldo).toHaveValue('1.034,56'));
    await waitFor(() => expect(textbox('Ajuda de custo')).toBeEnabled());

    await usuario.clear(textbox('Reembolsado'));
    await usuario.type(textbox('Reembolsado'), '34,56');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Saldo' })).toHaveValue('1.200,00'));
  });
});

describe('estornar, the engine’s own action', { timeout: 20_000 }, () => {
  const ESTORNAVEL: Model = { ...VOLUNTARIO, 'x-estornavel': true };
  const COM_ESTORNO: Descriptor = {
    ...VOLUNTARIOS,
    acoes: [{ nome: 'estornar', rotulo: 'Estornar', tag: TAG_ARQUIVAR, onde: ['linha', 'formulario'], pergunta: {} }],
  };
  const ESTORNADA = { ...ANA, estornadoEm: '2026-03-01T13:30:00Z', estornoMotivo: 'Lançada em duplicidade' };

  function abrirEstornavel(path: string) {
    return abrir(path, TODAS, {
      'GET /api/telas/teste.voluntarios': conteudoDaTela(COM_ESTORNO, ESTORNAVEL),
      'GET /api/voluntarios': { content: pagina([ESTORNADA, BETO]) },
      'GET /api/voluntarios/7': { content: ESTORNADA },
    });
  }

  it('a reversed record says when and why, and its form neither saves nor offers the action again', async () => {
    abrirEstornavel('/teste/voluntarios/7');
    expect(await screen.findByText(/^Registro estornado em 01\/03\/2026 .*\. Motivo: Lançada em duplicidade$/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument());
    await waitFor(() => expect(textbox('Nome')).toBeDisabled());
  });

  it('a reversed row carries the Estornado badge and no Estornar; another row offers it', async () => {
    const usuario = userEvent.setup();
    abrirEstornavel('/teste/voluntarios');
    const ana = (await screen.findByRole('link', { name: 'Ana Lima' })).closest<HTMLElement>('[role="cell"], [role="gridcell"], td');
    await waitFor(() => expect(within(ana!).getByText('Estornado')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mais ações de Ana Lima' })).not.toBeInTheDocument());

    await usuario.click(screen.getByRole('button', { name: 'Mais ações de Beto Souza' }));
    expect(await screen.findByRole('menuitem', { name: 'Estornar' })).toBeInTheDocument();
  });
});
