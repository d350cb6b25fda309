import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rotasDoDescritor } from '../../../src/shared/engine/rotas.ts';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { ANA, BETO, TAGS_TODAS, VOLUNTARIOS, conteudoDaTela, pagina } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

// An action that opens a page (abrir): a button in the list's toolbar that opens a page of the
// client's route table, and a row's action that opens a screen's form with the record's values in
// the address. Neither calls the server; each needs its tag.

const TAG_CONTAR = 'teste.voluntario.contar';

const DESCRITOR: Descriptor = {
  ...VOLUNTARIOS,
  acoes: [
    { nome: 'inventario', rotulo: 'Inventário', tag: TAG_CONTAR, onde: ['lista'], abrir: { rota: 'patrimonio.inventario' } },
    { nome: 'copiar', rotulo: 'Copiar', tag: TAG_CONTAR, onde: ['linha'], abrir: { rota: 'teste.voluntarios.novo', parametros: { apelido: 'nome', cidade: 'cidade' } } },
  ],
};

function abrir(tags: readonly string[]) {
  const stub = stubTela(tags, {
    'GET /api/telas/teste.voluntarios': conteudoDaTela(DESCRITOR),
    'GET /api/telas': { content: [{ name: DESCRITOR.rota.name, path: DESCRITOR.rota.path, titulo: DESCRITOR.titulo, familia: 'teste', tags: DESCRITOR.tags, rotas: rotasDoDescritor(DESCRITOR) }] },
    'GET /api/voluntarios': { content: pagina([ANA, BETO]) },
  });
  return { ...stub, ...renderTela('/teste/voluntarios') };
}

const posts = (calls: readonly { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('an action that opens a page', { timeout: 20_000 }, () => {
  it("the toolbar's button opens its page, with no call to the server", async () => {
    const usuario = userEvent.setup();
    const { location, calls } = abrir([...TAGS_TODAS, TAG_CONTAR]);
    await usuario.click(await screen.findByRole('button', { name: 'Inventário' }));
    expect(await screen.findByText('Outra página')).toBeInTheDocument();
    expect(location().pathname).toBe('/patrimonio/inventario');
    expect(posts(calls)).toEqual([]);
  });

  it("a row's action opens the screen's form with the record's values in the address", async () => {
    const usuario = userEvent.setup();
    const { location, query, calls } = abrir([...TAGS_TODAS, TAG_CONTAR]);
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await usuario.click(screen.getByRole('button', { name: 'Mais ações de Ana Lima' }));
    await usuario.click(await screen.findByRole('menuitem', { name: 'Copiar' }));
    await waitFor(() => expect(location().pathname).toBe('/teste/voluntarios/novo'));
    expect(Object.fromEntries(query())).toEqual({ apelido: 'Ana Lima', cidade: '3' });
    expect(posts(calls)).toEqual([]);
  });

  it('is not offered without its tag', async () => {
    abrir(TAGS_TODAS);
    await screen.findByRole('cell', { name: 'Ana Lima' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Inventário' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mais ações de Ana Lima' })).not.toBeInTheDocument());
  });
});
