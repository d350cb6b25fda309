import { describe, expect, it } from 'vitest';
import { acoesDoLugar, executadaNoServidor } from '../../../src/shared/engine/acoes.ts';
import { enderecoDaAcao } from '../../../src/shared/engine/endereco-da-acao.ts';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { verificarRotasDasAcoes } from '../../../src/shared/engine/verificar-acoes.ts';
import { MODELOS, SETOR, SETORES, TAGS } from './fixtures.ts';

// An action that opens a page (abrir) instead of calling the server: what the descriptor check
// accepts and refuses, how it resolves, and the address it opens.

const INVENTARIO = { nome: 'inventario', rotulo: 'Inventário', tag: 'configuracoes.setor.editar', onde: ['lista'], abrir: { rota: 'patrimonio.inventario' } };
const SOLICITAR = {
  nome: 'solicitar',
  rotulo: 'Pedir',
  tag: 'configuracoes.setor.editar',
  onde: ['linha', 'formulario'],
  abrir: { rota: 'configuracoes.setores.novo', parametros: { setor: 'id', unidade: 'unidade' } },
};

const validar = (acoes: unknown[], mudanca: Record<string, unknown> = {}): Problema[] => validarDescritor({ ...structuredClone(SETORES), acoes, ...mudanca }, MODELOS, TAGS);
const acao = (mudanca: Record<string, unknown>) => ({ ...INVENTARIO, ...mudanca });

describe('validarDescritor: an action that opens a page', () => {
  it('accepts a toolbar button that opens a page, and a row and form action with parameters from the record', () => {
    expect(validar([INVENTARIO, SOLICITAR])).toEqual([]);
  });

  it.each<[string, unknown[], Problema[]]>([
    [
      'a form, a confirmation or a prompt',
      [acao({ confirmacao: {} })],
      [{ caminho: '/acoes/0/abrir', mensagem: 'Uma ação que abre uma página não pede formulario, confirmacao nem pergunta: a página pede o que precisar.' }],
    ],
    ['the selection', [acao({ onde: ['selecao'] })], [{ caminho: '/acoes/0/abrir', mensagem: "Uma ação que abre uma página não age na seleção: tire 'selecao' de onde." }]],
    [
      'a condition on the toolbar',
      [acao({ disponivelSe: { field: 'ativo', op: 'eq', value: true } })],
      [{ caminho: '/acoes/0/disponivelSe', mensagem: "Na barra da lista não há registro para disponivelSe: tire 'lista' de onde ou a condição." }],
    ],
    [
      'parameters on the toolbar',
      [acao({ abrir: { rota: 'patrimonio.inventario', parametros: { setor: 'id' } } })],
      [{ caminho: '/acoes/0/abrir/parametros', mensagem: "Na barra da lista não há registro de onde tirar os parâmetros: tire 'lista' de onde ou os parâmetros." }],
    ],
    [
      'a parameter from a field the model lacks',
      [{ ...SOLICITAR, abrir: { rota: 'patrimonio.inventario', parametros: { local: 'local' } } }],
      [{ caminho: '/acoes/0/abrir/parametros/local', mensagem: "Campo 'local' não existe no modelo 'setor'." }],
    ],
    [
      'the toolbar for an action the server runs',
      [{ nome: 'aprovar', rotulo: 'Aprovar', tag: 'configuracoes.setor.editar', onde: ['lista'] }],
      [{ caminho: '/acoes/0/onde/0', mensagem: "'lista' é de uma ação que abre uma página (abrir): na barra da lista não há registro para o servidor." }],
    ],
  ])('refuses %s', (_caso, acoes, problemas) => {
    expect(validar(acoes)).toEqual(problemas);
  });

  it('refuses the toolbar of a screen without a list', () => {
    expect(validar([INVENTARIO], { lista: undefined })).toEqual([{ caminho: '/acoes/0/onde/0', mensagem: "'lista' precisa de lista no descritor." }]);
  });

  it('refuses a route no screen and no listed page has, naming where the pages are', () => {
    const descritor: Descriptor = { ...SETORES, acoes: [INVENTARIO, { ...SOLICITAR, abrir: { rota: 'patrimonio.inventarios' } }] } as Descriptor;
    expect(verificarRotasDasAcoes(descritor, new Set(['configuracoes.setores']))).toEqual([
      {
        caminho: '/acoes/1/abrir/rota',
        mensagem: "Rota desconhecida: 'patrimonio.inventarios'. Uma ação abre uma tela do catálogo ou uma página escrita à mão listada em src/shared/engine/paginas-das-acoes.ts.",
      },
    ]);
    expect(verificarRotasDasAcoes({ ...SETORES, acoes: [SOLICITAR] } as Descriptor, new Set(['configuracoes.setores.novo']))).toEqual([]);
  });
});

describe('an action that opens a page, resolved', () => {
  const tela = mesclarTela({ ...SETORES, acoes: [INVENTARIO, SOLICITAR] } as Descriptor, SETOR, {});
  const [inventario, solicitar] = tela.acoes;

  it('keeps the route and its parameters, and is no action the server runs', () => {
    expect(inventario?.abrir).toEqual({ rota: 'patrimonio.inventario', parametros: {} });
    expect(solicitar?.abrir).toEqual({ rota: 'configuracoes.setores.novo', parametros: { setor: 'id', unidade: 'unidade' } });
    expect(tela.acoes.map(executadaNoServidor)).toEqual([false, false]);
  });

  it("is offered in the list's toolbar to who holds its tag", () => {
    expect(acoesDoLugar(tela, 'lista', () => true).map((a) => a.nome)).toEqual(['inventario']);
    expect(acoesDoLugar(tela, 'lista', () => false)).toEqual([]);
  });
});

describe('enderecoDaAcao', () => {
  const abrir = (parametros: Record<string, string>) => ({ rota: 'x', parametros });

  it.each<[string, string, Record<string, string>, unknown, string | null]>([
    ['a page without parameters', '/patrimonio/inventario', {}, undefined, '/patrimonio/inventario'],
    ['a value and a reference (its id) in the query', '/setores/novo', { setor: 'id', unidade: 'unidade' }, { id: 7, unidade: { id: 2, nome: 'Sede' } }, '/setores/novo?setor=7&unidade=2'],
    ['a value the path names fills the path', '/setores/:id', { id: 'id', nome: 'nome' }, { id: 7, nome: 'Compras & Cia' }, '/setores/7?nome=Compras+%26+Cia'],
    ['an empty value is left out', '/setores/novo', { nome: 'nome', unidade: 'unidade' }, { nome: '', unidade: null }, '/setores/novo'],
    ['a path without its value', '/setores/:id', { id: 'id' }, {}, null],
  ])('%s', (_caso, padrao, parametros, registro, esperado) => {
    expect(enderecoDaAcao(padrao, abrir(parametros), registro)).toBe(esperado);
  });
});
