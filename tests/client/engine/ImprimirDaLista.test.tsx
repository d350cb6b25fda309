import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { json, type RecordedCall } from '../support/fetchStub.ts';
import { ANA, BETO, SO_VISUALIZAR, TAGS_TODAS, VOLUNTARIOS, configuracao, pagina } from './fixtures.ts';
import { parametros, renderTela, stubTela } from './support.tsx';

// A descriptor list's Imprimir (tags.imprimir): beside Novo, to who holds the tag; it asks PDF or
// XLSX and posts what the list shows (search, filter, sort, columns) to {recurso}/imprimir.
// In jsdom, tabster may leave an open dialog aria-hidden: queries in it pass hidden: true.

const IMPRIMIR = 'teste.voluntario.imprimir';
const IMPRIMIVEL: Descriptor = { ...VOLUNTARIOS, tags: { ...VOLUNTARIOS.tags, imprimir: IMPRIMIR } };
const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

afterEach(() => {
  vi.unstubAllGlobals();
});

function abrir(path: string, tags: readonly string[]) {
  const impressoes: RecordedCall[] = [];
  const stub = stubTela(
    tags,
    {
      'GET /api/voluntarios': { content: pagina([ANA, BETO]) },
      'POST /api/voluntarios/imprimir': (call: RecordedCall) => {
        impressoes.push(call);
        return json({ content: { id: 1, estado: 'fila' }, message: SOLICITADO });
      },
    },
    configuracao(),
    IMPRIMIVEL,
  );
  renderTela(path);
  return { ...stub, impressoes };
}

describe("a list's Imprimir", { timeout: 30_000 }, () => {
  it('posts the search, filter and sort shown and the chosen format, and says the report was asked', async () => {
    const usuario = userEvent.setup();
    const { impressoes } = abrir(`/teste/voluntarios?q=ana&sort=nome,desc&filtro=${encodeURIComponent(JSON.stringify({ ativo: true }))}`, [...TAGS_TODAS, IMPRIMIR]);
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await usuario.click(await screen.findByRole('button', { name: 'Imprimir' }));

    const dialogo = await screen.findByRole('dialog', { hidden: true });
    await waitFor(() => expect(within(dialogo).getByText('Os registros da lista, com a pesquisa, os filtros e a ordem aplicados.')).toBeInTheDocument());
    await waitFor(() => expect(within(dialogo).getByText('O PDF traz até 5.000 registros; a planilha (XLSX), até 50.000.')).toBeInTheDocument());
    await usuario.click(within(dialogo).getByRole('radio', { name: 'XLSX', hidden: true }));
    await usuario.click(within(dialogo).getByRole('button', { name: 'Emitir', hidden: true }));

    await waitFor(() => expect(impressoes).toHaveLength(1));
    expect(Object.fromEntries(parametros(impressoes[0]!))).toEqual({ q: 'ana', ativo: 'true', sort: 'nome,desc' });
    expect(impressoes[0]?.body).toEqual({ formato: 'XLSX', colunas: ['nome', 'nascimento', 'ajudaDeCusto', 'ativo', 'cidade'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(await screen.findByText(SOLICITADO)).toBeInTheDocument();
  });

  it('Cancelar posts nothing', async () => {
    const usuario = userEvent.setup();
    const { impressoes } = abrir('/teste/voluntarios', [...TAGS_TODAS, IMPRIMIR]);
    await usuario.click(await screen.findByRole('button', { name: 'Imprimir' }));
    await usuario.click(within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', { name: 'Cancelar', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(impressoes).toHaveLength(0);
  });

  it('is not offered to who lacks tags.imprimir', async () => {
    abrir('/teste/voluntarios', SO_VISUALIZAR);
    expect(await screen.findByRole('cell', { name: 'Ana Lima' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument());
  });
});
