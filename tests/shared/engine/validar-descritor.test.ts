import { describe, expect, it } from 'vitest';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { MODELOS, SETORES, TAGS, telaDaFicha } from './fixtures.ts';

const validar = (descritor: unknown): Problema[] => validarDescritor(descritor, MODELOS, TAGS);

/** SETORES with one member replaced, as a plain JSON value (the validator's input). */
function setoresCom(mudanca: Record<string, unknown>): unknown {
  return { ...structuredClone(SETORES), ...mudanca };
}

const comFiltro = (...campos: unknown[]) => setoresCom({ filtro: { campos } });
const comCampos = (...campos: unknown[]) => setoresCom({ formulario: { secoes: [{ nome: 'setor', campos }] } });

describe('validarDescritor: a good descriptor', () => {
  it('has no problems', () => {
    expect(validar(SETORES)).toEqual([]);
  });

  it("accepts a new record's values of the fields' types", () => {
    expect(validar(setoresCom({ formulario: { ...SETORES.formulario, valoresIniciais: { ativo: false, nome: 'Compras', unidade: null } } }))).toEqual([]);
  });

  it('accepts a screen with only a form, a filter-only parameter and tabs', () => {
    const descritor: Descriptor = {
      ...telaDaFicha(['cpf', { campo: 'cnpj', visivelSe: { field: 'situacao', op: 'in', value: ['ATIVA'] } }]),
      filtro: { campos: [{ parametro: 'periodo', titulo: 'Período', widget: 'periodo' }, { campo: 'situacao', multiplo: true }] },
    };
    const formulario = { ...descritor.formulario, secoes: descritor.formulario?.secoes ?? [], abas: [{ nome: 'a', titulo: 'A', secoes: ['dados'] }] };
    expect(validar({ ...descritor, formulario })).toEqual([]);
  });
});

describe('validarDescritor: shape (meta-schema)', () => {
  it.each<[string, unknown, Problema[]]>([
    ['not an object', [], [{ caminho: '', mensagem: 'Deve ser objeto.' }]],
    [
      'no part at all',
      { rota: SETORES.rota, titulo: 'T', recurso: '/api/x', modelo: 'setor', tags: SETORES.tags },
      [{ caminho: '', mensagem: 'Informe pelo menos um de: lista, filtro, formulario.' }],
    ],
    ['a missing member', (() => { const { recurso: _r, ...resto } = SETORES; return resto; })(), [{ caminho: '/recurso', mensagem: 'Obrigatório e ausente.' }]],
    ['a misspelt member', setoresCom({ tituo: 'x' }), [{ caminho: '/tituo', mensagem: "Propriedade desconhecida: 'tituo'." }]],
    [
      'a bad route path',
      setoresCom({ rota: { name: 'configuracoes.setores', path: 'configuracoes/setores' } }),
      [{ caminho: '/rota/path', mensagem: 'Formato inválido: esperado o caminho da rota, como /configuracoes/setores ou /configuracoes/setores/:id.' }],
    ],
    ['an empty title', setoresCom({ titulo: '' }), [{ caminho: '/titulo', mensagem: 'Não pode ser vazio.' }]],
    ['an unknown action', setoresCom({ tags: { visualizar: 'configuracoes.setor.visualizar', aprovar: 'x.y' } }), [{ caminho: '/tags/aprovar', mensagem: "Propriedade desconhecida: 'aprovar'." }]],
    ['a page size out of range', setoresCom({ lista: { colunas: ['nome'], rpp: 0 } }), [{ caminho: '/lista/rpp', mensagem: 'Deve ser maior ou igual a 1.' }]],
    ['a bad direction', setoresCom({ lista: { colunas: ['nome'], ordenacaoPadrao: { campo: 'nome', direcao: 'up' } } }), [{ caminho: '/lista/ordenacaoPadrao/direcao', mensagem: 'Valor inválido; aceitos: asc, desc.' }]],
    ['no columns', setoresCom({ lista: { colunas: [] } }), [{ caminho: '/lista/colunas', mensagem: 'Precisa de pelo menos 1 item(ns).' }]],
    ['a column that is a number', setoresCom({ lista: { colunas: [3] } }), [{ caminho: '/lista/colunas/0', mensagem: 'Deve ser objeto.' }]],
    [
      'a filter-only parameter without widget',
      comFiltro({ parametro: 'q', titulo: 'Pesquisa' }),
      [{ caminho: '/filtro/campos/0/widget', mensagem: 'Obrigatório e ausente.' }],
    ],
    ['a value that is not a scalar', setoresCom({ formulario: { ...SETORES.formulario, valoresIniciais: { ativo: [true] } } }), [{ caminho: '/formulario/valoresIniciais/ativo', mensagem: 'Deve ser texto ou número ou verdadeiro ou falso ou nulo.' }]],
    ['a form width over 12', comCampos({ campo: 'nome', largura: 13 }), [{ caminho: '/formulario/secoes/0/campos/0/largura', mensagem: 'Deve ser menor ou igual a 12.' }]],
    [
      'a list condition without a list',
      comCampos({ campo: 'nome', visivelSe: { field: 'ativo', op: 'in', value: true } }),
      [{ caminho: '/formulario/secoes/0/campos/0/visivelSe/value', mensagem: 'Deve ser lista.' }],
    ],
    [
      'an emptiness condition with a value',
      comCampos({ campo: 'nome', visivelSe: { field: 'ativo', op: 'empty', value: 1 } }),
      [{ caminho: '/formulario/secoes/0/campos/0/visivelSe/value', mensagem: 'Não é permitido aqui.' }],
    ],
    [
      'a comparison without a value',
      comCampos({ campo: 'nome', visivelSe: { field: 'ativo', op: 'gt' } }),
      [{ caminho: '/formulario/secoes/0/campos/0/visivelSe/value', mensagem: 'Obrigatório e ausente.' }],
    ],
    [
      'an unknown operator',
      comCampos({ campo: 'nome', visivelSe: { field: 'ativo', op: 'like', value: 'x' } }),
      [{ caminho: '/formulario/secoes/0/campos/0/visivelSe/op', mensagem: 'Valor inválido; aceitos: eq, ne, in, notIn, empty, notEmpty, gt, gte, lt, lte.' }],
    ],
    [
      'an and mixed with a comparison',
      comCampos({ campo: 'nome', ocultoSe: { todas: [{ field: 'ativo', op: 'empty' }], field: 'ativo', op: 'empty' } }),
      [
        { caminho: '/formulario/secoes/0/campos/0/ocultoSe/field', mensagem: "Propriedade desconhecida: 'field'." },
        { caminho: '/formulario/secoes/0/campos/0/ocultoSe/op', mensagem: "Propriedade desconhecida: 'op'." },
      ],
    ],
    ['an empty or', comCampos({ campo: 'nome', obrigatorioSe: { alguma: [] } }), [{ caminho: '/formulario/secoes/0/campos/0/obrigatorioSe/alguma', mensagem: 'Precisa de pelo menos 1 item(ns).' }]],
    [
      'a bad comparison deep inside',
      comCampos({ campo: 'nome', somenteLeituraSe: { alguma: [{ todas: [{ field: 'ativo', op: 'eq' }] }] } }),
      [{ caminho: '/formulario/secoes/0/campos/0/somenteLeituraSe/alguma/0/todas/0/value', mensagem: 'Obrigatório e ausente.' }],
    ],
    ['a state rule that is not a condition', comCampos({ campo: 'nome', ocultoSe: 'ativo' }), [{ caminho: '/formulario/secoes/0/campos/0/ocultoSe', mensagem: 'Deve ser objeto.' }]],
  ])('%s', (_caso, descritor, problemas) => {
    expect(validar(descritor)).toEqual(problemas);
  });

  it('lists every shape problem at once', () => {
    expect(validar(setoresCom({ titulo: '', recurso: 'setores', extra: 1 })).map((p) => p.caminho)).toEqual(['/extra', '/titulo', '/recurso']);
  });
});

describe('validarDescritor: state rules', () => {
  it('accepts every state rule, with nested and/or conditions', () => {
    const campo = {
      campo: 'nome',
      visivelSe: { field: 'ativo', op: 'eq', value: true },
      ocultoSe: { alguma: [{ field: 'unidade', op: 'empty' }, { todas: [{ field: 'ativo', op: 'eq', value: false }, { field: 'nome', op: 'eq', value: 'x' }] }] },
      obrigatorioSe: { todas: [{ field: 'ativo', op: 'eq', value: true }] },
      somenteLeituraSe: { field: 'unidade', op: 'notEmpty' },
    };
    expect(validar(comCampos(campo, 'ativo', 'unidade'))).toEqual([]);
  });

  it('names each field of a condition missing from the model, however deep', () => {
    const campo = { campo: 'nome', obrigatorioSe: { todas: [{ field: 'ativo', op: 'eq', value: true }, { alguma: [{ field: 'sigla', op: 'empty' }] }] }, somenteLeituraSe: { field: 'pago', op: 'eq', value: true } };
    expect(validar(comCampos(campo, 'ativo', 'unidade'))).toEqual([
      { caminho: '/formulario/secoes/0/campos/0/obrigatorioSe/todas/1/alguma/0/field', mensagem: "Campo 'sigla' não existe no modelo 'setor'." },
      { caminho: '/formulario/secoes/0/campos/0/somenteLeituraSe/field', mensagem: "Campo 'pago' não existe no modelo 'setor'." },
    ]);
  });
});

describe('validarDescritor: actions', () => {
  const acao = (mudanca: Record<string, unknown>) => ({ nome: 'aprovar', rotulo: 'Aprovar', tag: 'configuracoes.setor.editar', onde: ['linha'], ...mudanca });

  it('accepts actions on rows, the form and the selection, with a confirmation, a prompt and a condition', () => {
    const acoes = [
      acao({ onde: ['linha', 'formulario'], confirmacao: { titulo: 'Aprovar', mensagem: 'Aprovar o setor?', botao: 'Aprovar' }, disponivelSe: { todas: [{ field: 'ativo', op: 'eq', value: true }] } }),
      acao({ nome: 'estornar', onde: ['formulario'], pergunta: { rotulo: 'Motivo do estorno', obrigatoria: false } }),
      acao({ nome: 'renomear', formulario: { modelo: 'unidade', titulo: 'Renomear', campos: [{ campo: 'nome', largura: 6 }], valoresIniciais: { nome: 'nome' } } }),
      acao({ nome: 'desativar', onde: ['selecao'] }),
    ];
    expect(validar(setoresCom({ acoes, tags: { ...SETORES.tags, desativar: 'configuracoes.setor.editar' } }))).toEqual([]);
  });

  it.each<[string, unknown, Problema[]]>([
    ['an empty list', setoresCom({ acoes: [] }), [{ caminho: '/acoes', mensagem: 'Precisa de pelo menos 1 item(ns).' }]],
    ['no place', setoresCom({ acoes: [acao({ onde: [] })] }), [{ caminho: '/acoes/0/onde', mensagem: 'Precisa de pelo menos 1 item(ns).' }]],
    ['an unknown place', setoresCom({ acoes: [acao({ onde: ['menu'] })] }), [{ caminho: '/acoes/0/onde/0', mensagem: 'Valor inválido; aceitos: linha, formulario, selecao, lista.' }]],
    ['a name that is not a route segment', setoresCom({ acoes: [acao({ nome: 'Aprovar-Já' })] }), [{ caminho: '/acoes/0/nome', mensagem: 'Formato inválido: esperado o nome da ação em minúsculas, também o fim da sua rota (POST <recurso>/<id>/<nome>, ou POST <recurso>/<nome> na seleção), como estornar.' }]],
    ['no tag', setoresCom({ acoes: [{ nome: 'aprovar', rotulo: 'Aprovar', onde: ['linha'] }] }), [{ caminho: '/acoes/0/tag', mensagem: 'Obrigatório e ausente.' }]],
    ['a misspelt prompt member', setoresCom({ acoes: [acao({ pergunta: { label: 'Motivo' } })] }), [{ caminho: '/acoes/0/pergunta/label', mensagem: "Propriedade desconhecida: 'label'." }]],
  ])('shape: %s', (_caso, descritor, problemas) => {
    expect(validar(descritor)).toEqual(problemas);
  });

  it.each<[string, unknown, Problema[]]>([
    [
      'a name twice',
      setoresCom({ acoes: [acao({}), acao({ onde: ['selecao'] })] }),
      [{ caminho: '/acoes/1/nome', mensagem: "Ação 'aprovar' repetida; já está em /acoes/0." }],
    ],
    ['a name of the resource’s own routes', setoresCom({ acoes: [acao({ nome: 'resumos' })] }), [{ caminho: '/acoes/0/nome', mensagem: "O nome 'resumos' é de uma rota do próprio recurso." }]],
    ['a tag out of the catalogue', setoresCom({ acoes: [acao({ tag: 'configuracoes.setor.aprovar' })] }), [{ caminho: '/acoes/0/tag', mensagem: "Tag de permissão fora do catálogo: 'configuracoes.setor.aprovar'." }]],
    [
      'a confirmation and a prompt',
      setoresCom({ acoes: [acao({ confirmacao: {}, pergunta: {} })] }),
      [{ caminho: '/acoes/0/pergunta', mensagem: 'Use confirmacao ou pergunta, não as duas: a pergunta já confirma.' }],
    ],
    [
      'a form with a prompt, on the selection',
      setoresCom({ acoes: [acao({ onde: ['selecao'], pergunta: {}, formulario: { modelo: 'unidade', campos: ['nome'] } })] }),
      [
        { caminho: '/acoes/0/formulario', mensagem: 'Use formulario, confirmacao ou pergunta, só um: o formulário já confirma.' },
        { caminho: '/acoes/0/formulario', mensagem: "Um formulário age num registro: tire 'selecao' de onde." },
      ],
    ],
    ['a form of an unknown model', setoresCom({ acoes: [acao({ formulario: { modelo: 'baixa', campos: ['valor'] } })] }), [{ caminho: '/acoes/0/formulario/modelo', mensagem: "Modelo desconhecido: 'baixa'." }]],
    [
      "a form's field its model lacks, and first values from nowhere",
      setoresCom({ acoes: [acao({ formulario: { modelo: 'unidade', campos: ['nome', 'sigla'], valoresIniciais: { nome: 'apelido', sigla: 'hoje', cor: 'nome' } } })] }),
      [
        { caminho: '/acoes/0/formulario/campos/1', mensagem: "Campo 'sigla' não existe no modelo 'unidade'." },
        { caminho: '/acoes/0/formulario/valoresIniciais/nome', mensagem: "Campo 'apelido' não existe no modelo 'setor'." },
        { caminho: '/acoes/0/formulario/valoresIniciais/cor', mensagem: "'cor' não é um campo do formulário da ação." },
      ],
    ],
    [
      'a read-only reason without its condition',
      comCampos({ campo: 'nome', motivoSomenteLeitura: 'Porque sim.' }),
      [{ caminho: '/formulario/secoes/0/campos/0/motivoSomenteLeitura', mensagem: 'motivoSomenteLeitura explica somenteLeituraSe: declare a condição.' }],
    ],
    [
      'a condition on a field not in the model',
      setoresCom({ acoes: [acao({ disponivelSe: { alguma: [{ field: 'situacao', op: 'eq', value: 'ABERTO' }] } })] }),
      [{ caminho: '/acoes/0/disponivelSe/alguma/0/field', mensagem: "Campo 'situacao' não existe no modelo 'setor'." }],
    ],
    [
      'rows and a form the screen does not have',
      setoresCom({ lista: undefined, filtro: undefined, acoes: [acao({ onde: ['formulario', 'linha', 'selecao'] })] }),
      [
        { caminho: '/acoes/0/onde/1', mensagem: "'linha' precisa de lista no descritor." },
        { caminho: '/acoes/0/onde/2', mensagem: "'selecao' precisa de lista no descritor." },
      ],
    ],
    [
      'desativar on a model without ativo',
      setoresCom({ modelo: 'unidade', lista: { colunas: ['nome'] }, filtro: undefined, formulario: undefined, tags: { visualizar: 'configuracoes.setor.visualizar', desativar: 'configuracoes.setor.editar' } }),
      [{ caminho: '/tags/desativar', mensagem: "desativar precisa de um campo booleano 'ativo' no modelo." }],
    ],
    [
      'a declared desativar on a model without ativo',
      setoresCom({ modelo: 'unidade', lista: { colunas: ['nome'] }, filtro: undefined, formulario: undefined, acoes: [acao({ nome: 'desativar', onde: ['selecao'] })] }),
      [{ caminho: '/acoes/0/nome', mensagem: "desativar precisa de um campo booleano 'ativo' no modelo." }],
    ],
    [
      'desativar by tag without a list',
      setoresCom({ lista: undefined, tags: { ...SETORES.tags, desativar: 'configuracoes.setor.editar' } }),
      [{ caminho: '/tags/desativar', mensagem: 'desativar age na seleção da lista: precisa de lista no descritor.' }],
    ],
  ])('%s', (_caso, descritor, problemas) => {
    expect(validar(descritor)).toEqual(problemas);
  });
});

describe('validarDescritor: against the model, the kinds and the catalogue', () => {
  it.each<[string, unknown, Problema[]]>([
    ['an unknown model', setoresCom({ modelo: 'departamento' }), [{ caminho: '/modelo', mensagem: "Modelo desconhecido: 'departamento'." }]],
    [
      'a column not in the model',
      setoresCom({ lista: { colunas: ['nome', 'sigla', { campo: 'codigo' }] } }),
      [
        { caminho: '/lista/colunas/1', mensagem: "Campo 'sigla' não existe no modelo 'setor'." },
        { caminho: '/lista/colunas/2/campo', mensagem: "Campo 'codigo' não existe no modelo 'setor'." },
      ],
    ],
    [
      'searched and sort fields not in the model',
      setoresCom({ lista: { colunas: ['nome'], camposPesquisados: ['nome', 'sigla'], ordenacaoPadrao: { campo: 'ordem' } } }),
      [
        { caminho: '/lista/camposPesquisados/1', mensagem: "Campo 'sigla' não existe no modelo 'setor'." },
        { caminho: '/lista/ordenacaoPadrao/campo', mensagem: "Campo 'ordem' não existe no modelo 'setor'." },
      ],
    ],
    [
      'a form field not in the model',
      comCampos('nome', 'ativo', { campo: 'unidade.sigla' }),
      [{ caminho: '/formulario/secoes/0/campos/2/campo', mensagem: "Campo 'unidade.sigla' não existe no modelo 'setor'." }],
    ],
    [
      'an unknown widget kind',
      comCampos('nome', 'ativo', { campo: 'unidade', widget: 'slider' }),
      [{ caminho: '/formulario/secoes/0/campos/2/widget', mensagem: "Tipo de widget desconhecido: 'slider'." }],
    ],
    [
      'a filter using a form-only kind',
      comFiltro({ campo: 'nome', widget: 'textarea' }),
      [
        {
          caminho: '/filtro/campos/0/widget',
          mensagem: "O tipo 'textarea' não é aceito em filtros; use um de: q-input, q-autocomplete, o-select, date-time-picker, q-checkbox, masked-input, periodo, check-box-filter, intervalo.",
        },
      ],
    ],
    [
      'a filter field whose default kind filters may not use',
      setoresCom({ modelo: 'ficha', filtro: { campos: ['cpf', 'foto'] }, lista: undefined, formulario: undefined }),
      [
        {
          caminho: '/filtro/campos/1',
          mensagem: "O tipo 'photo' não é aceito em filtros; use um de: q-input, q-autocomplete, o-select, date-time-picker, q-checkbox, masked-input, periodo, check-box-filter, intervalo.",
        },
      ],
    ],
    ['a filter field not in the model', comFiltro('sigla'), [{ caminho: '/filtro/campos/0', mensagem: "Campo 'sigla' não existe no modelo 'setor'." }]],
    [
      'a repeated filter parameter',
      comFiltro('nome', { campo: 'ativo', parametro: 'nome' }),
      [{ caminho: '/filtro/campos/1', mensagem: "Parâmetro 'nome' repetido; já está em /filtro/campos/0." }],
    ],
    [
      'tags not in the catalogue',
      setoresCom({ tags: { visualizar: 'configuracoes.setor.visualizar', editar: 'configuracoes.setores.editar' } }),
      [{ caminho: '/tags/editar', mensagem: "Tag de permissão fora do catálogo: 'configuracoes.setores.editar'." }],
    ],
    [
      'a tab tag not in the catalogue',
      setoresCom({ formulario: { secoes: [{ nome: 'setor', campos: ['nome'] }], abas: [{ nome: 'a', titulo: 'A', secoes: ['setor'], tags: ['x.y.z'] }] } }),
      [{ caminho: '/formulario/abas/0/tags/0', mensagem: "Tag de permissão fora do catálogo: 'x.y.z'." }],
    ],
    [
      'masked-input with no mask',
      comCampos({ campo: 'nome', widget: 'masked-input' }),
      [{ caminho: '/formulario/secoes/0/campos/0', mensagem: 'masked-input precisa de mascara (ou de um campo com formato cpf, cnpj, cpfOuCnpj, cep ou telefone).' }],
    ],
    ['an unknown mask', comCampos({ campo: 'nome', widget: 'masked-input', mascara: 'placa' }), [{ caminho: '/formulario/secoes/0/campos/0/mascara', mensagem: "Máscara desconhecida: 'placa'." }]],
    [
      'o-select with no options',
      comCampos({ campo: 'nome', widget: 'o-select' }),
      [{ caminho: '/formulario/secoes/0/campos/0', mensagem: 'o-select precisa de opções: um enum no modelo ou opcoes no filtro.' }],
    ],
    [
      'seletor-de-tags on a field that is not a list',
      comCampos({ campo: 'nome', widget: 'seletor-de-tags' }),
      [{ caminho: '/formulario/secoes/0/campos/0/widget', mensagem: 'seletor-de-tags precisa de um campo que seja uma lista (as tags escolhidas).' }],
    ],
    [
      'q-autocomplete with no reference',
      comFiltro({ parametro: 'pessoa', titulo: 'Pessoa', widget: 'q-autocomplete' }),
      [{ caminho: '/filtro/campos/0', mensagem: 'q-autocomplete precisa de um modelo referenciado: x-ref no modelo ou referencia no filtro.' }],
    ],
    [
      'a reference to an unknown model',
      comFiltro({ parametro: 'pessoa', titulo: 'Pessoa', widget: 'q-autocomplete', referencia: 'pessoa' }),
      [{ caminho: '/filtro/campos/0/referencia', mensagem: "Modelo referenciado desconhecido: 'pessoa'." }],
    ],
    [
      'a condition on a field not in the model',
      comCampos({ campo: 'nome', visivelSe: { field: 'tipo', op: 'eq', value: 'A' } }),
      [{ caminho: '/formulario/secoes/0/campos/0/visivelSe/field', mensagem: "Campo 'tipo' não existe no modelo 'setor'." }],
    ],
    [
      'a field twice in the form',
      setoresCom({ formulario: { secoes: [{ nome: 'a', campos: ['nome'] }, { nome: 'b', campos: [{ campo: 'nome' }] }] } }),
      [{ caminho: '/formulario/secoes/1/campos/0/campo', mensagem: "Campo 'nome' repetido; já está em /formulario/secoes/0/campos/0." }],
    ],
    [
      'a section name twice',
      setoresCom({ formulario: { secoes: [{ nome: 'a', campos: ['nome'] }, { nome: 'a', campos: ['ativo'] }] } }),
      [{ caminho: '/formulario/secoes/1/nome', mensagem: "Seção 'a' repetida; já está em /formulario/secoes/0." }],
    ],
    [
      'tabs that miss, repeat or invent sections',
      setoresCom({
        formulario: {
          secoes: [{ nome: 'a', campos: ['nome'] }, { nome: 'b', campos: ['ativo'] }, { nome: 'c', campos: ['unidade'] }],
          abas: [
            { nome: 'um', titulo: 'Um', secoes: ['a', 'z'] },
            { nome: 'dois', titulo: 'Dois', secoes: ['a'] },
          ],
        },
      }),
      [
        { caminho: '/formulario/abas/0/secoes/1', mensagem: "Seção desconhecida: 'z'." },
        { caminho: '/formulario/abas/1/secoes/0', mensagem: "A seção 'a' já está na aba 'um'." },
        { caminho: '/formulario/secoes/1', mensagem: "A seção 'b' não está em nenhuma aba." },
        { caminho: '/formulario/secoes/2', mensagem: "A seção 'c' não está em nenhuma aba." },
      ],
    ],
    [
      "a new record's values naming an unknown, read-only or reference field, or a value of another type",
      setoresCom({
        formulario: { ...SETORES.formulario, valoresIniciais: { ativo: 'sim', nome: 'Compras', cor: 'azul', id: 3, unidade: 1 } },
      }),
      [
        { caminho: '/formulario/valoresIniciais/ativo', mensagem: 'Campo \'ativo\' não recebe "sim".' },
        { caminho: '/formulario/valoresIniciais/cor', mensagem: "Campo 'cor' não existe no modelo 'setor'." },
        { caminho: '/formulario/valoresIniciais/id', mensagem: "Campo 'id' é somente leitura: um registro novo não o preenche." },
        { caminho: '/formulario/valoresIniciais/unidade', mensagem: "Campo 'unidade' não recebe 1." },
      ],
    ],
    [
      'form routes without a list',
      setoresCom({ lista: undefined, formulario: { secoes: [{ nome: 'a', campos: ['nome'] }], rotas: { novo: { name: 'a.novo', path: '/a/novo' } } } }),
      [{ caminho: '/formulario/rotas', mensagem: 'rotas só valem numa tela com lista; sem lista, o formulário fica na rota da tela.' }],
    ],
  ])('%s', (_caso, descritor, problemas) => {
    expect(validar(JSON.parse(JSON.stringify(descritor)))).toEqual(problemas);
  });

  it('still reports catalogue problems when the model is unknown', () => {
    const problemas = validar(setoresCom({ modelo: 'departamento', tags: { visualizar: 'nada.disso' } }));
    expect(problemas).toEqual([
      { caminho: '/modelo', mensagem: "Modelo desconhecido: 'departamento'." },
      { caminho: '/tags/visualizar', mensagem: "Tag de permissão fora do catálogo: 'nada.disso'." },
    ]);
  });

  it('does not take a prototype key for a model', () => {
    expect(validar(setoresCom({ modelo: 'constructor' }))).toEqual([{ caminho: '/modelo', mensagem: "Modelo desconhecido: 'constructor'." }]);
  });
});
