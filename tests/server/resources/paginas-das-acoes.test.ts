import { describe, expect, it } from 'vitest';
import { ROTAS } from '../../../src/client/app/routes/familias/index.ts';
import { carregarCatalogoDeTelas } from '../../../src/server/resources/index.ts';
import { PAGINAS_DAS_ACOES } from '../../../src/shared/engine/paginas-das-acoes.ts';

// The hand-written pages a descriptor's action may open are named in src/shared (the server's
// start-up check cannot read the client's route table): each must be a route of that table.

describe('the pages the actions open', () => {
  it("are routes of the client's table", () => {
    const nomes = new Set<string>(ROTAS.map((rota) => rota.name));
    expect([...PAGINAS_DAS_ACOES].filter((nome) => !nomes.has(nome))).toEqual([]);
  });

  it('Bens opens the inventory count from its toolbar', async () => {
    const { telas } = await carregarCatalogoDeTelas();
    const bens = telas.find((tela) => tela.descritor.rota.name === 'patrimonio.bens')?.descritor;
    expect(bens?.acoes?.find((acao) => acao.abrir !== undefined)).toEqual({
      nome: 'inventario',
      rotulo: 'Inventário',
      tag: 'patrimonio.inventario.contar',
      onde: ['lista'],
      abrir: { rota: 'patrimonio.inventario' },
    });
  });
});
