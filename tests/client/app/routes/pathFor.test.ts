import { describe, expect, it } from 'vitest';
import { FAMILIAS, ROTAS } from '../../../../src/client/app/routes/familias/index.ts';
import { entradasDoMenu } from '../../../../src/client/app/routes/menu.ts';
import { PAGINAS } from '../../../../src/client/app/routes/paginas.ts';
import { pathFor } from '../../../../src/client/app/routes/pathFor.ts';

describe('pathFor', () => {
  it.each([
    ['login', '/login'],
    ['novasenha', '/novasenha'],
    ['recuperarsenha', '/recuperarsenha'],
    ['selecaounidade', '/selecaounidade'],
    ['planopermissao', '/planopermissao'],
    ['perfilusuario', '/perfilusuario'],
    ['perfilusuario.dados', '/perfilusuario/dados'],
    ['perfilusuario.alteracaosenha', '/perfilusuario/alteracaosenha'],
    ['gestaopessoas.lista', '/gestaopessoas/lista'],
  ] as const)('names %s as %s', (name, path) => {
    expect(pathFor(name)).toBe(path);
  });

  it('fills the parameters and appends a query', () => {
    expect(pathFor('gestaopessoas.pessoa.editar', { id: 7 })).toBe('/gestaopessoas/pessoa/7');
    expect(pathFor('login', {}, { redirect: '/gestaopessoas/lista?q=a' })).toBe('/login?redirect=%2Fgestaopessoas%2Flista%3Fq%3Da');
  });

  it('refuses an unknown name: the compiler first, then at run time, naming it', () => {
    // @ts-expect-error: the route files name no such route.
    expect(() => pathFor('gestaopessoas.inexistente')).toThrow('gestaopessoas.inexistente');
  });
});

describe('the route files', () => {
  const nomes = ROTAS.flatMap((rota) => [rota.name, ...('abas' in rota ? rota.abas.map((aba) => aba.name) : [])]);

  it('name each route once, and give each page a page of its own', () => {
    expect(new Set(nomes).size).toBe(nomes.length);
    expect(Object.keys(PAGINAS).sort()).toEqual(nomes.filter((nome) => !ROTAS.some((rota) => rota.name === nome && 'abas' in rota)).sort());
  });

  it('open a route that is no page of its family from a route of the same family', () => {
    for (const familia of FAMILIAS) {
      const daFamilia = new Set(familia.rotas.flatMap((rota) => [rota.name, ...('abas' in rota ? rota.abas.map((aba) => aba.name) : [])]));
      const origens = familia.rotas.flatMap((rota) => ('origem' in rota ? [rota.origem] : []));
      expect(origens.filter((origem) => !daFamilia.has(origem))).toEqual([]);
      if ('telasApos' in familia) expect(daFamilia).toContain(familia.telasApos);
    }
  });
});

describe('the module menu', () => {
  const todas = () => true;

  it("leads each family of the menu's list to its first page: the menu's families, in their order", () => {
    expect(entradasDoMenu(todas, []).map((entrada) => [entrada.rotulo, entrada.path])).toEqual([
      ['Gestão de Pessoas', '/gestaopessoas/lista'],
      ['Financeiro', '/financeiro/fornecedor'],
      ['Aprovação Financeira', '/aprovacaofinanceira/relatorios'],
      ['Projetos', '/projetos'],
      ['Mobilização', '/mobilizacao/telemarketing/agenda'],
      ['Registro de Intervalo', '/registrointervalo/intervalos'],
      ['Patrimônio', '/patrimonio/inventario'],
      ['Doações', '/doacao/doacoes/dashboard'],
      ['Suprimentos', '/suprimentos/relatorios'],
      ['Atendimento', '/atendimento/relatorios'],
      ['Comunicados', '/comunicados'],
      ['CEBAS', '/cebas/superior'],
      ['Mensagens', '/mensagens'],
      ['Configurações', '/configuracoes'],
    ]);
  });

  it('skips the pages the user may not open', () => {
    const so = (tag: string) => (exigidas: readonly string[], opcoes?: { any?: boolean }) =>
      opcoes?.any ? exigidas.includes(tag) : exigidas.every((t) => t === tag);
    expect(entradasDoMenu(so('gestaopessoas.pessoa.importar'), []).map((entrada) => entrada.path)).toEqual(['/gestaopessoas/importacao', '/comunicados', '/mensagens']);
    expect(entradasDoMenu(so('configuracoes.parametro.visualizar'), []).map((entrada) => entrada.path)).toEqual(['/comunicados', '/mensagens', '/configuracoes']);
  });
});
