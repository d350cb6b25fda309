import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig, useSWRConfig } from 'swr';
import { useTela } from '../../../src/client/engine/dados/useTela.ts';
import { logIn } from '../support/fixtures.ts';
import { stubFetch } from '../support/fetchStub.ts';
import { VOLUNTARIOS, configuracao, conteudoDaTela } from './fixtures.ts';

function envolver({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function useTelaComMutate() {
  return { estado: useTela(VOLUNTARIOS.rota.name), mutate: useSWRConfig().mutate };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useTela', () => {
  it('merges once per inputs: renders and equal replies keep the same screen, columns and rules', async () => {
    logIn();
    const { callsTo } = stubFetch({
      'GET /api/telas/teste.voluntarios': conteudoDaTela(),
      'GET /api/configuracoesCamposFomularios/config': configuracao(),
    });
    const { result, rerender } = renderHook(useTelaComMutate, { wrapper: envolver });
    await waitFor(() => expect(result.current.estado.estado).toBe('pronta'));
    const primeira = result.current.estado.estado === 'pronta' ? result.current.estado.tela : null;

    rerender();
    rerender();
    // A revalidation that brings the same configuration changes nothing either.
    await act(() => result.current.mutate('/api/configuracoesCamposFomularios/config'));
    expect(callsTo('GET', '/api/configuracoesCamposFomularios/config').length).toBeGreaterThan(1);

    const depois = result.current.estado.estado === 'pronta' ? result.current.estado.tela : null;
    expect(depois).toBe(primeira);
    expect(depois?.lista?.colunas).toBe(primeira?.lista?.colunas);
    expect(depois?.formulario?.secoes[0]?.campos[0]?.regras).toBe(primeira?.formulario?.secoes[0]?.campos[0]?.regras);
  });

  it('merges again when the configuration of its form changes', async () => {
    logIn();
    let config = configuracao();
    stubFetch({
      'GET /api/telas/teste.voluntarios': conteudoDaTela(),
      'GET /api/configuracoesCamposFomularios/config': () => Response.json(config),
    });
    const { result } = renderHook(useTelaComMutate, { wrapper: envolver });
    await waitFor(() => expect(result.current.estado.estado).toBe('pronta'));

    config = configuracao({ configSecoes: { dados: [{ inputName: 'email', visible: false }] } });
    await act(() => result.current.mutate('/api/configuracoesCamposFomularios/config'));

    await waitFor(() => {
      const estado = result.current.estado;
      const email = estado.estado === 'pronta' ? estado.tela.formulario?.secoes[0]?.campos.find((c) => c.campo === 'email') : undefined;
      expect(email?.visivel).toBe(false);
    });
  });

  it('reports a descriptor the merge refuses, naming the problem', async () => {
    logIn();
    stubFetch({
      'GET /api/telas/teste.voluntarios': { content: { ...conteudoDaTela().content, modelo: { ...conteudoDaTela().content.modelo, $id: 'outro' } } },
      'GET /api/configuracoesCamposFomularios/config': configuracao(),
    });
    const { result } = renderHook(useTelaComMutate, { wrapper: envolver });

    await waitFor(() => expect(result.current.estado).toEqual({ estado: 'erro', mensagem: expect.stringContaining("usa o modelo 'voluntario'") }));
  });
});
