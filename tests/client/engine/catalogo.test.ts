import { describe, expect, it } from 'vitest';
import { entradasDoMenu } from '../../../src/client/app/routes/menu.ts';
import type { TelaDoCatalogo } from '../../../src/client/engine/dados/contrato.ts';
import { rotasDaTela, secoesDasTelas } from '../../../src/client/engine/rotas/catalogo.ts';

const tela = (name: string, path: string, titulo = name): TelaDoCatalogo => ({
  name,
  path,
  titulo,
  familia: path.split('/')[1] ?? '',
  tags: { visualizar: `${name}.visualizar` },
  rotas: { novo: { name: `${name}.novo`, path: `${path}/novo` }, editar: { name: `${name}.editar`, path: `${path}/:id` }, importacao: null, resultadoDaImportacao: null },
});

const IDIOMAS = tela('gestaopessoas.configuracoes.idiomas', '/gestaopessoas/configuracoes/idiomas', 'Idiomas');
const CARGOS = tela('gestaopessoas.configuracoes.cargos', '/gestaopessoas/configuracoes/cargos', 'Cargos');
const GRUPO = tela('gestaopessoas.grupo', '/gestaopessoas/grupo', 'Grupos');
const SETORES = tela('configuracoes.setores', '/configuracoes/setores', 'Setores');

const nomesDasRotas = (t: TelaDoCatalogo) => rotasDaTela(t).map((rota) => [rota.name, rota.path, rota.modo]);

describe('the routes of the catalogue', () => {
  it('names each screen <name>, <name>.novo and <name>.editar', () => {
    expect(nomesDasRotas(SETORES)).toEqual([
      ['configuracoes.setores', '/configuracoes/setores', 'lista'],
      ['configuracoes.setores.novo', '/configuracoes/setores/novo', 'novo'],
      ['configuracoes.setores.editar', '/configuracoes/setores/:id', 'editar'],
    ]);
  });

  it("follows the form routes the server resolved from the descriptor's formulario.rotas", () => {
    const unidades: TelaDoCatalogo = {
      ...tela('configuracoes.unidades', '/configuracoes/unidades', 'Unidades'),
      rotas: {
        novo: { name: 'configuracoes.unidades.novo', path: '/configuracoes/unidades/novo' },
        editar: { name: 'configuracoes.unidade.editar', path: '/configuracoes/unidade/:id' },
        importacao: null,
        resultadoDaImportacao: null,
      },
    };
    expect(nomesDasRotas(unidades)).toEqual([
      ['configuracoes.unidades', '/configuracoes/unidades', 'lista'],
      ['configuracoes.unidades.novo', '/configuracoes/unidades/novo', 'novo'],
      ['configuracoes.unidade.editar', '/configuracoes/unidade/:id', 'editar'],
    ]);
  });

  it('gives a screen without a form its list route only', () => {
    expect(nomesDasRotas({ ...SETORES, rotas: { novo: null, editar: null, importacao: null, resultadoDaImportacao: null } })).toEqual([['configuracoes.setores', '/configuracoes/setores', 'lista']]);
  });

  it("gives a settings screen one route, its form's, at its path", () => {
    const parametros: TelaDoCatalogo = { ...tela('financeiro.configuracoes.parametros', '/financeiro/configuracoes/parametros'), rotas: { novo: null, editar: null, importacao: null, resultadoDaImportacao: null }, configuracao: true };
    expect(nomesDasRotas(parametros)).toEqual([['financeiro.configuracoes.parametros', '/financeiro/configuracoes/parametros', 'configuracao']]);
  });

  it('groups screens under a common root that is no screen into a section of tabs', () => {
    const [secao, ...outras] = secoesDasTelas([IDIOMAS, GRUPO, CARGOS, SETORES]);
    expect(outras).toEqual([]);
    expect(secao).toEqual({
      name: 'gestaopessoas.configuracoes',
      path: '/gestaopessoas/configuracoes',
      titulo: 'Configurações',
      abas: [
        { name: IDIOMAS.name, path: IDIOMAS.path, titulo: 'Idiomas', permissao: { tags: [IDIOMAS.tags.visualizar] } },
        { name: CARGOS.name, path: CARGOS.path, titulo: 'Cargos', permissao: { tags: [CARGOS.tags.visualizar] } },
      ],
    });
  });

  it("names a section of one screen by that screen, so two sections never read as the same word", () => {
    const agrupados = tela('financeiro.impostos.agrupados', '/financeiro/impostos/agrupados', 'Impostos agrupados');
    const agrupamento = tela('financeiro.agrupamento.impostos', '/financeiro/agrupamento/impostos', 'Agrupamento de impostos');
    expect(secoesDasTelas([agrupados, agrupamento]).map((s) => [s.path, s.titulo])).toEqual([
      ['/financeiro/impostos', 'Impostos agrupados'],
      ['/financeiro/agrupamento', 'Agrupamento de impostos'],
    ]);
  });

  it("places a hand-written tab among a section's screens by its ordem, and reads the section by its segment", () => {
    const envio = { ...tela('mobilizacao.remessa.envio', '/mobilizacao/remessa/envio', 'Envio de remessa'), ordem: 14 };
    const historico = { ...tela('mobilizacao.remessa.historico', '/mobilizacao/remessa/historico', 'Histórico'), ordem: 16 };
    const retorno = { name: 'mobilizacao.remessa.retorno', path: '/mobilizacao/remessa/retorno', titulo: 'Retorno do banco', ordem: 15, permissao: { tags: ['mobilizacao.remessa.retorno'] } };
    const [secao] = secoesDasTelas([envio, historico], [retorno]);
    expect(secao?.titulo).toBe('Remessa');
    expect(secao?.abas.map((aba) => [aba.path, aba.permissao?.tags])).toEqual([
      [envio.path, [envio.tags.visualizar]],
      [retorno.path, ['mobilizacao.remessa.retorno']],
      [historico.path, [historico.tags.visualizar]],
    ]);
    // Without an ordem it comes last; it makes no section where no screen is.
    expect(secoesDasTelas([envio, historico], [{ ...retorno, ordem: undefined }])[0]?.abas.at(-1)?.path).toBe(retorno.path);
    expect(secoesDasTelas([SETORES], [retorno])).toEqual([]);
  });

  it('makes no section of a root that is a screen itself', () => {
    const comRaiz = tela('gestaopessoas.configuracoes', '/gestaopessoas/configuracoes');
    expect(secoesDasTelas([comRaiz, IDIOMAS])).toEqual([]);
  });
});

describe('the module menu', () => {
  const todas = () => true;
  const so = (...tags: string[]) => (exigidas: readonly string[]) => exigidas.every((t) => tags.includes(t));

  it("adds the engine's families to the route files' without repeating one", () => {
    const entradas = entradasDoMenu(todas, [IDIOMAS, SETORES]);
    expect(entradas.map((e) => [e.rotulo, e.path])).toEqual([
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

  it('leads a family to the first of its pages the user may see: a section, whose root opens its first tab the user may see', () => {
    const entradas = entradasDoMenu(so(CARGOS.tags.visualizar), [IDIOMAS, CARGOS, GRUPO]);
    expect(entradas.map((e) => [e.rotulo, e.path])).toEqual([
      ['Gestão de Pessoas', '/gestaopessoas/configuracoes'],
      ['Comunicados', '/comunicados'],
      ['Mensagens', '/mensagens'],
    ]);
  });

  it('names a family it does not know by its path', () => {
    const entradas = entradasDoMenu(todas, [tela('novafamilia.coisas', '/novafamilia/coisas')]);
    expect(entradas.map((e) => e.rotulo)).toContain('Novafamilia');
  });
});
