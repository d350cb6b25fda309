import { describe, expect, it } from 'vitest';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { MODELOS, SETORES, TAGS } from './fixtures.ts';

// A settings screen (configuracao: true): one record in a form, each field a setting with a default.

const PREFERENCIAS: Model = {
  $id: 'preferencias',
  title: 'Preferências',
  type: 'object',
  required: ['saudacao', 'limite'],
  properties: {
    id: { type: 'integer', readOnly: true },
    saudacao: { type: 'string', title: 'Saudação', maxLength: 80, default: 'Olá' },
    limite: { type: 'integer', title: 'Limite', minimum: 1, 'x-medida': 'itens', default: 10 },
    chave: { type: ['string', 'null'], title: 'Chave da API', writeOnly: true },
    atualizadoEm: { type: 'string', title: 'Atualizado em', format: 'date-time', readOnly: true },
    endereco: { type: 'object', title: 'Endereço', properties: { rua: { type: 'string', title: 'Rua' } } },
  },
};

const MODELOS_DO_TESTE = { ...MODELOS, preferencias: PREFERENCIAS };

const TELA: Descriptor = {
  rota: { name: 'teste.preferencias', path: '/teste/preferencias' },
  titulo: 'Preferências',
  recurso: '/api/teste/preferencias',
  modelo: 'preferencias',
  configuracao: true,
  tags: { visualizar: 'configuracoes.setor.visualizar', editar: 'configuracoes.setor.editar' },
  formulario: { secoes: [{ nome: 'geral', campos: ['saudacao', 'limite', 'chave'] }] },
};

const validar = (descritor: unknown): Problema[] => validarDescritor(descritor, MODELOS_DO_TESTE, TAGS);
const comCampos = (...campos: unknown[]) => ({ ...TELA, formulario: { secoes: [{ nome: 'geral', campos }] } });

describe('a settings descriptor', () => {
  it('has no problems: a form of settings, a write-only one included', () => {
    expect(validar(TELA)).toEqual([]);
  });

  it.each<[string, unknown, Problema[]]>([
    ['configuracao other than true', { ...TELA, configuracao: false }, [{ caminho: '/configuracao', mensagem: 'Deve ser true.' }]],
    ['no form', (() => { const { formulario: _f, ...resto } = TELA; return { ...resto, lista: SETORES.lista, modelo: 'setor' }; })(), [
      { caminho: '/configuracao', mensagem: 'Uma tela de configuração precisa de formulario.' },
      { caminho: '/lista', mensagem: 'Uma tela de configuração não tem lista: é um registro só.' },
    ]],
    ['a list', { ...TELA, lista: { colunas: ['saudacao'] } }, [{ caminho: '/lista', mensagem: 'Uma tela de configuração não tem lista: é um registro só.' }]],
    ['a filter', { ...TELA, filtro: { campos: ['saudacao'] } }, [{ caminho: '/filtro', mensagem: 'Uma tela de configuração não tem filtro: é um registro só.' }]],
    [
      'a delete tag',
      { ...TELA, tags: { ...TELA.tags, excluir: 'configuracoes.setor.excluir' } },
      [{ caminho: '/tags/excluir', mensagem: 'Uma tela de configuração não exclui: cada campo volta ao seu padrão.' }],
    ],
    [
      'initial values',
      { ...TELA, formulario: { ...TELA.formulario, valoresIniciais: { limite: 5 } } },
      [{ caminho: '/formulario/valoresIniciais', mensagem: 'Numa tela de configuração, o valor inicial de cada campo é o seu padrão: o default do modelo.' }],
    ],
    ['headings', { ...TELA, formulario: { ...TELA.formulario, titulos: { novo: 'Nova' } } }, [{ caminho: '/formulario/titulos', mensagem: 'Uma tela de configuração tem o título da tela.' }]],
    [
      'a dotted field',
      comCampos('saudacao', { campo: 'endereco.rua' }),
      [{ caminho: '/formulario/secoes/0/campos/1/campo', mensagem: "'endereco.rua': numa tela de configuração cada campo é uma propriedade do modelo, sem caminho pontuado." }],
    ],
    ['a read-only field', comCampos('atualizadoEm'), [{ caminho: '/formulario/secoes/0/campos/0', mensagem: "'atualizadoEm' é somente leitura: não é um ajuste da tela." }]],
  ])('refuses %s', (_caso, descritor, problemas) => {
    expect(validar(descritor)).toEqual(problemas);
  });

  it('asks for a default of every required setting the engine stores, not of a module’s', () => {
    const semPadrao: Model = { ...PREFERENCIAS, properties: { ...PREFERENCIAS.properties, limite: { type: 'integer', title: 'Limite' } } };
    const problemas = [{ caminho: '/formulario/secoes/0/campos/1', mensagem: "'limite' é obrigatório e não tem default no modelo: a configuração começaria inválida." }];
    expect(validarDescritor(TELA, { ...MODELOS, preferencias: semPadrao }, TAGS)).toEqual(problemas);
    expect(validarDescritor(TELA, { ...MODELOS, preferencias: { ...semPadrao, 'x-modulo': true } }, TAGS)).toEqual([]);
  });

  it('keeps write-only properties to settings: a record screen over them is refused', () => {
    const registro = { ...TELA, configuracao: undefined, lista: { colunas: ['saudacao'] } };
    delete registro.configuracao;
    expect(validar(registro)).toEqual([{ caminho: '/modelo', mensagem: "O modelo 'preferencias' tem campos só de escrita (chave), que só uma tela de configuração guarda." }]);
  });
});
