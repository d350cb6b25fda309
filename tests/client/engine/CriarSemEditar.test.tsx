import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { ANA, VOLUNTARIOS, configuracao, pagina } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

// A screen with tags.criar: Novo and the new form need criar (editar alone does not create),
// a stored record's form needs editar (criar alone only reads it).

const CRIAR = 'teste.voluntario.criar';
const EDITAR = 'teste.voluntario.editar';
const VISUALIZAR = 'teste.voluntario.visualizar';
const COM_CRIAR: Descriptor = { ...VOLUNTARIOS, tags: { ...VOLUNTARIOS.tags, criar: CRIAR } };
const REGISTROS = { 'GET /api/voluntarios': { content: pagina([ANA]) }, 'GET /api/voluntarios/7': { content: ANA } };

afterEach(() => {
  vi.unstubAllGlobals();
});

const abrir = (tags: string[], path: string) => {
  stubTela([VISUALIZAR, ...tags], REGISTROS, configuracao(), COM_CRIAR);
  return renderTela(path);
};

describe('a screen whose descriptor declares tags.criar', { timeout: 15_000 }, () => {
  it('offers Novo and an editable new form with criar alone, and opens a stored record read-only', async () => {
    const { unmount } = abrir([CRIAR], '/teste/voluntarios');
    expect(await screen.findByRole('button', { name: 'Novo' })).toBeInTheDocument();
    unmount();

    const novo = abrir([CRIAR], '/teste/voluntarios/novo');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toBeEnabled());
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    novo.unmount();

    abrir([CRIAR], '/teste/voluntarios/7');
    await waitFor(() => expect(screen.getByDisplayValue('Ana Lima')).toBeDisabled());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
  });

  it('offers no Novo and refuses the new form with editar alone, which still edits a stored record', async () => {
    const { unmount } = abrir([EDITAR], '/teste/voluntarios');
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Novo' })).not.toBeInTheDocument());
    unmount();

    const novo = abrir([EDITAR], '/teste/voluntarios/novo');
    expect(await screen.findByText('Você não possui permissão para acessar essa funcionalidade')).toBeInTheDocument();
    novo.unmount();

    abrir([EDITAR], '/teste/voluntarios/7');
    await waitFor(() => expect(screen.getByDisplayValue('Ana Lima')).toBeEnabled());
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  });
});
