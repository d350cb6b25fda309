import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContextContent } from '../../../../src/shared/api/contract.ts';
import { NORTE, SEDE, contexto, logIn } from '../../support/fixtures.ts';
import { stubFetch } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unit choice', () => {
  it('lists the user units and, on a choice, sets it and goes to the redirect path', async () => {
    logIn();
    let atual: ContextContent = contexto({ unidade: null, unidades: [SEDE, NORTE] });
    const { callsTo } = stubFetch({
      'GET /api/context': () => Response.json({ content: atual }),
      'POST /api/context/unidade': () => {
        atual = { ...atual, unidade: NORTE };
        return Response.json({ content: null });
      },
      'GET /api/context/usuarios/permissoes': { content: [] },
      'GET /api/perfilusuario': { content: { nome: 'Ana Souza', email: null, login: 'ana', temFoto: false } },
    });
    const app = renderApp('/selecaounidade?redirect=%2Fperfilusuario%2Fdados');

    expect(await screen.findByRole('heading', { name: 'Selecione a unidade' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sede' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unidade Norte' }));

    await waitFor(() => expect(app.currentUrl()).toBe('/perfilusuario/dados'));
    expect(callsTo('POST', '/api/context/unidade')[0]?.body).toEqual({ unidadeId: 2 });
    expect(await screen.findByRole('button', { name: /Unidade atual: Unidade Norte/ })).toBeInTheDocument();
  });

  it('goes to the start page without a redirect', async () => {
    logIn();
    let atual: ContextContent = contexto({ unidade: null, unidades: [SEDE, NORTE] });
    stubFetch({
      'GET /api/context': () => Response.json({ content: atual }),
      'POST /api/context/unidade': () => {
        atual = { ...atual, unidade: SEDE };
        return Response.json({ content: null });
      },
      'GET /api/context/usuarios/permissoes': { content: [] },
    });
    const app = renderApp('/selecaounidade');

    await userEvent.click(await screen.findByRole('button', { name: 'Sede' }));

    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/lista'));
  });
});
