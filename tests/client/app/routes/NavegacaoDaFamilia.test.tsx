import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rotasDoDescritor } from '../../../../src/shared/engine/rotas.ts';
import type { Descriptor, Model } from '../../../../src/shared/engine/types.ts';
import { PRIMEIRA_CARGA, TAGS_OPERADOR, TAGS_PESSOAS, abrirCadastro } from '../../pages/gestaopessoas/support.tsx';

// Each family's pages are one click apart (issue: Grupos de Pessoas and the people configuration
// tables had no menu entry, no tab, no link). The catalogue is the repository's own descriptors.

const DESCRITORES = import.meta.glob<Descriptor>('/screens/gestaopessoas/**/*.json', { eager: true, import: 'default' });
const MODELOS = import.meta.glob<Model>('/schemas/*.json', { eager: true, import: 'default' });
const descritor = (arquivo: string): Descriptor => {
  const lido = DESCRITORES[`/screens/gestaopessoas/${arquivo}.json`];
  if (lido === undefined) throw new Error(`${arquivo} não existe.`);
  return lido;
};
const TELAS = ['grupo', 'configuracoes/idiomas', 'configuracoes/cargos'].map(descritor);

const noCatalogo = (d: Descriptor) => ({
  name: d.rota.name,
  path: d.rota.path,
  titulo: d.titulo,
  familia: 'gestaopessoas',
  tags: d.tags,
  rotas: rotasDoDescritor(d),
});

const vazia = { content: { resultList: [], hasMore: false, page: 1, rpp: 10, count: 0, countExact: true, pageCount: 1 } };
const TAGS_ADMIN = [...TAGS_PESSOAS, 'gestaopessoas.grupo.visualizar', 'gestaopessoas.grupo.editar', 'gestaopessoas.configuracao.visualizar'];

function abrir(path: string, tags: readonly string[]) {
  return abrirCadastro(path, {
    tags,
    outros: {
      'GET /api/telas': { content: TELAS.map(noCatalogo) },
      'GET /api/configuracoesCamposFomularios/config': { content: {} },
      ...Object.fromEntries(
        TELAS.flatMap((d) => [
          [`GET /api/telas/${d.rota.name}`, { content: { descritor: d, modelo: MODELOS[`/schemas/${d.modelo}.json`], modelosReferenciados: {} } }],
          [`GET ${d.recurso}`, vazia],
          [`GET ${d.recurso}/metadatalist`, { content: { camposPesquisados: [] } }],
        ]),
      ),
    },
  });
}

const navegacao = () => screen.findByRole('navigation', { name: 'Gestão de Pessoas' }, PRIMEIRA_CARGA);
/** The tabs, by name, in order. */
function abasSao(lista: HTMLElement, nomes: readonly string[]) {
  const abas = within(lista).getAllByRole('tab');
  expect(abas).toHaveLength(nomes.length);
  nomes.forEach((nome, i) => expect(abas[i]).toHaveAccessibleName(nome));
}
const selecionada = (nav: HTMLElement, nome: string) => waitFor(() => expect(within(nav).getByRole('tab', { name: nome })).toHaveAttribute('aria-selected', 'true'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the people family's navigation", { timeout: 30_000 }, () => {
  it('offers the register, its groups, its configuration tables, the import and the reports, one click apart', async () => {
    const app = abrir('/gestaopessoas/lista', TAGS_ADMIN);

    const nav = await navegacao();
    await waitFor(() => abasSao(nav, ['Pessoas', 'Grupos de Pessoas', 'Configurações', 'Importação', 'Relatórios']));
    await selecionada(nav, 'Pessoas');

    await userEvent.click(within(nav).getByRole('tab', { name: 'Grupos de Pessoas' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/grupo'));
    await selecionada(await navegacao(), 'Grupos de Pessoas');

    await userEvent.click(within(await navegacao()).getByRole('tab', { name: 'Configurações' }));
    // The section's root opens its first tab: the configuration tables are its tabs.
    await waitFor(() => expect(app.currentUrl()).toBe('/gestaopessoas/configuracoes/idiomas'));
    await selecionada(await navegacao(), 'Configurações');
    const tabelas = await screen.findByRole('tablist', { name: 'Configurações' }, PRIMEIRA_CARGA);
    abasSao(tabelas, ['Idiomas', 'Cargos']);
  });

  it("offers only what the user's tags allow", async () => {
    abrir('/gestaopessoas/lista', TAGS_OPERADOR);

    const nav = await navegacao();
    await waitFor(() => abasSao(nav, ['Pessoas', 'Relatórios']));
  });

  it('stays off a form, which its list opens', async () => {
    abrir('/gestaopessoas/grupo/novo', TAGS_ADMIN);
    expect(await screen.findByRole('form', { name: 'Grupos de Pessoas' }, PRIMEIRA_CARGA)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Gestão de Pessoas' })).not.toBeInTheDocument());
  });
});
