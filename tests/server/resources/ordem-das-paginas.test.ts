import { describe, expect, it } from 'vitest';
import { FAMILIAS } from '../../../src/client/app/routes/familias/index.ts';
import { paginasDaFamilia } from '../../../src/client/app/routes/paginasDaFamilia.ts';
import { carregarCatalogoDeTelas } from '../../../src/server/resources/index.ts';
import { telasDoMenu } from '../../../src/server/resources/rotas-telas.ts';

// The family pages of the real catalogue (GET /api/telas as the server builds it) in the menu's
// one order: a section stands at its lowest screen's ordem, a family route with an ordem among them.

const todas = () => true;

describe("the real catalogue's family pages", () => {
  it('Aprovação Financeira opens Pagamentos, then Empréstimos, Configurações and Relatórios', async () => {
    const telas = telasDoMenu(await carregarCatalogoDeTelas());
    expect(paginasDaFamilia('aprovacaofinanceira', telas, todas).map((p) => p.path)).toEqual([
      '/aprovacaofinanceira/pagamentos',
      '/aprovacaofinanceira/emprestimos',
      '/aprovacaofinanceira/configuracoes',
      '/aprovacaofinanceira/relatorios',
    ]);
  });

  it.each([
    ['patrimonio', ['/patrimonio/bens', '/patrimonio/inventario', '/patrimonio/configuracoes', '/patrimonio/relatorios']],
    ['suprimentos', ['/suprimentos/itens', '/suprimentos/estoque', '/suprimentos/configuracoes', '/suprimentos/relatorios']],
  ])('%s opens its register, then its flows, its configuration and its reports', async (familia, paginas) => {
    const telas = telasDoMenu(await carregarCatalogoDeTelas());
    expect(paginasDaFamilia(familia, telas, todas).map((p) => p.path)).toEqual(paginas);
  });

  it("every family's engine sections (those no route of the family draws) stand in their lowest screen's order", async () => {
    const telas = telasDoMenu(await carregarCatalogoDeTelas());
    const rotas = new Set<string>(FAMILIAS.flatMap((f) => f.rotas.map((rota) => rota.path)));
    for (const familia of new Set(telas.map((tela) => tela.familia))) {
      const daFamilia = telas.filter((tela) => tela.familia === familia);
      const menorOrdem = (path: string): number => Math.min(...daFamilia.filter((tela) => tela.path.startsWith(`${path}/`)).map((tela) => tela.ordem ?? Number.MAX_SAFE_INTEGER));
      const secoes = paginasDaFamilia(familia, telas, todas)
        .map((p) => p.path)
        .filter((path) => !rotas.has(path) && !daFamilia.some((tela) => tela.path === path) && daFamilia.some((tela) => tela.path.startsWith(`${path}/`)));
      const ordens = secoes.map(menorOrdem);
      expect(ordens, familia).toEqual([...ordens].sort((a, b) => a - b));
    }
  });
});
