import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { CatalogoInvalido, carregarCatalogoDeTelas } from '../../../src/server/resources/index.ts';
import { pastaDeTelas, problemasDoCatalogo } from './ajudantes.ts';
import { ARQUIVOS_DE_TESTE, MODELO_CATEGORIA, TELA_CATEGORIAS } from './catalogo-de-teste.ts';

// The loader: every model and descriptor validated together; each problem names the file,
// the JSON path and what is wrong. check:screens says the same offline.

const RAIZ = path.resolve(import.meta.dirname, '../../..');

const com = (mudancas: Record<string, unknown>) => ({ ...ARQUIVOS_DE_TESTE, ...mudancas });
const telaDeCategorias = (mudanca: Record<string, unknown>) => ({ 'telas/teste/categorias.json': { ...TELA_CATEGORIAS, ...mudanca } });
const modeloDeCategoria = (mudanca: Record<string, unknown>) => ({ 'modelos/categoria.json': { ...MODELO_CATEGORIA, ...mudanca } });

describe('carregarCatalogoDeTelas', () => {
  it('loads a good catalogue: models, descriptors, declared tags and the tables of the served models', async () => {
    const pasta = await pastaDeTelas(ARQUIVOS_DE_TESTE);
    const catalogo = await carregarCatalogoDeTelas(pasta);
    await pasta.remover();
    expect(Object.keys(catalogo.modelos).sort()).toEqual(['categoria', 'lancamento', 'setor']);
    expect(catalogo.telas.map((t) => t.arquivo)).toEqual(['telas/teste/categorias.json', 'telas/teste/lancamentos.json']);
    expect(catalogo.tagsDeclaradas).toContainEqual({ tag: 'teste.categoria.editar', modulo: 'Testes', descricao: 'Teste: editar categoria.' });
    expect([...catalogo.mapas.values()].map((m) => m.tabela).sort()).toEqual(['r_categoria', 'r_lancamento']);
  });

  it('throws CatalogoInvalido listing every problem of every file at once', async () => {
    const pasta = await pastaDeTelas(com({ 'telas/quebrada.json': '{ "rota": ', 'modelos/outro.json': { $id: 'outro', title: 'x', type: 'object' } }));
    const erro = await carregarCatalogoDeTelas(pasta).catch((e: unknown) => e);
    await pasta.remover();
    expect(erro).toBeInstanceOf(CatalogoInvalido);
    const { problemas, message } = erro as CatalogoInvalido;
    expect(problemas.map((p) => [p.arquivo, p.caminho])).toEqual([
      ['modelos/outro.json', '/properties'],
      ['telas/quebrada.json', ''],
    ]);
    expect(message).toMatch(/^As telas e os modelos têm 2 problema\(s\):\n {2}modelos\/outro\.json: \/properties — Obrigatório e ausente\.\n {2}telas\/quebrada\.json: \/ — JSON inválido: /);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['an unknown model field in a column', telaDeCategorias({ lista: { colunas: ['nome'] } }), ["telas/teste/categorias.json: /lista/colunas/0 — Campo 'nome' não existe no modelo 'categoria'."]],
    ['an undeclared tag', telaDeCategorias({ tags: { visualizar: 'teste.categoria.ver' } }), ["telas/teste/categorias.json: /tags/visualizar — Tag de permissão fora do catálogo: 'teste.categoria.ver'."]],
    [
      'a tag the static catalogue already has',
      telaDeCategorias({ novasTags: [{ tag: 'administrador', descricao: 'De novo.' }, ...(TELA_CATEGORIAS.novasTags as object[])] }),
      ["telas/teste/categorias.json: /novasTags/0/tag — A tag 'administrador' já está declarada em o catálogo do sistema."],
    ],
    [
      'a tag declared by two screens (the later file is at fault)',
      { 'telas/teste/outra.json': { ...TELA_CATEGORIAS, rota: { name: 'teste.outra', path: '/teste/outra' }, recurso: '/api/teste/categorias' } },
      [
        "telas/teste/outra.json: /novasTags/0/tag — A tag 'teste.categoria.visualizar' já está declarada em telas/teste/categorias.json.",
        "telas/teste/outra.json: /novasTags/1/tag — A tag 'teste.categoria.editar' já está declarada em telas/teste/categorias.json.",
        "telas/teste/outra.json: /novasTags/2/tag — A tag 'teste.categoria.excluir' já está declarada em telas/teste/categorias.json.",
        "telas/teste/outra.json: /recurso — O recurso '/api/teste/categorias' já é usado em telas/teste/categorias.json.",
      ],
    ],
    [
      'a model named unlike its file (its screens wait for it)',
      modeloDeCategoria({ $id: 'categorias' }),
      [
        "modelos/categoria.json: /$id — O $id 'categorias' difere do nome do arquivo ('categoria').",
        "telas/teste/lancamentos.json: /filtro/campos/0 — Modelo referenciado desconhecido: 'categoria'.",
        "telas/teste/lancamentos.json: /formulario/secoes/0/campos/4 — Modelo referenciado desconhecido: 'categoria'.",
        "modelos/lancamento.json: /properties/categoria — Modelo referenciado desconhecido: 'categoria'.",
      ],
    ],
    [
      'a malformed model',
      modeloDeCategoria({ properties: { descricao: { type: 'texto' } } }),
      [
        'modelos/categoria.json: /properties/descricao/type — Valor inválido; aceitos: string, number, integer, boolean, object, array, null.',
        "telas/teste/lancamentos.json: /filtro/campos/0 — Modelo referenciado desconhecido: 'categoria'.",
        "telas/teste/lancamentos.json: /formulario/secoes/0/campos/4 — Modelo referenciado desconhecido: 'categoria'.",
        "modelos/lancamento.json: /properties/categoria — Modelo referenciado desconhecido: 'categoria'.",
      ],
    ],
    [
      'a resource unlike the model\'s x-recurso',
      telaDeCategorias({ recurso: '/api/outras' }),
      ["telas/teste/categorias.json: /recurso — O modelo 'categoria' declara x-recurso '/api/teste/categorias'."],
    ],
    [
      'a sortable column over json',
      { 'telas/teste/lancamentos.json': { ...(ARQUIVOS_DE_TESTE['telas/teste/lancamentos.json'] as object), lista: { colunas: ['etiquetas'] } } },
      ["telas/teste/lancamentos.json: /lista/colunas/0 — 'etiquetas' não é uma coluna simples (nem de um registro referenciado): o servidor não ordena por ela; use ordenavel: false."],
    ],
    [
      'a filter over a reserved parameter',
      telaDeCategorias({ filtro: { campos: [{ campo: 'descricao', parametro: 'sort' }] } }),
      ["telas/teste/categorias.json: /filtro/campos/0 — O parâmetro 'sort' é reservado da lista."],
    ],
    [
      'two properties for one column',
      modeloDeCategoria({ properties: { ...MODELO_CATEGORIA.properties, codigoInterno: { type: 'string' }, codigo_interno: { type: 'string' } } }),
      ["modelos/categoria.json: /properties/codigo_interno — A coluna 'codigo_interno' já é a da propriedade 'codigoInterno'."],
    ],
    [
      'a property on a reserved column',
      modeloDeCategoria({ properties: { ...MODELO_CATEGORIA.properties, unidadeId: { type: 'integer' } } }),
      ["modelos/categoria.json: /properties/unidadeId — A coluna 'unidade_id' é reservada; renomeie a propriedade."],
    ],
    [
      'a reference to a model without a table',
      { 'modelos/moeda.json': { $id: 'moeda', title: 'Moeda', type: 'object', properties: { nome: { type: 'string' } } }, ...modeloDeCategoria({ properties: { ...MODELO_CATEGORIA.properties, moeda: { type: 'object', 'x-ref': 'moeda' } } }) },
      ["modelos/categoria.json: /properties/moeda — O modelo 'moeda' não tem tabela: nenhuma tela o serve e ele não declara x-tabela."],
    ],
    [
      'two screens on one route',
      { 'telas/outra.json': { ...TELA_CATEGORIAS, novasTags: undefined, recurso: '/api/teste/categorias2', modelo: 'lancamento', lista: { colunas: ['descricao'] }, formulario: undefined } },
      ["telas/teste/categorias.json: /rota/name — A rota 'teste.categorias' já é usada em telas/outra.json."],
    ],
  ])('reports %s', async (_caso, mudancas, esperados) => {
    expect(await problemasDoCatalogo(com(mudancas))).toEqual(esperados);
  });
});

describe('npm run check:screens', () => {
  const rodar = (...args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(RAIZ, 'src/server/cli/check-screens.ts'), ...args], { cwd: RAIZ }).then(
      (r) => ({ codigo: 0, saida: r.stdout, erros: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ codigo: e.code, saida: e.stdout, erros: e.stderr }),
    );

  it('passes on the repository with a one-line summary', async () => {
    const r = await rodar();
    expect(r.codigo).toBe(0);
    expect(r.saida).toMatch(/^Telas OK: \d+ modelos, 120 descritores, \d+ tags declaradas\.\n$/);
  });

  it('fails with exit code 1 naming the file, path and problem', async () => {
    const pasta = await pastaDeTelas(com(telaDeCategorias({ lista: { colunas: ['nome'] } })));
    const r = await rodar(pasta.modelos, pasta.telas);
    await pasta.remover();
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain("telas/teste/categorias.json: /lista/colunas/0 — Campo 'nome' não existe no modelo 'categoria'.");
  });
});
