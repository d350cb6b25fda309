import { describe, expect, it } from 'vitest';
import { paginasDaFamilia } from '../../../../src/client/app/routes/paginasDaFamilia.ts';
import type { TelaDoCatalogo } from '../../../../src/client/engine/dados/contrato.ts';

const tela = (name: string, path: string, titulo: string, visualizar = `${name}.visualizar`): TelaDoCatalogo => ({
  name,
  path,
  titulo,
  familia: path.split('/')[1] ?? '',
  tags: { visualizar },
  rotas: { novo: { name: `${name}.novo`, path: `${path}/novo` }, editar: { name: `${name}.editar`, path: `${path}/:id` }, importacao: null, resultadoDaImportacao: null },
});

const GRUPO = tela('gestaopessoas.grupo', '/gestaopessoas/grupo', 'Grupos de Pessoas');
const IDIOMAS = tela('gestaopessoas.configuracoes.idiomas', '/gestaopessoas/configuracoes/idiomas', 'Idiomas', 'gp.config');
const CARGOS = tela('gestaopessoas.configuracoes.cargos', '/gestaopessoas/configuracoes/cargos', 'Cargos', 'gp.config');
const UNIDADES = tela('configuracoes.unidades', '/configuracoes/unidades', 'Unidades');
const CATALOGO = [IDIOMAS, GRUPO, CARGOS, UNIDADES];

const todas = () => true;
const com =
  (...tags: string[]) =>
  (exigidas: readonly string[], opcoes?: { any?: boolean }) =>
    opcoes?.any ? exigidas.some((t) => tags.includes(t)) : exigidas.every((t) => tags.includes(t));
const resumo = (familia: string, pode = todas as Parameters<typeof paginasDaFamilia>[2], telas = CATALOGO) =>
  paginasDaFamilia(familia, telas, pode).map((p) => [p.rotulo, p.path]);

describe("a family's pages", () => {
  it("are its routes in its file's order, with the engine's screens, then its sections, after the first; never a form", () => {
    expect(resumo('gestaopessoas')).toEqual([
      ['Pessoas', '/gestaopessoas/lista'],
      ['Grupos de Pessoas', '/gestaopessoas/grupo'],
      ['Configurações', '/gestaopessoas/configuracoes'],
      ['Importação', '/gestaopessoas/importacao'],
      ['Relatórios', '/gestaopessoas/relatorios'],
    ]);
  });

  it('select a section for its root and each of its tabs', () => {
    const secao = paginasDaFamilia('gestaopessoas', CATALOGO, todas).find((p) => p.path === '/gestaopessoas/configuracoes');
    expect(secao?.caminhos).toEqual(['/gestaopessoas/configuracoes', IDIOMAS.path, CARGOS.path]);
  });

  it('are those the user may open', () => {
    expect(resumo('gestaopessoas', com('gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.imprimir'))).toEqual([
      ['Pessoas', '/gestaopessoas/lista'],
      ['Relatórios', '/gestaopessoas/relatorios'],
    ]);
    expect(resumo('gestaopessoas', com('gp.config'))).toEqual([['Configurações', '/gestaopessoas/configuracoes']]);
    expect(resumo('gestaopessoas', com())).toEqual([]);
  });

  it('put the engine where the family says, and mark its index', () => {
    const paginas = paginasDaFamilia('configuracoes', CATALOGO, todas);
    expect(paginas.map((p) => [p.path, p.indice])).toEqual([
      ['/configuracoes', true],
      ['/configuracoes/usuarios', false],
      ['/configuracoes/grupopermissao', false],
      ['/configuracoes/unidades', false],
      ['/configuracoes/configuracaocampo', false],
      ['/configuracoes/parametro', false],
      ['/configuracoes/parametroemail', false],
      ['/configuracoes/internacionalizacao', false],
    ]);
  });

  it('merge the engine and the routes with an ordem into one order: Aprovação Financeira opens Pagamentos, then Empréstimos, Configurações, its reports last', () => {
    const aprov = (secao: string, nome: string, ordem: number): TelaDoCatalogo => ({
      ...tela(`aprovacaofinanceira.${secao}.${nome}`, `/aprovacaofinanceira/${secao}/${nome}`, nome),
      ordem,
    });
    // The catalogue's own order: by ordem, then path.
    const telas = [
      aprov('pagamentos', 'aprovacao', 1),
      aprov('pagamentos', 'historico', 2),
      aprov('emprestimos', 'solicitacaoemprestimo', 11),
      aprov('emprestimos', 'aprovacaoemprestimo', 12),
      aprov('configuracoes', 'perfis', 21),
      aprov('configuracoes', 'alcadas', 22),
    ];
    expect(resumo('aprovacaofinanceira', todas, telas).map(([, path]) => path)).toEqual([
      '/aprovacaofinanceira/pagamentos',
      '/aprovacaofinanceira/emprestimos',
      '/aprovacaofinanceira/configuracoes',
      '/aprovacaofinanceira/relatorios',
    ]);
    // Without the approval's tags, the first page the admin of loans may see is theirs.
    expect(resumo('aprovacaofinanceira', com('aprovacaofinanceira.emprestimos.solicitacaoemprestimo.visualizar'), telas)).toEqual([['Empréstimos', '/aprovacaofinanceira/emprestimos']]);
  });

  it('place a route with an ordem before the first engine page ordered after it', () => {
    const depois = { ...tela('aprovacaofinanceira.arquivo.antigos', '/aprovacaofinanceira/arquivo/antigos', 'Antigos'), ordem: 95 };
    const antes = { ...tela('aprovacaofinanceira.pagamentos.aprovacao', '/aprovacaofinanceira/pagamentos/aprovacao', 'Aprovação'), ordem: 1 };
    expect(resumo('aprovacaofinanceira', todas, [antes, depois]).map(([, path]) => path)).toEqual([
      '/aprovacaofinanceira/pagamentos',
      '/aprovacaofinanceira/relatorios',
      '/aprovacaofinanceira/arquivo',
    ]);
  });

  it("of a family only the engine knows are its screens", () => {
    expect(resumo('exemplo', todas, [tela('exemplo.tipos', '/exemplo/tipos', 'Tipos de exemplo')])).toEqual([['Tipos de exemplo', '/exemplo/tipos']]);
  });

  it("take a section of the engine under a page's own path as that page's tabs", () => {
    const A_DEFINIR = tela('financeiro.geracaotitulos.titulosadefinir', '/financeiro/geracaotitulos/titulosadefinir', 'Títulos a definir', 'fin.ver');
    const DEFINIDOS = tela('financeiro.geracaotitulos.titulosdefinidos', '/financeiro/geracaotitulos/titulosdefinidos', 'Títulos definidos', 'fin.ver');
    const telas = [A_DEFINIR, DEFINIDOS];
    const geracao = paginasDaFamilia('financeiro', telas, todas).filter((p) => p.path === '/financeiro/geracaotitulos');
    expect(geracao.map((p) => [p.rotulo, p.caminhos])).toEqual([['Geração de títulos', ['/financeiro/geracaotitulos', A_DEFINIR.path, DEFINIDOS.path]]]);
    // Without the page's tag, the lists are still a section of their own.
    expect(resumo('financeiro', com('fin.ver'), telas)).toEqual([['Geração de títulos', '/financeiro/geracaotitulos']]);
  });

  it('take a route that joins a section of the screens as one of its tabs, shown with its tag alone', () => {
    const remessa = (nome: string, ordem: number): TelaDoCatalogo => ({ ...tela(`mobilizacao.remessa.${nome}`, `/mobilizacao/remessa/${nome}`, nome, `mobilizacao.remessa.${nome}.ver`), ordem });
    const telas = [remessa('envio', 14), remessa('historico', 16), remessa('retorno-detalhes', 17)];
    const paginas = paginasDaFamilia('mobilizacao', telas, todas);
    expect(paginas.map((p) => p.path)).not.toContain('/mobilizacao/remessa/retorno');
    expect(paginas.find((p) => p.path === '/mobilizacao/remessa')?.caminhos).toEqual([
      '/mobilizacao/remessa',
      '/mobilizacao/remessa/envio',
      '/mobilizacao/remessa/retorno',
      '/mobilizacao/remessa/historico',
      '/mobilizacao/remessa/retorno-detalhes',
    ]);
    expect(resumo('mobilizacao', com('mobilizacao.remessa.retorno'), telas)).toEqual([['Remessa', '/mobilizacao/remessa']]);
    expect(resumo('mobilizacao', com('mobilizacao.remessa.historico.ver'), telas)).toEqual([['Remessa', '/mobilizacao/remessa']]);
    // Without the section's screens, the route is a page of its own.
    expect(resumo('mobilizacao', com('mobilizacao.remessa.retorno'), [])).toEqual([['Retorno do banco', '/mobilizacao/remessa/retorno']]);
  });
});
