import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { json } from '../support/fetchStub.ts';
import { ANA, BETO, CIDADE, TAGS_TODAS, VOLUNTARIO, VOLUNTARIOS, pagina } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

// An action form with an editable grid (a purchase's receipt): opened on a list's row, which
// lacks the record's lines, it reads the record whole; each pending line becomes a row (what is
// missing prefilled, the lines already complete left out); the item rules refuse a bad line
// before any call, and the server's refusal of a line shows under that line's input.

afterEach(() => {
  vi.unstubAllGlobals();
});

const TAG = 'teste.voluntario.entregar';

// A volunteer's kits: what was promised and what was delivered.
const COM_KITS: Model = {
  ...VOLUNTARIO,
  properties: {
    ...VOLUNTARIO.properties,
    kits: {
      type: 'array',
      title: 'Kits',
      items: { type: 'object', properties: { id: { type: 'integer', readOnly: true }, descricao: { type: 'string', title: 'Kit' }, prometidos: { type: 'number', title: 'Prometidos' }, entregues: { type: 'number', title: 'Entregues' } } },
    },
  },
};

const ENTREGA: Model = {
  $id: 'entrega',
  title: 'Entrega',
  type: 'object',
  required: ['linhas'],
  properties: {
    linhas: {
      type: 'array',
      title: 'Kits a entregar',
      items: {
        type: 'object',
        properties: {
          linha: { type: 'integer', readOnly: true },
          kit: { type: 'string', title: 'Kit', readOnly: true },
          faltam: { type: 'number', title: 'Faltam', readOnly: true },
          quantidade: { type: ['number', 'null'], title: 'Entregar agora', 'x-casasDecimais': 0, minimum: 0 },
        },
      },
    },
  },
};

const DESCRITOR: Descriptor = {
  ...VOLUNTARIOS,
  acoes: [
    {
      nome: 'entregar',
      rotulo: 'Entregar kits',
      tag: TAG,
      onde: ['linha'],
      formulario: {
        modelo: 'entrega',
        campos: [{ campo: 'linhas', widget: 'tabela' }],
        valoresIniciais: {
          linhas: {
            de: 'kits',
            itens: { linha: 'id', kit: 'descricao', faltam: { diferenca: ['prometidos', 'entregues'] }, quantidade: { diferenca: ['prometidos', 'entregues'] } },
            se: { field: 'faltam', op: 'gt', value: 0 },
          },
        },
      },
    },
  ],
};

const KITS = [
  { id: 31, descricao: 'Camiseta', prometidos: 10, entregues: 2 },
  { id: 32, descricao: 'Boné', prometidos: 5, entregues: 5 },
  { id: 33, descricao: 'Crachá', prometidos: 1, entregues: 0 },
];

function abrir(responder: (corpo: unknown) => Response) {
  const stub = stubTela([...TAGS_TODAS, TAG], {
    'GET /api/telas/teste.voluntarios': { content: { descritor: DESCRITOR, modelo: COM_KITS, modelosReferenciados: { cidade: CIDADE, entrega: ENTREGA } } },
    'GET /api/voluntarios': { content: pagina([ANA, BETO]) },
    'GET /api/voluntarios/7': { content: { ...ANA, kits: KITS } },
    'POST /api/voluntarios/7/entregar': (call: { body: unknown }) => responder(call.body),
  });
  return { ...stub, ...renderTela('/teste/voluntarios') };
}

describe('an action form with a list of lines', { timeout: 30_000 }, () => {
  it('reads the record for its lines, checks them, shows a line refused by the server under it, and sends every line', async () => {
    const usuario = userEvent.setup();
    let tentativas = 0;
    const { callsTo } = abrir(() =>
      ++tentativas === 1
        ? json({ message: 'Existem erros no formulário, revise-o salve novamente.', errors: [{ field: 'linhas.1.quantidade', message: 'Só há 0 crachás no estoque.' }] }, 422)
        : json({ content: null, message: 'Kits entregues.' }),
    );
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await usuario.click(screen.getByRole('button', { name: 'Mais ações de Ana Lima' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Entregar kits' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Entregar kits' });
    await waitFor(() => expect(callsTo('GET', '/api/voluntarios/7')).toHaveLength(1));

    const camiseta = await within(dialogo).findByRole('textbox', { name: 'Entregar agora Camiseta' });
    await waitFor(() => expect(camiseta).toHaveValue('8'));
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: 'Entregar agora Crachá' })).toHaveValue('1'));
    // The cap was all delivered: no row.
    await waitFor(() => expect(within(dialogo).queryByRole('row', { name: /Boné/ })).toBeNull());

    await usuario.clear(camiseta);
    await usuario.type(camiseta, '-1');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Entregar kits' }));
    expect(await within(dialogo).findByText('O valor deve ser maior ou igual a 0.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/voluntarios/7/entregar')).toHaveLength(0);

    await usuario.clear(camiseta);
    await usuario.type(camiseta, '6');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Entregar kits' }));
    expect(await within(dialogo).findByText('Só há 0 crachás no estoque.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialogo).getByRole('textbox', { name: 'Entregar agora Crachá' })).toHaveFocus());
    expect(callsTo('POST', '/api/voluntarios/7/entregar')[0]?.body).toEqual({
      linhas: [
        { linha: 31, kit: 'Camiseta', faltam: 8, quantidade: 6 },
        { linha: 33, kit: 'Crachá', faltam: 1, quantidade: 1 },
      ],
    });

    const cracha = within(dialogo).getByRole('textbox', { name: 'Entregar agora Crachá' });
    await usuario.clear(cracha);
    await usuario.type(cracha, '0');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Entregar kits' }));
    expect(await screen.findByText('Kits entregues.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST', '/api/voluntarios/7/entregar')[1]?.body).toMatchObject({ linhas: [{ linha: 31, quantidade: 6 }, { linha: 33, quantidade: 0 }] });
  });
});
