import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type RecordedCall } from '../../support/fetchStub.ts';
import { MARIA, PRIMEIRA_CARGA, TAGS_OPERADOR, TAGS_PESSOAS, abrirCadastro } from './support.tsx';

// The register's more menu: Imprimir asks the format of the filtered list; Relatórios opens the reports page.
// In jsdom, tabster may leave an open dialog aria-hidden (VistaLista.test.tsx): queries in it pass
// hidden: true, and the dialog, whose name is then empty, is known by its text.

beforeEach(() => {
  vi.stubGlobal('innerWidth', 800);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function abrir(path: string, tags: readonly string[]) {
  const relatorios: RecordedCall[] = [];
  const aberto = abrirCadastro(path, {
    tags,
    outros: {
      'POST /api/relatorios/pessoascadastradas': (call: RecordedCall) => {
        relatorios.push(call);
        return json({ content: { id: 1, estado: 'fila' }, message: 'Relatório solicitado. Você será avisado quando estiver pronto.' });
      },
    },
  });
  return { ...aberto, relatorios };
}

async function abrirMenu() {
  await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
  await userEvent.click(screen.getByRole('button', { name: 'Mais opções' }));
}

describe('the more menu of the register and its reports', { timeout: 30_000 }, () => {
  it('Imprimir posts the search and the filters with the chosen format', async () => {
    const usuario = userEvent.setup();
    const { relatorios } = abrir('/gestaopessoas/lista?q=silva', TAGS_PESSOAS);
    await abrirMenu();
    await usuario.click(await screen.findByRole('menuitem', { name: 'Imprimir' }));
    const dialogo = await screen.findByRole('dialog', { hidden: true }, PRIMEIRA_CARGA);
    await waitFor(() => expect(within(dialogo).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('Imprimir'));
    await waitFor(() => expect(within(dialogo).getByText('As pessoas da lista, com a pesquisa e os filtros aplicados.')).toBeInTheDocument());
    await waitFor(() => expect(within(dialogo).queryByRole('textbox', { hidden: true })).not.toBeInTheDocument());
    await usuario.click(within(dialogo).getByRole('radio', { name: 'XLSX', hidden: true }));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));
    await waitFor(() => expect(relatorios).toHaveLength(1));
    expect(relatorios[0]?.body).toEqual({ q: 'silva', formato: 'XLSX' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(await screen.findByText('Relatório solicitado. Você será avisado quando estiver pronto.')).toBeInTheDocument();
  });

  it('Cancelar posts nothing', async () => {
    const usuario = userEvent.setup();
    const { relatorios } = abrir('/gestaopessoas/lista', TAGS_PESSOAS);
    await abrirMenu();
    await usuario.click(await screen.findByRole('menuitem', { name: 'Imprimir' }));
    await usuario.click(within(await screen.findByRole('dialog', { hidden: true }, PRIMEIRA_CARGA)).getByRole('button', { name: 'Cancelar', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(relatorios).toHaveLength(0);
  });

  it('Relatórios opens the reports page, for operador too', async () => {
    const usuario = userEvent.setup();
    const { currentUrl } = abrir('/gestaopessoas/lista', TAGS_OPERADOR);
    await abrirMenu();
    await usuario.click(await screen.findByRole('menuitem', { name: 'Relatórios' }));
    await waitFor(() => expect(currentUrl()).toBe('/gestaopessoas/relatorios'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Aniversariantes do período' }, PRIMEIRA_CARGA)).toBeInTheDocument();
  });

  it('offers neither Imprimir nor Relatórios without the print tag', async () => {
    abrir('/gestaopessoas/lista', ['gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.editar']);
    await screen.findByRole('link', { name: MARIA.nome }, PRIMEIRA_CARGA);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mais opções' })).not.toBeInTheDocument());
  });
});
