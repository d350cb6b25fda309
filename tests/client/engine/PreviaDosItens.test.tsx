import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { logIn } from '../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../support/fetchStub.ts';
import { configuracao } from './fixtures.ts';
import { renderTela } from './support.tsx';

// A list whose rows a server call proposes (the descriptor's previa): a título's installments,
// asked once its value, first due date and count are filled in, again as they change, never
// for a stored título until the user changes them, and never where the list is read only.

const PARCELA: Model['properties'][string] = {
  type: 'object',
  title: 'Parcela',
  properties: {
    numero: { type: 'integer', title: 'Nº' },
    vencimento: { type: 'string', title: 'Vencimento', format: 'date' },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money' },
  },
};

const TITULO: Model = {
  $id: 'titulo',
  title: 'Título',
  type: 'object',
  'x-recurso': '/api/titulos',
  properties: {
    id: { type: 'integer', readOnly: true },
    valor: { type: 'number', title: 'Valor', 'x-tipo': 'money' },
    dataVencimento: { type: 'string', title: 'Primeiro vencimento', format: 'date' },
    quantidade: { type: 'integer', title: 'Quantidade' },
    situacao: { type: 'string', title: 'Situação' },
    parcelas: { type: 'array', title: 'Parcelas', items: PARCELA },
  },
};

const TITULOS: Descriptor = {
  rota: { name: 'teste.voluntarios', path: '/teste/voluntarios' },
  titulo: 'Títulos',
  recurso: '/api/titulos',
  modelo: 'titulo',
  tags: { visualizar: 'teste.voluntario.visualizar', editar: 'teste.voluntario.editar' },
  formulario: {
    secoes: [
      {
        nome: 'dados',
        campos: [
          'valor',
          'dataVencimento',
          'quantidade',
          {
            campo: 'parcelas',
            somenteLeituraSe: { field: 'situacao', op: 'eq', value: 'PAGO' },
            previa: {
              url: '/api/titulos/parcelamentos',
              parametros: { valor: 'valor', dataVencimento: 'dataVencimento', quantidade: 'quantidade' },
              itens: { numero: 'numero', vencimento: 'dataVencimento', valor: 'valor' },
            },
          },
        ],
      },
    ],
  },
};

const EM_ABERTO = { id: 4, valor: 100, dataVencimento: '2025-01-31', quantidade: 1, situacao: 'ABERTO', parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 100 }] };

function previa(call: RecordedCall): Response {
  const q = new URL(call.url, 'http://localhost').searchParams;
  const quantidade = Number(q.get('quantidade'));
  const valor = Number(q.get('valor'));
  const parte = Math.floor((valor * 100) / quantidade) / 100;
  const linhas = Array.from({ length: quantidade }, (_, i) => ({
    numero: i + 1,
    dataVencimento: `2025-0${i + 1}-28`,
    dataVencimentoReal: `2025-0${i + 1}-28`,
    valor: i === quantidade - 1 ? Math.round((valor - parte * (quantidade - 1)) * 100) / 100 : parte,
  }));
  return json({ content: linhas });
}

function abrir(path: string, registro = EM_ABERTO) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: ['teste.voluntario.visualizar', 'teste.voluntario.editar'] },
    'GET /api/telas/teste.voluntarios': { content: { descritor: TITULOS, modelo: TITULO, modelosReferenciados: {} } },
    'GET /api/configuracoesCamposFomularios/config': configuracao(),
    'GET /api/titulos/4': { content: registro },
    'GET /api/titulos/parcelamentos': previa,
  });
  renderTela(path);
  return { ...stub, previas: () => stub.callsTo('GET', '/api/titulos/parcelamentos') };
}

const parcelas = () => screen.getByRole('group', { name: 'Parcelas' });
const valoresDasParcelas = () =>
  within(parcelas())
    .queryAllByRole('textbox', { name: /^Valor/ })
    .map((campo) => (campo as HTMLInputElement).value);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a list previewed by the server', { timeout: 20_000 }, () => {
  it('asks the installments once value, first due date and count are filled in, and again as they change', async () => {
    const user = userEvent.setup();
    const { previas } = abrir('/teste/voluntarios/novo');
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '100,00');
    await user.type(screen.getByRole('textbox', { name: 'Primeiro vencimento' }), '31/01/2025');
    expect(previas()).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Quantidade' }), '3');

    await waitFor(() => expect(valoresDasParcelas()).toEqual(['33,33', '33,33', '33,34']));
    expect(Object.fromEntries(new URL(previas()[0]!.url, 'http://localhost').searchParams)).toEqual({ valor: '100', dataVencimento: '2025-01-31T00:00:00', quantidade: '3' });

    await user.clear(screen.getByRole('textbox', { name: 'Quantidade' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantidade' }), '2');
    await waitFor(() => expect(valoresDasParcelas()).toEqual(['50,00', '50,00']));
  });

  it('leaves a stored título’s installments until the user changes what they follow', async () => {
    const user = userEvent.setup();
    const { previas } = abrir('/teste/voluntarios/4');
    const quantidade = await screen.findByRole('textbox', { name: 'Quantidade' });
    await waitFor(() => expect(valoresDasParcelas()).toEqual(['100,00']));
    expect(previas()).toHaveLength(0);
    await user.clear(quantidade);
    await user.type(quantidade, '2');
    await waitFor(() => expect(valoresDasParcelas()).toEqual(['50,00', '50,00']));
  });

  it('never asks for a list read only on the stored record', async () => {
    const user = userEvent.setup();
    const { previas } = abrir('/teste/voluntarios/4', { ...EM_ABERTO, situacao: 'PAGO' });
    const quantidade = await screen.findByRole('textbox', { name: 'Quantidade' });
    await user.clear(quantidade);
    await user.type(quantidade, '2');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await waitFor(() => expect(valoresDasParcelas()).toEqual(['100,00']));
    expect(previas()).toHaveLength(0);
  });
});
