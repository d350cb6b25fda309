import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useParams } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders.tsx';
import { TelaFormulario } from '../../../src/client/engine/formulario/TelaFormulario.tsx';
import { TelaLista } from '../../../src/client/engine/lista/TelaLista.tsx';
import { expandirFilhos } from '../../../src/shared/engine/filhos.ts';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import { campoVisivel } from '../../../src/shared/engine/visibilidade.ts';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { logIn } from '../support/fixtures.ts';
import { stubFetch } from '../support/fetchStub.ts';
import { amostraDoModelo, modelosReferenciados } from './amostras.ts';
import { pagina } from './fixtures.ts';
import { resumoDaTela } from './resumo.ts';

// Every descriptor under screens/ rendered as a list (a fixed page of sample records) and as
// the form of the first of them, with an empty field configuration: a new descriptor is
// covered by adding its file, with no test to write.

const DESCRITORES = import.meta.glob<Descriptor>('/screens/**/*.json', { eager: true, import: 'default' });
// As the server serves them: each child table's list (x-filhos) with its child's fields as items.
const MODELOS: Readonly<Record<string, Model>> = expandirFilhos(
  Object.fromEntries(Object.values(import.meta.glob<Model>('/schemas/*.json', { eager: true, import: 'default' })).map((m) => [m.$id, m])),
).modelos;

const casos = Object.entries(DESCRITORES)
  .map(([arquivo, descritor]) => ({ arquivo: arquivo.replace(/^\/screens\//, ''), descritor }))
  .sort((a, b) => a.arquivo.localeCompare(b.arquivo));

function prepararServidor(descritor: Descriptor) {
  const modelo = MODELOS[descritor.modelo];
  if (!modelo) throw new Error(`O descritor ${descritor.rota.name} usa o modelo '${descritor.modelo}', que não existe em schemas/.`);
  const referenciados = modelosReferenciados(descritor, modelo, MODELOS);
  const registros = [1, 2].map((i) => amostraDoModelo(modelo, MODELOS, i));
  // The server names the searched fields by their titles.
  const lista = mesclarTela(descritor, modelo, {}).lista;
  const pesquisados = (lista?.camposPesquisados ?? []).map((campo) => lista?.colunas.find((c) => c.campo === campo)?.titulo ?? campo);
  logIn();
  stubFetch({
    'GET /api/context/usuarios/permissoes': { content: ['administrador'] },
    [`GET /api/telas/${descritor.rota.name}`]: { content: { descritor, modelo, modelosReferenciados: referenciados } },
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
    [`GET ${descritor.recurso}`]: { content: pagina(registros, { count: 12, pageCount: 2, hasMore: true }) },
    [`GET ${descritor.recurso}/metadatalist`]: { content: { params: {}, camposPesquisados: pesquisados } },
    [`GET ${descritor.recurso}/1`]: { content: registros[0] },
  });
  return { modelo, registro: registros[0] };
}

function renderizar(descritor: Descriptor, path: string) {
  const { name, path: base } = descritor.rota;
  function Edicao() {
    return <TelaFormulario name={name} id={useParams().id} />;
  }
  const router = createMemoryRouter(
    [
      { path: base, element: <TelaLista name={name} /> },
      { path: `${base}/:id`, element: <Edicao /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every screen descriptor', { timeout: 20_000 }, () => {
  it('exists', () => {
    expect(casos.length).toBeGreaterThan(0);
  });

  describe.each(casos.map((caso) => [caso.arquivo, caso.descritor] as const))('%s', (_arquivo, descritor) => {
    it.runIf(descritor.lista !== undefined)('renders its list', async () => {
      const { modelo } = prepararServidor(descritor);
      const tela = mesclarTela(descritor, modelo, {});
      const vista = renderizar(descritor, descritor.rota.path);

      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
      const titulos = screen.getAllByRole('columnheader').map((c) => c.textContent);
      // A screen with actions on the selection has a first column of checkboxes.
      const selecao = tela.acoes.some((acao) => acao.onde.includes('selecao')) ? [''] : [];
      expect(titulos).toEqual([...selecao, ...(tela.lista?.colunas ?? []).map((c) => c.titulo), 'Ações']);
      expect(resumoDaTela(vista.container)).toMatchSnapshot();
    });

    // A settings screen is no record's form: TelaConfiguracao.test.tsx renders it.
    it.runIf(descritor.formulario !== undefined && descritor.configuracao !== true)('renders its form with a record', async () => {
      const { modelo, registro } = prepararServidor(descritor);
      const tela = mesclarTela(descritor, modelo, {});
      const vista = renderizar(descritor, `${descritor.rota.path}/1`);

      await screen.findByRole('form', { name: descritor.titulo });
      // A form in tabs opens on its first: the sections of the others are not rendered yet.
      const abas = tela.formulario?.abas ?? null;
      const deOutraAba = new Set(abas === null ? [] : abas.slice(1).flatMap((a) => a.secoes));
      const secoes = (tela.formulario?.secoes ?? []).filter((s) => !deOutraAba.has(s.nome));
      const visiveis = secoes.flatMap((s) => s.campos).filter((c) => campoVisivel(c, registro));
      for (const campo of visiveis) await waitFor(() => expect(screen.getAllByText(campo.titulo).length).toBeGreaterThan(0));
      expect(resumoDaTela(vista.container)).toMatchSnapshot();
    });
  });
});
