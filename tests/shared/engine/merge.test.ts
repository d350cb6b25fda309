import { describe, expect, it } from 'vitest';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import type { CampoResolvido } from '../../../src/shared/engine/tela-resolvida.ts';
import type { CampoDoFormularioDescrito, FieldConfig } from '../../../src/shared/engine/types.ts';
import type { RuleSpec } from '../../../src/shared/validation/index.ts';
import { FICHA, SETOR, SETORES, telaDaFicha } from './fixtures.ts';

/** The one form field the merge resolves from `descrito` in section 'dados' of FICHA. */
function campoResolvido(descrito: CampoDoFormularioDescrito, config: FieldConfig = {}): CampoResolvido {
  const campo = mesclarTela(telaDaFicha([descrito]), FICHA, config).formulario?.secoes[0]?.campos[0];
  if (campo === undefined) throw new Error('sem campo');
  return campo;
}

const oculto = (campo: string): FieldConfig => ({ configSecoes: { dados: [{ inputName: campo, visible: false }] } });
const exigido = (campo: string, required: boolean): FieldConfig => ({ configSecoes: { dados: [{ inputName: campo, required }] } });

describe('mesclarTela: precedence (configuration > descriptor > model > defaults)', () => {
  it.each<[string, CampoDoFormularioDescrito, FieldConfig, Partial<CampoResolvido>]>([
    ['model title when the descriptor names none', 'cpf', {}, { titulo: 'CPF' }],
    ['descriptor title over the model title', { campo: 'cpf', titulo: 'CPF do titular' }, {}, { titulo: 'CPF do titular' }],
    ['field name when neither names it', 'pessoaFisica.profissao', {}, { titulo: 'profissao' }],
    ['model widget by default', 'cpf', {}, { widget: 'masked-input', mascara: 'cpf' }],
    ['descriptor widget over the model default', { campo: 'observacoes', widget: 'q-input' }, {}, { widget: 'q-input' }],
    ['descriptor mask over the model format', { campo: 'cpf', mascara: 'cpfOuCnpj' }, {}, { mascara: 'cpfOuCnpj' }],
    ['default width is a full row', 'cpf', {}, { largura: 12 }],
    ['descriptor width', { campo: 'cpf', largura: 4 }, {}, { largura: 4 }],
    ['model required gives the required rule', 'cpf', {}, { visivel: true, obrigatorio: true, regras: [{ rule: 'required' }, { rule: 'cpf' }] }],
    ['optional by default', 'cnpj', {}, { obrigatorio: false, regras: [{ rule: 'cnpj' }] }],
    ['configuration requires an optional field', 'cnpj', exigido('cnpj', true), { obrigatorio: true, regras: [{ rule: 'required' }, { rule: 'cnpj' }] }],
    ['configuration cannot lift the model requirement', 'cpf', exigido('cpf', false), { obrigatorio: true, regras: [{ rule: 'required' }, { rule: 'cpf' }] }],
    ['configuration hides a field: no rules at all', 'cpf', oculto('cpf'), { visivel: false, obrigatorio: false, regras: [] }],
    [
      'hidden beats configured required',
      'cnpj',
      { configSecoes: { dados: [{ inputName: 'cnpj', visible: false, required: true }] } },
      { visivel: false, obrigatorio: false, regras: [] },
    ],
    ['a hidden section hides its fields', 'cpf', { secoesVisiveis: { dados: false } }, { visivel: false, obrigatorio: false, regras: [] }],
    ['a visible section leaves its fields alone', 'cpf', { secoesVisiveis: { dados: true } }, { visivel: true, obrigatorio: true }],
    ['another section’s configuration does not apply', 'cpf', { configSecoes: { outra: [{ inputName: 'cpf', visible: false }] } }, { visivel: true }],
    ['configuration keys are own keys only', 'cpf', { configSecoes: JSON.parse('{"constructor": []}') as FieldConfig['configSecoes'] }, { visivel: true }],
    ['nested required through its parent object', 'pessoaFisica.nomeMae', {}, { obrigatorio: true, regras: [{ rule: 'required' }] }],
    ['a local $ref with its own title', 'endereco', {}, { titulo: 'Endereço', widget: 'q-input', regras: [] }],
    ['a field inside a $ref', 'endereco.logradouro', {}, { titulo: 'Logradouro', regras: [{ rule: 'maxLength', value: 120 }] }],
    ['visivelSe kept as data', { campo: 'cnpj', visivelSe: { field: 'ativo', op: 'eq', value: true } }, {}, { visivelSe: { field: 'ativo', op: 'eq', value: true } }],
  ])('%s', (_caso, descrito, config, esperado) => {
    expect(campoResolvido(descrito, config)).toMatchObject(esperado);
  });

  it('gives a read-only field no rules, even when configured required', () => {
    const tela = mesclarTela(SETORES_COM_ID, SETOR, { configSecoes: { setor: [{ inputName: 'id', required: true }] } });
    expect(tela.formulario?.secoes[0]?.campos[0]).toMatchObject({ campo: 'id', somenteLeitura: true, obrigatorio: false, regras: [] });
  });
});

const SETORES_COM_ID = { ...SETORES, formulario: { secoes: [{ nome: 'setor', campos: ['id'] }] } };

describe('mesclarTela: rules from the model', () => {
  it.each<[string, RuleSpec[]]>([
    ['cnpj', [{ rule: 'cnpj' }]],
    ['documento', [{ rule: 'cpfOuCnpj' }]],
    ['cep', [{ rule: 'cep' }]],
    ['rg', [{ rule: 'rg' }, { rule: 'maxLength', value: 18 }]],
    ['telefone', [{ rule: 'telefone' }]],
    ['email', [{ rule: 'email' }, { rule: 'maxLength', value: 200 }]],
    ['nascimento', [{ rule: 'date' }]],
    ['criadoEm', [{ rule: 'date' }]],
    ['apelido', [{ rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 30 }]],
    ['idade', [{ rule: 'min', value: 0 }, { rule: 'max', value: 130 }]],
    ['valor', [{ rule: 'casasDecimais', value: 2 }, { rule: 'min', value: 0.01, money: true }]],
    ['aliquota', [{ rule: 'casasDecimais', value: 4 }, { rule: 'min', value: 0 }, { rule: 'max', value: 100 }]],
    ['ativo', []],
    ['cidade', []],
    ['grupos', []],
  ])('%s → %j', (campo, regras) => {
    expect(campoResolvido(campo).regras).toEqual(regras);
  });

  it('checks only presence of a required list or reference', () => {
    expect(campoResolvido('grupos', exigido('grupos', true)).regras).toEqual([{ rule: 'required' }]);
    expect(campoResolvido('cidade', exigido('cidade', true)).regras).toEqual([{ rule: 'required' }]);
  });
});

describe('mesclarTela: options, references and multiple choices from the model', () => {
  it.each<[string, Partial<CampoResolvido>]>([
    ['situacao', { widget: 'o-select', opcoes: [{ valor: 'ATIVA', rotulo: 'Ativa' }, { valor: 'SUSPENSA', rotulo: 'SUSPENSA' }], multiplo: false }],
    ['cidade', { widget: 'q-autocomplete', referencia: 'cidade', multiplo: false, opcoes: null }],
    ['grupos', { widget: 'q-autocomplete', referencia: 'grupo', multiplo: true }],
    // Attachments refer to their document type's model: the manager offers its records.
    ['anexos', { widget: 'attachments', multiplo: true, referencia: 'tipoAnexo' }],
    ['fotos', { widget: 'attachments', multiplo: true, referencia: null }],
    ['nascimento', { widget: 'date-time-picker', formato: 'date', mascara: null }],
  ])('%s', (campo, esperado) => {
    expect(campoResolvido(campo)).toMatchObject(esperado);
  });
});

describe('mesclarTela: the example screen', () => {
  const tela = mesclarTela(SETORES, SETOR, {});

  it('keeps the screen facts and reads the model’s x- keywords', () => {
    expect(tela).toMatchObject({
      rota: SETORES.rota,
      titulo: 'Setores',
      recurso: '/api/setores',
      modelo: 'setor',
      tags: SETORES.tags,
      porUnidade: true,
      estornavel: false,
    });
    expect(mesclarTela(telaDaFicha(['cpf']), FICHA, {}).estornavel).toBe(true);
  });

  it('resolves columns like fields, with table defaults', () => {
    expect(tela.lista?.colunas).toMatchObject([
      { campo: 'nome', titulo: 'Nome', widget: 'q-input', largura: null, ordenavel: true },
      { campo: 'unidade', titulo: 'Unidade', widget: 'q-autocomplete', referencia: 'unidade' },
      { campo: 'ativo', titulo: 'Ativo', widget: 'q-checkbox', largura: 90, ordenavel: false },
    ]);
    expect(tela.lista).toMatchObject({ camposPesquisados: ['nome'], ordenacaoPadrao: { campo: 'nome', direcao: 'asc' }, rpp: null });
    // No page size of its own: the institution's (configuracoes/parametro) applies.
  });

  it('takes the descriptor’s page size, order and direction', () => {
    const lista = { colunas: ['nome'], ordenacaoPadrao: { campo: 'nome', direcao: 'desc' as const }, rpp: 25 };
    expect(mesclarTela({ ...SETORES, lista }, SETOR, {}).lista).toMatchObject({ ordenacaoPadrao: { direcao: 'desc' }, rpp: 25, camposPesquisados: [] });
    expect(mesclarTela({ ...SETORES, lista: { colunas: ['nome'] } }, SETOR, {}).lista?.ordenacaoPadrao).toBeNull();
  });

  it('lays sections and fields in descriptor order', () => {
    const secao = tela.formulario?.secoes[0];
    expect(secao).toMatchObject({ nome: 'setor', titulo: 'Dados do setor', visivel: true });
    expect(secao?.campos.map((c) => [c.campo, c.largura, c.obrigatorio])).toEqual([
      ['nome', 8, true],
      ['ativo', 4, false],
      ['unidade', 12, true],
    ]);
  });

  it('derives the form routes from the list route', () => {
    expect(tela.formulario?.rotas).toEqual({
      novo: { name: 'configuracoes.setores.novo', path: '/configuracoes/setores/novo' },
      editar: { name: 'configuracoes.setores.editar', path: '/configuracoes/setores/:id' },
    });
  });

  it('takes form routes the descriptor names where the paths differ', () => {
    const editar = { name: 'configuracoes.unidades.editar', path: '/configuracoes/unidade/:id' };
    const formulario = { ...SETORES.formulario, secoes: SETORES.formulario?.secoes ?? [], rotas: { editar } };
    expect(mesclarTela({ ...SETORES, formulario }, SETOR, {}).formulario?.rotas).toEqual({
      novo: { name: 'configuracoes.setores.novo', path: '/configuracoes/setores/novo' },
      editar,
    });
  });

  it('gives a form without a list no routes of its own', () => {
    const { lista: _lista, ...semLista } = SETORES;
    expect(mesclarTela(semLista, SETOR, {}).formulario?.rotas).toEqual({ novo: null, editar: null });
  });

  it('leaves out the parts the descriptor leaves out', () => {
    expect(mesclarTela(telaDaFicha(['cpf']), FICHA, {})).toMatchObject({ lista: null, filtro: null });
  });
});

describe('mesclarTela: filters', () => {
  const tela = mesclarTela(
    {
      ...telaDaFicha(['cpf']),
      filtro: {
        campos: [
          'cpf',
          'observacoes',
          'valor',
          { campo: 'situacao', parametro: 'situacoes', multiplo: true },
          { parametro: 'q', titulo: 'Pesquisa', widget: 'q-input' },
          { parametro: 'periodo', titulo: 'Período', widget: 'periodo', largura: 6 },
        ],
      },
    },
    FICHA,
    {},
  );

  it('sends each field under its own name unless the descriptor renames it', () => {
    expect(tela.filtro?.campos.map((c) => [c.parametro, c.campo])).toEqual([
      ['cpf', 'cpf'],
      ['observacoes', 'observacoes'],
      ['valor', 'valor'],
      ['situacoes', 'situacao'],
      ['q', null],
      ['periodo', null],
    ]);
  });

  it('checks formats but requires nothing, and types text, numbers and money in a plain input', () => {
    expect(tela.filtro?.campos.slice(0, 3)).toMatchObject([
      { widget: 'masked-input', regras: [{ rule: 'cpf' }] },
      { widget: 'q-input', regras: [{ rule: 'maxLength', value: 1000 }] },
      { widget: 'q-input', regras: [{ rule: 'casasDecimais', value: 2 }, { rule: 'min', value: 0.01, money: true }] },
    ]);
  });

  it('gives a multiple choice no value rules, and filter-only parameters only what the descriptor says', () => {
    expect(tela.filtro?.campos[3]).toMatchObject({ widget: 'o-select', multiplo: true, regras: [] });
    expect(tela.filtro?.campos[5]).toEqual({
      parametro: 'periodo',
      campo: null,
      titulo: 'Período',
      widget: 'periodo',
      largura: 6,
      mascara: null,
      formato: null,
      opcoes: null,
      referencia: null,
      multiplo: false,
      regras: [],
    });
  });

  it('keeps a kind filters may not use, for the filter form to report', () => {
    const foto = mesclarTela({ ...telaDaFicha(['cpf']), filtro: { campos: ['foto', { campo: 'cpf', widget: 'textarea' }] } }, FICHA, {});
    expect(foto.filtro?.campos.map((c) => c.widget)).toEqual(['photo', 'textarea']);
  });
});

describe('mesclarTela: tabs', () => {
  it('shows a tab while any of its sections is visible', () => {
    const formulario = {
      secoes: [
        { nome: 'dados', campos: ['cpf'] },
        { nome: 'extra', campos: ['cnpj'] },
      ],
      abas: [
        { nome: 'principal', titulo: 'Principal', secoes: ['dados'] },
        { nome: 'mais', titulo: 'Mais', secoes: ['extra'], tags: ['configuracoes.setor.editar'] },
      ],
    };
    const tela = mesclarTela({ ...telaDaFicha(['cpf']), formulario }, FICHA, { secoesVisiveis: { extra: false } });
    expect(tela.formulario?.abas).toEqual([
      { nome: 'principal', titulo: 'Principal', secoes: ['dados'], tags: [], visivel: true },
      { nome: 'mais', titulo: 'Mais', secoes: ['extra'], tags: ['configuracoes.setor.editar'], visivel: false },
    ]);
    expect(tela.formulario?.secoes[1]?.visivel).toBe(false);
  });
});

describe('mesclarTela: what it cannot resolve', () => {
  it.each<[string, () => unknown, string]>([
    ['a field not in the model', () => mesclarTela(telaDaFicha(['cpff']), FICHA, {}), "Campo 'cpff' não existe no modelo 'ficha'."],
    [
      'an unknown widget kind in a form',
      () => mesclarTela(telaDaFicha([{ campo: 'cpf', widget: 'slider' }]), FICHA, {}),
      "Tipo de widget desconhecido 'slider' no campo 'cpf'.",
    ],
    ['another model', () => mesclarTela(SETORES, FICHA, {}), "O descritor da tela 'configuracoes.setores' usa o modelo 'setor', não 'ficha'."],
  ])('throws on %s', (_caso, mesclar, mensagem) => {
    expect(mesclar).toThrow(mensagem);
  });
});
