import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';

// The models and the screen the engine's tests share: 'setor' (the example screen) and
// 'ficha', a made-up model with one property per format, type and x- keyword.

export const SETOR: Model = {
  $id: 'setor',
  title: 'Setor',
  type: 'object',
  required: ['nome', 'unidade'],
  'x-unidade': true,
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome', maxLength: 60 },
    unidade: { type: 'object', title: 'Unidade', 'x-ref': 'unidade' },
    ativo: { type: 'boolean', title: 'Ativo', default: true },
  },
};

export const UNIDADE: Model = {
  $id: 'unidade',
  title: 'Unidade',
  type: 'object',
  'x-recurso': '/api/unidades',
  properties: { id: { type: 'integer', readOnly: true }, nome: { type: 'string', title: 'Nome' } },
};

export const FICHA: Model = {
  $id: 'ficha',
  title: 'Ficha',
  type: 'object',
  required: ['cpf'],
  'x-estornavel': true,
  properties: {
    cpf: { type: 'string', title: 'CPF', format: 'cpf' },
    cnpj: { type: ['string', 'null'], title: 'CNPJ', format: 'cnpj' },
    documento: { type: 'string', format: 'cpfOuCnpj' },
    cep: { type: 'string', format: 'cep' },
    rg: { type: 'string', format: 'rg', maxLength: 18 },
    telefone: { type: 'string', format: 'telefone' },
    email: { type: ['string', 'null'], format: 'email', maxLength: 200 },
    nascimento: { type: 'string', format: 'date' },
    criadoEm: { type: 'string', format: 'date-time' },
    apelido: { type: 'string', minLength: 2, maxLength: 30 },
    observacoes: { type: 'string', maxLength: 1000 },
    idade: { type: 'integer', minimum: 0, maximum: 130 },
    valor: { type: 'number', 'x-tipo': 'money', minimum: 0.01 },
    aliquota: { type: 'number', 'x-casasDecimais': 4, minimum: 0, maximum: 100 },
    foto: { type: 'object', 'x-tipo': 'foto' },
    cor: { type: 'string', 'x-tipo': 'cor' },
    anexos: { type: 'array', 'x-tipo': 'anexos', items: { type: 'object', properties: { tipoAnexo: { 'x-ref': 'tipoAnexo' } } } },
    fotos: { type: 'array', 'x-tipo': 'anexos', items: { type: 'object' } },
    ativo: { type: 'boolean' },
    situacao: { type: ['string', 'null'], enum: ['ATIVA', 'SUSPENSA', null], 'x-opcoes': { ATIVA: 'Ativa' } },
    cidade: { type: 'object', title: 'Cidade', 'x-ref': 'cidade' },
    grupos: { type: 'array', title: 'Grupos', items: { type: 'object', 'x-ref': 'grupo' } },
    endereco: { $ref: '#/$defs/endereco', title: 'Endereço' },
    pessoaFisica: {
      type: 'object',
      required: ['nomeMae'],
      properties: { nomeMae: { type: 'string', title: 'Nome da mãe' }, profissao: { type: 'string' } },
    },
  },
  $defs: {
    endereco: {
      type: 'object',
      properties: { logradouro: { type: 'string', title: 'Logradouro', maxLength: 120 }, uf: { type: 'string', minLength: 2, maxLength: 2 } },
    },
  },
};

/** The example screen: list, filter and form of the sectors of a unit. */
export const SETORES: Descriptor = {
  rota: { name: 'configuracoes.setores', path: '/configuracoes/setores' },
  titulo: 'Setores',
  recurso: '/api/setores',
  modelo: 'setor',
  tags: {
    visualizar: 'configuracoes.setor.visualizar',
    editar: 'configuracoes.setor.editar',
    excluir: 'configuracoes.setor.excluir',
  },
  lista: {
    colunas: ['nome', 'unidade', { campo: 'ativo', largura: 90, ordenavel: false }],
    camposPesquisados: ['nome'],
    ordenacaoPadrao: { campo: 'nome' },
  },
  filtro: { campos: ['unidade', { campo: 'ativo', titulo: 'Somente ativos', widget: 'check-box-filter' }] },
  formulario: {
    secoes: [{ nome: 'setor', titulo: 'Dados do setor', campos: [{ campo: 'nome', largura: 8 }, { campo: 'ativo', largura: 4 }, 'unidade'] }],
  },
};

export const MODELOS: Readonly<Record<string, Model>> = { setor: SETOR, unidade: UNIDADE, ficha: FICHA, cidade: UNIDADE, grupo: UNIDADE };

export const TAGS: ReadonlySet<string> = new Set([
  'configuracoes.setor.visualizar',
  'configuracoes.setor.editar',
  'configuracoes.setor.excluir',
]);

/** A form over FICHA with the given fields in one section named 'dados'. */
export function telaDaFicha(campos: NonNullable<Descriptor['formulario']>['secoes'][number]['campos']): Descriptor {
  return {
    rota: { name: 'teste.fichas', path: '/teste/fichas' },
    titulo: 'Fichas',
    recurso: '/api/fichas',
    modelo: 'ficha',
    tags: { visualizar: 'configuracoes.setor.visualizar' },
    formulario: { secoes: [{ nome: 'dados', campos }] },
  };
}
