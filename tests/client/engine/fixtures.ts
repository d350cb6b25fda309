import type { PagedContent } from '../../../src/shared/api/contract.ts';
import type { Descriptor, FieldConfig, Model } from '../../../src/shared/engine/types.ts';

// A made-up screen that exercises every cell format and form behaviour the engine has:
// dates, money, booleans, a reference, a required field, a conditional field.

export const CIDADE: Model = {
  $id: 'cidade',
  title: 'Cidade',
  type: 'object',
  'x-recurso': '/api/cidades',
  'x-exibicao': ['nome', 'estado.uf'],
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome' },
    estado: { type: 'object', properties: { uf: { type: 'string' } } },
  },
};

export const VOLUNTARIO: Model = {
  $id: 'voluntario',
  title: 'Voluntário',
  type: 'object',
  'x-recurso': '/api/voluntarios',
  'x-exibicao': ['nome'],
  required: ['nome'],
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome', maxLength: 60 },
    email: { type: ['string', 'null'], title: 'E-mail', format: 'email' },
    apelido: { type: ['string', 'null'], title: 'Apelido' },
    nascimento: { type: ['string', 'null'], title: 'Nascimento', format: 'date' },
    ajudaDeCusto: { type: ['number', 'null'], title: 'Ajuda de custo', 'x-tipo': 'money' },
    ativo: { type: 'boolean', title: 'Ativo', default: true },
    motivoInativo: { type: ['string', 'null'], title: 'Motivo da inativação' },
    cidade: { type: ['object', 'null'], title: 'Cidade', 'x-ref': 'cidade' },
  },
};

export const VOLUNTARIOS: Descriptor = {
  rota: { name: 'teste.voluntarios', path: '/teste/voluntarios' },
  titulo: 'Voluntários',
  recurso: '/api/voluntarios',
  modelo: 'voluntario',
  tags: { visualizar: 'teste.voluntario.visualizar', editar: 'teste.voluntario.editar', excluir: 'teste.voluntario.excluir' },
  lista: {
    colunas: ['nome', 'nascimento', 'ajudaDeCusto', 'ativo', 'cidade'],
    camposPesquisados: ['nome', 'email'],
    ordenacaoPadrao: { campo: 'nome' },
  },
  filtro: {
    campos: [
      {
        campo: 'ativo',
        titulo: 'Situação do cadastro',
        widget: 'o-select',
        opcoes: [
          { valor: true, rotulo: 'Ativos' },
          { valor: false, rotulo: 'Inativos' },
        ],
      },
    ],
  },
  formulario: {
    secoes: [
      {
        nome: 'dados',
        titulo: 'Dados pessoais',
        campos: [{ campo: 'nome', largura: 8 }, { campo: 'nascimento', largura: 4 }, 'email', 'apelido', 'cidade'],
      },
      {
        nome: 'situacao',
        titulo: 'Situação',
        campos: [
          { campo: 'ativo', largura: 3 },
          { campo: 'motivoInativo', largura: 9, visivelSe: { field: 'ativo', op: 'eq', value: false } },
          'ajudaDeCusto',
        ],
      },
    ],
  },
};

export const TAGS_TODAS = ['teste.voluntario.visualizar', 'teste.voluntario.editar', 'teste.voluntario.excluir'];
export const SO_VISUALIZAR = ['teste.voluntario.visualizar'];

/** A record as the resource returns it. */
export type Registro = Readonly<Record<string, unknown>> & { id: number };

export const ANA: Registro = {
  id: 7,
  nome: 'Ana Lima',
  email: 'ana@exemplo.org',
  apelido: null,
  nascimento: '1990-03-25',
  ajudaDeCusto: 1234.56,
  ativo: true,
  motivoInativo: null,
  cidade: { id: 3, nome: 'Recife', estado: { uf: 'PE' } },
};

export const BETO: Registro = {
  id: 8,
  nome: 'Beto Souza',
  email: null,
  apelido: 'Betão',
  nascimento: null,
  ajudaDeCusto: null,
  ativo: false,
  motivoInativo: 'Mudou de cidade',
  cidade: null,
};

export function pagina<T>(resultList: T[], extra: Partial<PagedContent<T>> = {}): PagedContent<T> {
  return { resultList, hasMore: false, page: 1, rpp: 10, count: resultList.length, countExact: true, pageCount: 1, ...extra };
}

export const conteudoDaTela = (descritor: Descriptor = VOLUNTARIOS, modelo: Model = VOLUNTARIO) => ({
  content: { descritor, modelo, modelosReferenciados: { cidade: CIDADE } },
});

export const configuracao = (config: FieldConfig = {}) => ({ content: { [VOLUNTARIOS.rota.name]: config } });
