import { describe, expect, it } from 'vitest';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { MODELOS, SETORES, TAGS, telaDaFicha } from './fixtures.ts';

// The import line as check:screens judges it: its shape (meta-schema), its tag, columns a cell
// can fill, each named once, and a key made of the record's own columns.

const IMPORTAR = 'configuracoes.setor.importar';
const validar = (descritor: unknown): Problema[] => validarDescritor(descritor, MODELOS, new Set([...TAGS, IMPORTAR]));

/** SETORES with the tag importar and the given import line (absent: none). */
function setoresQueImportam(importacao: unknown, tags: Record<string, string> = { ...SETORES.tags, importar: IMPORTAR }): unknown {
  return { ...structuredClone(SETORES), tags, ...(importacao === undefined ? {} : { importacao }) };
}

/** The made-up 'ficha' form (one field per kind) importing the given line. */
function fichasQueImportam(importacao: unknown): unknown {
  const tela = telaDaFicha(['cpf', 'apelido', 'foto', 'cidade', 'endereco.logradouro']);
  return { ...tela, tags: { ...tela.tags, importar: IMPORTAR }, importacao };
}

describe('verificarImportacao: a good line', () => {
  it.each<[string, unknown]>([
    ['a key and the default columns (the form fields a cell holds)', fichasQueImportam({ chave: ['cpf'] })],
    ['named columns, a synonym and a parameter', setoresQueImportam({ chave: ['nome'], colunas: [{ campo: 'nome', sinonimos: ['setor'] }, 'ativo', { parametro: 'uf', titulo: 'UF' }], genero: 'masculino' })],
    ['a key of fields together (a text and a date)', fichasQueImportam({ chave: ['cpf', ['apelido', 'nascimento']], colunas: ['cpf', 'apelido', 'nascimento'] })],
    ['other routes', setoresQueImportam({ chave: ['nome'], colunas: ['nome'], rotas: { importacao: { name: 'configuracoes.setores.planilha', path: '/configuracoes/planilha' } } })],
  ])('%s', (_caso, descritor) => {
    expect(validar(descritor)).toEqual([]);
  });
});

describe('verificarImportacao: problems, each at its JSON path', () => {
  it.each<[string, unknown, Problema[]]>([
    ['no key', setoresQueImportam({ chave: [] }), [{ caminho: '/importacao/chave', mensagem: 'Precisa de pelo menos 1 item(ns).' }]],
    ['an unknown member', setoresQueImportam({ chave: ['nome'], colunas: ['nome'], tamanho: 3 }), [{ caminho: '/importacao/tamanho', mensagem: "Propriedade desconhecida: 'tamanho'." }]],
    ['a gender that is not one', setoresQueImportam({ chave: ['nome'], colunas: ['nome'], genero: 'neutro' }), [{ caminho: '/importacao/genero', mensagem: 'Valor inválido; aceitos: feminino, masculino.' }]],
    [
      'the tag without the line',
      setoresQueImportam(undefined),
      [{ caminho: '/tags/importar', mensagem: 'A tag importar oferece a importação: declare também importacao (a chave e, se preciso, as colunas).' }],
    ],
    ['the line without the tag', setoresQueImportam({ chave: ['nome'], colunas: ['nome'] }, SETORES.tags as Record<string, string>), [{ caminho: '/importacao', mensagem: 'A importação precisa de uma tag de permissão: declare tags.importar.' }]],
    ['a column the model lacks', setoresQueImportam({ chave: ['nome'], colunas: ['nome', 'sigla'] }), [{ caminho: '/importacao/colunas/1', mensagem: "Campo 'sigla' não existe no modelo 'setor'." }]],
    ['a column twice', setoresQueImportam({ chave: ['nome'], colunas: ['nome', { campo: 'nome', titulo: 'Setor' }] }), [{ caminho: '/importacao/colunas/1', mensagem: "A coluna 'nome' já foi declarada." }]],
    [
      'a column no cell can hold',
      fichasQueImportam({ chave: ['cpf'], colunas: ['cpf', { campo: 'foto' }] }),
      [{ caminho: '/importacao/colunas/1/campo', mensagem: "O campo 'foto' não cabe numa célula: importe textos, números, sim ou não, opções e referências." }],
    ],
    [
      'a reference whose model is not found by a field of its own',
      setoresQueImportam({ chave: ['nome'], colunas: ['nome', 'unidade'] }),
      [{ caminho: '/importacao/colunas/1', mensagem: "A importação acha o registro de 'unidade' pelo primeiro campo do x-exibicao desse modelo, que deve ser um campo dele (não de um objeto)." }],
    ],
    ['a key that is no column', setoresQueImportam({ chave: ['nome', ['ativo', 'nome']], colunas: ['nome'] }), [{ caminho: '/importacao/chave/1/0', mensagem: "O campo 'ativo' da chave não é uma coluna da importação." }]],
    [
      'a key inside an object',
      fichasQueImportam({ chave: ['endereco.logradouro'] }),
      [{ caminho: '/importacao/chave/0', mensagem: "O campo 'endereco.logradouro' da chave deve ser um texto, uma data ou um número inteiro do próprio registro (não de um objeto, nem uma referência, nem data e hora)." }],
    ],
    [
      'a key that is a reference',
      fichasQueImportam({ chave: ['cidade'], colunas: ['cpf', 'cidade'] }),
      [
        { caminho: '/importacao/colunas/1', mensagem: "A importação acha o registro de 'cidade' pelo primeiro campo do x-exibicao desse modelo, que deve ser um campo dele (não de um objeto)." },
        { caminho: '/importacao/chave/0', mensagem: "O campo 'cidade' da chave deve ser um texto, uma data ou um número inteiro do próprio registro (não de um objeto, nem uma referência, nem data e hora)." },
      ],
    ],
  ])('%s', (_caso, descritor, problemas) => {
    expect(validar(descritor)).toEqual(problemas);
  });
});
