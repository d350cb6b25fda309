import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { logIn } from '../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../support/fetchStub.ts';
import { ALMOCO, HORARIO } from '../widgets/lista-de-itens/fixtures.ts';
import { configuracao } from './fixtures.ts';
import { renderTela } from './support.tsx';

// A screen whose model holds a list of objects: its field takes the lista-de-itens widget by default.

const TURNO: Model = {
  $id: 'turno',
  title: 'Turno',
  type: 'object',
  'x-recurso': '/api/turnos',
  required: ['nome'],
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome' },
    horarios: { type: 'array', title: 'Horários', items: HORARIO },
  },
};

const TURNOS: Descriptor = {
  rota: { name: 'teste.voluntarios', path: '/teste/voluntarios' },
  titulo: 'Turnos',
  recurso: '/api/turnos',
  modelo: 'turno',
  tags: { visualizar: 'teste.voluntario.visualizar', editar: 'teste.voluntario.editar' },
  formulario: { secoes: [{ nome: 'dados', campos: ['nome', 'horarios'] }] },
};

const SEDE = { id: 4, nome: 'Sede', horarios: [ALMOCO] };

function abrir(path: string, salvar: (call: RecordedCall) => Response) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: ['teste.voluntario.visualizar', 'teste.voluntario.editar'] },
    'GET /api/telas/teste.voluntarios': { content: { descritor: TURNOS, modelo: TURNO, modelosReferenciados: {} } },
    'GET /api/configuracoesCamposFomularios/config': configuracao(),
    'GET /api/turnos/4': { content: SEDE },
    'POST /api/turnos': salvar,
  });
  renderTela(path);
  return stub;
}

const horarios = () => screen.getByRole('group', { name: 'Horários' });
const item = (n: number) => within(horarios()).getByRole('group', { name: `Horário ${n}` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a form with a list of objects', { timeout: 20_000 }, () => {
  it('checks the items with the shared rules before saving, focuses the first error and clears it once fixed', async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/novo', () => json({ content: { id: 9 } }));
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Manhã');
    await user.click(within(horarios()).getByRole('button', { name: 'Adicionar' }));
    await user.click(within(item(1)).getByRole('button', { name: 'Segunda-feira' }));
    await user.type(within(item(1)).getByLabelText(/^Início/), '12:00');
    await user.type(within(item(1)).getByLabelText(/^Fim/), '11:00');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await within(item(1)).findByText('A hora deve ser posterior a 12:00.')).toBeInTheDocument();
    await waitFor(() => expect(within(item(1)).getByText('Preenchimento obrigatório.')).toBeInTheDocument());
    expect(callsTo('POST', '/api/turnos')).toHaveLength(0);
    await waitFor(() => expect(within(item(1)).getByLabelText(/^Fim/)).toHaveFocus());

    await user.clear(within(item(1)).getByLabelText(/^Fim/));
    await user.type(within(item(1)).getByLabelText(/^Fim/), '13:00');
    await waitFor(() => expect(within(item(1)).queryByText('A hora deve ser posterior a 12:00.')).not.toBeInTheDocument());
    await user.type(within(item(1)).getByLabelText(/^Duração máxima/), '15');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo('POST', '/api/turnos')).toHaveLength(1));
    expect(callsTo('POST', '/api/turnos')[0]?.body).toEqual({
      nome: 'Manhã',
      horarios: [{ diasSemana: [1], inicio: '12:00', fim: '13:00', duracaoMaximaMin: 15 }],
    });
  });

  it("shows the server's 422 errors under the item fields they name, keeping the items' ids in what it sends", async () => {
    const user = userEvent.setup();
    const { callsTo } = abrir('/teste/voluntarios/4', () =>
      json(
        {
          message: 'Existem erros no formulário, revise-o salve novamente.',
          errors: [{ field: 'horarios.0.inicio', message: 'Os horários do grupo não podem se sobrepor.' }],
        },
        422,
      ),
    );
    await screen.findByRole('group', { name: 'Horário 1' });
    await user.clear(within(item(1)).getByLabelText(/^Fim/));
    await user.type(within(item(1)).getByLabelText(/^Fim/), '13:30');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await within(item(1)).findByText('Os horários do grupo não podem se sobrepor.')).toBeInTheDocument();
    await waitFor(() => expect(within(item(1)).getByLabelText(/^Início/)).toBeInvalid());
    expect(callsTo('POST', '/api/turnos')[0]?.body).toEqual({ ...SEDE, horarios: [{ ...ALMOCO, fim: '13:30' }] });
    await waitFor(() => expect(within(item(1)).getByLabelText(/^Início/)).toHaveFocus());
  });
});
