import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../src/client/app/AppProviders.tsx';
import { CalculadoraSuperiorPage, CalculadoraBasicaMistaPage } from '../../../../src/client/pages/cebas/index.ts';
import type { ParametrosDoCebas } from '../../../../src/shared/api/cebas.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch } from '../../support/fetchStub.ts';

// A CEBAS calculator: the result follows the typing (the same rules the server runs), a count
// out of range is told under its field, and "Salvar simulação" sends the counts typed.

const URL = '/api/cebas/simulacoes';
const PARAMETROS: ParametrosDoCebas = { anoSalarioMinimo: 2025, salarioMinimo: 1518, limiteIntegral: 1.5, limiteParcial: 3, majoracaoAssistenteSocial: 20, prouni: true };

function abrir(Pagina: () => React.ReactElement, caminho: string) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: ['cebas.superior.simular', 'cebas.basicamista.simular'] },
    'GET /api/telas': { content: [] },
    [`GET ${URL}`]: { content: { parametros: PARAMETROS, simulacoes: [] } },
    [`POST ${URL}`]: () => json({ content: { id: 1, bolsasExigidas: 200, bolsasIntegraisMinimas: 111, bolsasConcedidas: 0, atende: false }, message: 'Simulação de 2026 salva.' }),
  });
  const router = createMemoryRouter([{ path: caminho, element: <Pagina /> }], { initialEntries: [caminho] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return stub;
}

const campo = (rotulo: string) => screen.getByRole('textbox', { name: rotulo });
const figura = (rotulo: string) => within(screen.getByRole('region', { name: 'Resultado' })).getByText(rotulo).closest('div')?.querySelector('dd')?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a CEBAS calculator', { timeout: 20_000 }, () => {
  it('answers as the user types, with Prouni from the parameters, and saves the counts', async () => {
    const stub = abrir(CalculadoraSuperiorPage, '/cebas/superior');
    await screen.findByRole('heading', { level: 1, name: 'Educação superior' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'A instituição aderiu ao Prouni' })).toBeChecked());
    await userEvent.clear(campo('Ano'));
    await userEvent.type(campo('Ano'), '2026');
    await userEvent.type(campo('Alunos pagantes'), '1002');
    await waitFor(() => expect(figura('Bolsas exigidas')).toBe('200'));
    await userEvent.click(screen.getByRole('switch', { name: 'A instituição aderiu ao Prouni' }));
    await waitFor(() => expect(figura('Bolsas exigidas')).toBe('251'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar simulação' }));
    await waitFor(() => expect(stub.callsTo('POST', URL)).toHaveLength(1));
    expect(stub.callsTo('POST', URL)[0]?.body).toEqual({ tipo: 'superior', ano: 2026, alunosPagantes: 1002, prouni: false });
  });

  it('counts the free students of the profile in the mixed school and tells a count out of range', async () => {
    abrir(CalculadoraBasicaMistaPage, '/cebas/basicamista');
    await screen.findByRole('heading', { level: 1, name: 'Educação básica mista' });
    await userEvent.type(campo('Alunos pagantes'), '600');
    await userEvent.type(campo('Bolsas integrais (100%)'), '40');
    await userEvent.type(campo('Bolsas parciais (50%)'), '30');
    await userEvent.type(campo('Alunos gratuitos (totalmente gratuitos ou por convênio)'), '80');
    await userEvent.type(campo('Deles, no perfil da bolsa integral'), '50');
    await userEvent.type(campo('Deles, no perfil da bolsa parcial'), '10');
    await waitFor(() => expect(figura('Bolsas concedidas')).toBe('110'));
    expect(figura('Faltam (equivalentes)')).toBe('10');
    expect(await screen.findByText('Não atende à regra')).toBeInTheDocument();
    await userEvent.type(campo('Deles, no perfil da bolsa parcial'), '0');
    expect(await screen.findByText('Os alunos no perfil de renda não podem passar do total de alunos gratuitos.')).toBeInTheDocument();
  });
});
