import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { logIn } from '../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../support/fetchStub.ts';
import { configuracao } from './fixtures.ts';
import { renderTela } from './support.tsx';

// A reference that depends on another field of the record (x-refFiltro {"projeto": "$projeto"}):
// the rubrica's autocomplete asks only for the chosen project's, and for every one with no project.

const DESPESA: Model = {
  $id: 'gasto',
  title: 'Gasto',
  type: 'object',
  'x-recurso': '/api/gastos',
  properties: {
    id: { type: 'integer', readOnly: true },
    descricao: { type: 'string', title: 'Descrição' },
    projeto: { title: 'Projeto', 'x-ref': 'projeto' },
    rubrica: { title: 'Rubrica', 'x-ref': 'projetoRubrica', 'x-refFiltro': { projeto: '$projeto' } },
  },
};

const PROJETO: Model = { $id: 'projeto', title: 'Projeto', type: 'object', 'x-recurso': '/api/projetos', properties: { id: { type: 'integer' }, nome: { type: 'string' } } };
const RUBRICA: Model = { $id: 'projetoRubrica', title: 'Rubrica', type: 'object', 'x-recurso': '/api/projetos/rubricas', properties: { id: { type: 'integer' }, descricao: { type: 'string' } } };

const GASTOS: Descriptor = {
  rota: { name: 'teste.voluntarios', path: '/teste/voluntarios' },
  titulo: 'Gastos',
  recurso: '/api/gastos',
  modelo: 'gasto',
  tags: { visualizar: 'teste.voluntario.visualizar', editar: 'teste.voluntario.editar' },
  formulario: { secoes: [{ nome: 'dados', campos: ['descricao', 'projeto', 'rubrica'] }] },
};

const query = (call: RecordedCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);

function abrir(path: string) {
  logIn();
  const stub = stubFetch({
    'GET /api/context/usuarios/permissoes': { content: ['teste.voluntario.visualizar', 'teste.voluntario.editar'] },
    'GET /api/telas/teste.voluntarios': { content: { descritor: GASTOS, modelo: DESPESA, modelosReferenciados: { projeto: PROJETO, projetoRubrica: RUBRICA } } },
    'GET /api/configuracoesCamposFomularios/config': configuracao(),
    'GET /api/gastos/4': { content: { id: 4, descricao: 'Lanches', projeto: { id: 7, nome: 'Horta Escola' }, rubrica: null } },
    'GET /api/projetos/rubricas': () => json({ content: { resultList: [{ id: 31, descricao: 'Alimentação' }], hasMore: false } }),
  });
  renderTela(path);
  return stub;
}

describe('a reference filtered by another field of the record', () => {
  it("asks for the rubricas of the record's project", async () => {
    const { callsTo } = abrir('/teste/voluntarios/4');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Rubrica' }), 'ali');
    await waitFor(() => expect(callsTo('GET', '/api/projetos/rubricas').map(query)).toContainEqual(expect.objectContaining({ q: 'ali', projeto: '7' })));
  });

  it('asks for every rubrica while no project is chosen', async () => {
    const { callsTo } = abrir('/teste/voluntarios/novo');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Rubrica' }), 'ali');
    await waitFor(() => expect(callsTo('GET', '/api/projetos/rubricas').map(query)).toContainEqual(expect.objectContaining({ q: 'ali' })));
    expect(callsTo('GET', '/api/projetos/rubricas').map(query).every((q) => !('projeto' in q))).toBe(true);
  });
});
