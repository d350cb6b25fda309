import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { json } from '../support/fetchStub.ts';
import { ANA, CIDADE, TAGS_TODAS, VOLUNTARIO, VOLUNTARIOS } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

// An action with a form (a baixa's): its dialog opens filled from the record, the model's
// defaults and today; the shared rules refuse an empty required field before any call; the
// server's refusal shows under its field and keeps the dialog open; a success closes it and
// reads the record again. A section says why the record's state keeps its fields read only.

afterEach(() => {
  vi.unstubAllGlobals();
});

const TAG = 'teste.voluntario.reembolsar';

const REEMBOLSO: Model = {
  $id: 'reembolso',
  title: 'Reembolso',
  type: 'object',
  required: ['valor'],
  properties: {
    data: { type: 'string', title: 'Data', format: 'date' },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money', minimum: 0.01 },
    observacao: { type: 'string', title: 'Observação', default: 'Em dinheiro' },
  },
};

const DESCRITOR: Descriptor = {
  ...VOLUNTARIOS,
  formulario: {
    secoes: [
      {
        nome: 'dados',
        titulo: 'Dados pessoais',
        campos: ['nome', { campo: 'ajudaDeCusto', somenteLeituraSe: { field: 'ativo', op: 'eq', value: true }, motivoSomenteLeitura: 'A ajuda de um voluntário ativo só muda pelo reembolso.' }],
      },
    ],
  },
  acoes: [
    {
      nome: 'reembolsar',
      rotulo: 'Reembolsar',
      tag: TAG,
      onde: ['formulario'],
      formulario: { modelo: 'reembolso', titulo: 'Registrar o reembolso', campos: ['data', 'valor', 'observacao'], valoresIniciais: { data: 'hoje', valor: 'ajudaDeCusto' } },
    },
  ],
};

const hoje = (): string => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

function abrir(responder: (corpo: unknown) => Response) {
  const stub = stubTela([...TAGS_TODAS, TAG], {
    'GET /api/telas/teste.voluntarios': { content: { descritor: DESCRITOR, modelo: VOLUNTARIO, modelosReferenciados: { cidade: CIDADE, reembolso: REEMBOLSO } } },
    'GET /api/voluntarios/7': { content: ANA },
    'POST /api/voluntarios/7/reembolsar': (call: { body: unknown }) => responder(call.body),
  });
  return { ...stub, ...renderTela('/teste/voluntarios/7') };
}

describe('an action with a form', { timeout: 30_000 }, () => {
  it('opens filled in, shows the server’s refusal under its field, and runs on a valid value', async () => {
    const usuario = userEvent.setup();
    let tentativas = 0;
    const { callsTo } = abrir(() =>
      ++tentativas === 1
        ? json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'valor', message: 'O valor passa do saldo (R$ 1.000,00).' }] }, 422)
        : json({ content: null, message: 'Reembolso registrado.' }),
    );
    expect(await screen.findByText('A ajuda de um voluntário ativo só muda pelo reembolso.')).toBeInTheDocument();
    await usuario.click(await screen.findByRole('button', { name: 'Reembolsar' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Registrar o reembolso' });
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: 'Data' })).toHaveValue(hoje()));
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: /^Valor/ })).toHaveValue('1.234,56'));
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: 'Observação' })).toHaveValue('Em dinheiro'));

    await usuario.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));
    expect(await within(dialogo).findByText('O valor passa do saldo (R$ 1.000,00).')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', '/api/voluntarios/7/reembolsar')).toHaveLength(1));
    expect(callsTo('POST', '/api/voluntarios/7/reembolsar')[0]?.body).toMatchObject({ valor: 1234.56, observacao: 'Em dinheiro' });

    const valor = within(dialogo).getByRole('textbox', { name: /^Valor/ });
    await usuario.clear(valor);
    await usuario.type(valor, '100');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));
    expect(await screen.findByText('Reembolso registrado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/voluntarios/7/reembolsar')[1]?.body).toMatchObject({ valor: 100 });
    await waitFor(() => expect(callsTo('GET', '/api/voluntarios/7').length).toBeGreaterThan(1));
  });

  it('refuses an empty required field itself, sending nothing', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = abrir(() => json({ content: null, message: 'Reembolso registrado.' }));
    await usuario.click(await screen.findByRole('button', { name: 'Reembolsar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar o reembolso' });
    const valor = await within(dialogo).findByRole('textbox', { name: /^Valor/ });
    await usuario.clear(valor);
    await usuario.click(within(dialogo).getByRole('button', { name: 'Reembolsar' }));
    expect(await within(dialogo).findByText('Preenchimento obrigatório.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/voluntarios/7/reembolsar')).toHaveLength(0);
  });
});
