import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaginaDaConcessionaria } from '../../../../src/shared/api/concessionarias.ts';
import { rotasDoDescritor } from '../../../../src/shared/engine/rotas.ts';
import type { Descriptor, Model } from '../../../../src/shared/engine/types.ts';
import { PRIMEIRA_CARGA, abrirCadastro } from '../../pages/gestaopessoas/support.tsx';

// The shell's pages and the engine's screens are one set of routes: a hand-written page joins the
// section of screens its route names (Retorno do banco among the Remessa's tabs), and a screen's
// literal path beats a page's parameter (/mobilizacao/concessionarias/consentimentos is the
// screen, /mobilizacao/concessionarias/LUZ the utility's page).

const DESCRITORES = import.meta.glob<Descriptor>('/screens/mobilizacao/**/*.json', { eager: true, import: 'default' });
const MODELOS = import.meta.glob<Model>('/schemas/*.json', { eager: true, import: 'default' });
const TELAS = ['remessa/envio', 'remessa/historico', 'remessa/retorno-detalhes', 'concessionarias/consentimentos'].map((arquivo) => {
  const lido = DESCRITORES[`/screens/mobilizacao/${arquivo}.json`];
  if (lido === undefined) throw new Error(`${arquivo} não existe.`);
  return lido;
});

const vazia = { content: { resultList: [], hasMore: false, page: 1, rpp: 10, count: 0, countExact: true, pageCount: 1 } };
const LUZ: PaginaDaConcessionaria = { id: 3, codigo: 'LUZ', nome: 'Luz do Vale', convenio: '1234', taxaPercentual: 2, tarifaFixa: 0.5, instalacaoInicio: 1, instalacaoFim: 10, ativo: true, retornos: [], pendencias: [] };

function abrir(path: string, tags: readonly string[]) {
  return abrirCadastro(path, {
    tags,
    outros: {
      'GET /api/telas': {
        content: TELAS.map((d) => ({ name: d.rota.name, path: d.rota.path, titulo: d.titulo, familia: 'mobilizacao', tags: d.tags, rotas: rotasDoDescritor(d), ordem: d.ordem ?? null })),
      },
      'GET /api/configuracoesCamposFomularios/config': { content: {} },
      'GET /api/mobilizacao/concessionarias/LUZ/pagina': { content: LUZ },
      ...Object.fromEntries(
        TELAS.flatMap((d) => [
          [`GET /api/telas/${d.rota.name}`, { content: { descritor: d, modelo: MODELOS[`/schemas/${d.modelo}.json`], modelosReferenciados: {} } }],
          [`GET ${d.recurso}`, vazia],
          [`POST ${d.recurso}/filter`, vazia],
          [`GET ${d.recurso}/metadatalist`, { content: { camposPesquisados: [] } }],
        ]),
      ),
    },
  });
}

const REMESSA = ['mobilizacao.remessa.visualizar', 'mobilizacao.remessa.retorno'];
/** The tabs, by name, in order. */
function abasSao(lista: HTMLElement, nomes: readonly string[]) {
  const abas = within(lista).getAllByRole('tab');
  expect(abas).toHaveLength(nomes.length);
  nomes.forEach((nome, i) => expect(abas[i]).toHaveAccessibleName(nome));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the shell's pages among the engine's screens", { timeout: 30_000 }, () => {
  it("shows Retorno do banco as a tab of the Remessa section, at its place among the descriptors' tabs", async () => {
    abrir('/mobilizacao/remessa/retorno', [...REMESSA, 'mobilizacao.consulta.visualizar']);

    const abas = await screen.findByRole('tablist', { name: 'Remessa' }, PRIMEIRA_CARGA);
    await waitFor(() => abasSao(abas, ['Envio de remessa', 'Retorno do banco', 'Histórico', 'Detalhes dos retornos']));
    await waitFor(() => expect(within(abas).getByRole('tab', { name: 'Retorno do banco' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByLabelText('Arraste e solte o arquivo de retorno aqui ou clique para selecionar')).toBeInTheDocument();
    // The family's navigation has the section, not the page apart.
    const familia = await screen.findByRole('navigation', { name: 'Mobilização' });
    await waitFor(() => abasSao(familia, ['Consulta', 'Remessa']));
    await waitFor(() => expect(within(familia).getByRole('tab', { name: 'Remessa' })).toHaveAttribute('aria-selected', 'true'));
  });

  it("shows the tab with its tag alone, and the section's root opens it", async () => {
    const app = abrir('/mobilizacao/remessa', ['mobilizacao.remessa.retorno']);

    await waitFor(() => expect(app.currentUrl()).toBe('/mobilizacao/remessa/retorno'), PRIMEIRA_CARGA);
    const abas = await screen.findByRole('tablist', { name: 'Remessa' });
    await waitFor(() => abasSao(abas, ['Retorno do banco']));
  });

  it("opens a screen at its literal path where a page's parameter would match", async () => {
    abrir('/mobilizacao/concessionarias/consentimentos', ['mobilizacao.concessionaria.visualizar']);
    expect(await screen.findByRole('heading', { name: 'Consentimentos', level: 1 }, PRIMEIRA_CARGA)).toBeInTheDocument();
  });

  it("opens the utility's page at its code", async () => {
    abrir('/mobilizacao/concessionarias/LUZ', ['mobilizacao.concessionaria.visualizar']);
    expect(await screen.findByRole('heading', { name: 'Luz do Vale', level: 1 }, PRIMEIRA_CARGA)).toBeInTheDocument();
  });
});
