// The one suite every registered widget kind passes (STYLE.md, point 7): it renders a value,
// emits a change on user input, shows the required message and respects disabled.
import '../support/environment.ts';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { REGISTRO_DE_WIDGETS } from '../../../src/client/widgets/registry.ts';
import type { Apresentacao } from '../../../src/shared/engine/tela-resolvida.ts';
import { stubFetch } from '../support/fetchStub.ts';
import { ComRegistro } from '../../../src/client/engine/dados/ComRegistro.tsx';
import { ROTULO, renderWidget } from './support.tsx';
import { HORARIO } from './lista-de-itens/fixtures.ts';
import { CATALOGO } from './seletor-de-tags/fixtures.ts';
import { RETENCAO } from './retencoes/fixtures.ts';
import { LINHA_A_RECEBER } from './tabela/fixtures.ts';

interface CasoDeContrato {
  apresentacao?: Partial<Apresentacao<string>>;
  extras?: Record<string, unknown>;
  /** A value to render, and how the user sees it. */
  valor: unknown;
  mostra(controle: HTMLElement): unknown;
  /** What a user does to the widget (empty, unless `valorAntes`), and what it must then emit. */
  valorAntes?: unknown;
  alterar(user: UserEvent, controle: HTMLElement): Promise<void>;
  emite: unknown;
  /** Stubs the server calls the widget makes. */
  servidor?(): void;
  /** What the widget needs around it (a kind that draws other kinds needs the registry). */
  envolver?(filho: ReactNode): ReactNode;
  /**
   * How the control shows it is required; by default it is a required input. A group of inputs
   * (a list) cannot carry `required` (ARIA allows it on no group role): its label's mark says it.
   */
  exigido?(controle: HTMLElement): void;
}

const exibido = (texto: string) => () => expect(screen.getByDisplayValue(texto)).toBeInTheDocument();
const digitar = (texto: string) => (user: UserEvent, controle: HTMLElement) => user.type(controle, texto);
const escolher = (opcao: string) => async (user: UserEvent, controle: HTMLElement) => {
  await user.click(controle);
  await user.click(await screen.findByRole('option', { name: opcao }));
};

const RECIFE = { id: 7, nome: 'Recife', estado: { uf: 'PE' } };

/** A checkbox of the tag picker once the catalogue and the user's permissions (an administrator's) have loaded. */
async function tagPronta(controle: HTMLElement, nome: RegExp): Promise<HTMLElement> {
  const caixa = await within(controle).findByRole('checkbox', { name: nome });
  await waitFor(() => expect(caixa).toBeEnabled());
  return caixa;
}

/** A group of inputs carries no `required` (ARIA allows it on no group role): its label's mark says it. */
const rotuloExigido = (controle: HTMLElement) => {
  const rotulo = document.getElementById(controle.getAttribute('aria-labelledby') ?? '');
  expect(rotulo).toHaveTextContent(new RegExp(`^${ROTULO} ?\\*$`));
};
const RECIBO = { id: 9, fileName: 'recibo.pdf' };

const CASOS: Readonly<Record<string, CasoDeContrato>> = {
  'q-input': { valor: 'Ana Souza', mostra: exibido('Ana Souza'), alterar: digitar('Bia'), emite: 'Bia' },
  textarea: { valor: 'Primeira linha', mostra: exibido('Primeira linha'), alterar: digitar('Obs'), emite: 'Obs' },
  number: { valor: 1234.5, mostra: exibido('1.234,5'), alterar: digitar('12,5'), emite: 12.5 },
  codigo: { valor: 1011, mostra: exibido('1011'), alterar: digitar('2024'), emite: 2024 },
  // The latitude; the longitude and the map come from the form's record (PontoNoMapaWidget's own tests).
  'ponto-no-mapa': { valor: -8.04666, mostra: exibido('-8,04666'), alterar: digitar('-8,1'), emite: -8.1 },
  money: { valor: 1234.56, mostra: exibido('1.234,56'), alterar: digitar('1.234,56'), emite: 1234.56 },
  colour: { valor: '#1A2B3C', mostra: exibido('#1A2B3C'), alterar: digitar('#ff8800'), emite: '#FF8800' },
  'masked-input': {
    apresentacao: { mascara: 'cpf' },
    valor: '52998224725',
    mostra: exibido('529.982.247-25'),
    alterar: digitar('52998224725'),
    emite: '52998224725',
  },
  'q-checkbox': {
    valor: true,
    mostra: (controle) => expect(controle).toBeChecked(),
    alterar: (user, controle) => user.click(controle),
    emite: true,
  },
  'check-box-filter': {
    valor: true,
    mostra: (controle) => expect(controle).toBeChecked(),
    alterar: (user, controle) => user.click(controle),
    emite: true,
  },
  'o-select': {
    apresentacao: { opcoes: [{ valor: 'A', rotulo: 'Ativo' }, { valor: 'I', rotulo: 'Inativo' }] },
    valor: 'I',
    mostra: (controle) => expect(controle).toHaveTextContent('Inativo'),
    alterar: escolher('Ativo'),
    emite: 'A',
  },
  'date-time-picker': {
    apresentacao: { formato: 'date' },
    valor: '2024-02-29T00:00:00',
    mostra: exibido('29/02/2024'),
    alterar: digitar('01/03/2024'),
    emite: '2024-03-01T00:00:00',
  },
  periodo: {
    valor: { opcao: 'HOJE', data: { inicial: '2024-03-01T00:00:00', final: '2024-03-01T23:59:59' } },
    mostra: (controle) => expect(controle).toHaveTextContent('Hoje'),
    alterar: escolher('Todos'),
    emite: { opcao: 'TODOS', data: { inicial: null, final: null } },
  },
  intervalo: {
    apresentacao: { tipo: 'money' },
    valor: { de: 10, ate: 1234.5 },
    mostra: (controle) => expect(within(controle).getByLabelText('Até')).toHaveValue('1.234,50'),
    alterar: async (user, controle) => user.type(within(controle).getByLabelText('De'), '10,5'),
    emite: { de: 10.5, ate: null },
    // A group of two inputs: its label's mark says it is required, as for a list.
    exigido: (controle) => {
      const rotulo = document.getElementById(controle.getAttribute('aria-labelledby') ?? '');
      expect(rotulo).toHaveTextContent(new RegExp(`^${ROTULO} ?\\*$`));
    },
  },
  'q-autocomplete': {
    apresentacao: { referencia: 'cidade' },
    valor: RECIFE,
    mostra: exibido('Recife - PE'),
    alterar: async (user, controle) => {
      await user.click(controle);
      await user.keyboard('{ArrowDown}');
      await user.click(await screen.findByRole('option', { name: 'Recife - PE' }));
    },
    emite: RECIFE,
    servidor: () => stubFetch({ 'GET /api/cidades': { content: { resultList: [RECIFE], hasMore: false } } }),
  },
  photo: {
    valor: { id: 5 },
    mostra: async () => expect(await screen.findByRole('img', { name: `${ROTULO}: foto atual` })).toBeInTheDocument(),
    // Choosing an image goes through the crop dialog (the upload components' own tests); removing is the direct edit.
    valorAntes: { id: 5 },
    alterar: async (user) => user.click(screen.getByRole('button', { name: 'Remover foto' })),
    emite: null,
    servidor: () => stubFetch({ 'POST /api/authtokens': { content: { authtoken: 'token-da-foto', expiraEm: '2030-01-01T00:00:00' } } }),
  },
  attachments: {
    valor: [{ arquivo: RECIBO }],
    mostra: () => expect(screen.getByText('recibo.pdf')).toBeInTheDocument(),
    // Choosing the file adds it: no document type is asked when the model refers to none.
    alterar: async (user, controle) => {
      await user.upload(controle, new File(['%PDF'], 'recibo.pdf', { type: 'application/pdf' }));
      await screen.findByText('recibo.pdf', { selector: 'li *' });
    },
    emite: [{ arquivo: RECIBO }],
    servidor: () => stubFetch({ 'POST /api/arquivos': { content: RECIBO } }),
  },
  'lista-de-itens': {
    extras: { esquemaDoItem: HORARIO },
    envolver: (filho) => <ComRegistro>{filho}</ComRegistro>,
    valor: [{ id: 3, diasSemana: [1], inicio: '12:00', fim: '13:00', duracaoMaximaMin: 15 }],
    mostra: (controle) => expect(within(controle).getByDisplayValue('12:00')).toBeInTheDocument(),
    alterar: async (user, controle) => {
      await user.click(within(controle).getByRole('button', { name: 'Adicionar' }));
      await user.click(within(controle).getByRole('button', { name: 'Segunda-feira' }));
    },
    emite: [{ diasSemana: [1] }],
    exigido: rotuloExigido,
  },
  // A despesa's retenções: a lista-de-itens of tax and base, the amounts worked out (calculo.test.ts).
  retencoes: {
    extras: { esquemaDoItem: RETENCAO },
    envolver: (filho) => <ComRegistro>{filho}</ComRegistro>,
    valor: [{ id: 3, base: 1000, aliquota: null, valor: null }],
    mostra: (controle) => expect(within(controle).getByDisplayValue('1.000,00')).toBeInTheDocument(),
    alterar: async (user, controle) => {
      await user.click(within(controle).getByRole('button', { name: 'Adicionar' }));
      await user.type(within(controle).getByRole('textbox', { name: 'Base de cálculo' }), '10');
    },
    emite: [{ base: 10, aliquota: null, valor: null }],
    exigido: rotuloExigido,
  },
  'seletor-de-tags': {
    valor: ['gestaopessoas.pessoa.visualizar'],
    mostra: async (controle) => {
      const tag = await tagPronta(controle, /Consultar o cadastro de pessoas/);
      await waitFor(() => expect(tag).toBeChecked());
    },
    alterar: async (user, controle) => user.click(await tagPronta(controle, /Registrar os próprios intervalos/)),
    emite: ['registrointervalo.intervalo.registrar'],
    servidor: () => stubFetch({ 'GET /api/permissoes/catalogo': { content: CATALOGO }, 'GET /api/context/usuarios/permissoes': { content: ['administrador'] } }),
    exigido: rotuloExigido,
  },
  // A purchase's lines to receive: read-only columns as text, the quantity typed in its cell.
  tabela: {
    extras: { esquemaDoItem: LINHA_A_RECEBER },
    envolver: (filho) => <ComRegistro>{filho}</ComRegistro>,
    valor: [{ linha: 7, item: 'Toner', pedida: 10, quantidade: 10 }],
    mostra: (controle) => expect(within(controle).getByRole('textbox', { name: 'Receber agora Toner' })).toHaveValue('10'),
    valorAntes: [{ linha: 7, item: 'Toner', pedida: 10, quantidade: null }],
    alterar: (user, controle) => user.type(within(controle).getByRole('textbox', { name: 'Receber agora Toner' }), '8'),
    emite: [{ linha: 7, item: 'Toner', pedida: 10, quantidade: 8 }],
    exigido: rotuloExigido,
  },
};

// The label of a required field ends in Fluent's asterisk.
const controle = () => screen.getByLabelText(new RegExp(`^${ROTULO} ?\\*?$`));

afterEach(() => {
  vi.unstubAllGlobals();
});

// Generous: a full parallel run slows the first render of Fluent's popups a lot.
describe.each(Object.keys(REGISTRO_DE_WIDGETS))('the %s widget', { timeout: 15_000 }, (kind) => {
  const Widget = REGISTRO_DE_WIDGETS[kind as keyof typeof REGISTRO_DE_WIDGETS];
  const caso = CASOS[kind];
  const base = () => ({ apresentacao: { widget: kind, ...caso?.apresentacao }, extras: caso?.extras, envolver: caso?.envolver });

  it('has a contract case', () => {
    expect(caso, `sem caso de contrato para ${kind}`).toBeDefined();
  });
  if (caso === undefined) return;

  it('renders the value it is given', async () => {
    caso.servidor?.();
    const { onChange } = renderWidget(Widget, { ...base(), valor: caso.valor });
    await caso.mostra(controle());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('emits a change on user input', async () => {
    caso.servidor?.();
    const user = userEvent.setup();
    const { onChange } = renderWidget(Widget, { ...base(), valor: caso.valorAntes });
    await caso.alterar(user, controle());
    expect(onChange).toHaveBeenLastCalledWith(caso.emite);
  });

  it('shows the required message and marks the field required', () => {
    renderWidget(Widget, { ...base(), obrigatorio: true, erro: 'Preenchimento obrigatório.' });
    expect(screen.getByText('Preenchimento obrigatório.')).toBeInTheDocument();
    if (caso.exigido) caso.exigido(controle());
    else expect(controle()).toBeRequired();
    expect(controle()).toBeInvalid();
  });

  it('respects desabilitado: the input is disabled and emits nothing', async () => {
    caso.servidor?.();
    const user = userEvent.setup();
    const { onChange } = renderWidget(Widget, { ...base(), desabilitado: true });
    expect(controle()).toBeDisabled();
    await user.click(controle());
    await user.keyboard('1a{Enter} ');
    expect(onChange).not.toHaveBeenCalled();
  });
});
