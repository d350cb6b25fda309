import type { PagedContent } from '../../../../src/shared/api/contract.ts';
import type { PessoaDoCadastro } from '../../../../src/client/pages/gestaopessoas/dados/pessoa.ts';
import type { Descriptor, Model } from '../../../../src/shared/engine/types.ts';
import { modelosReferenciados } from '../../engine/amostras.ts';
import { contexto, logIn } from '../../support/fixtures.ts';
import { json, stubFetch, type RecordedCall } from '../../support/fetchStub.ts';
import { renderApp } from '../../support/renderApp.tsx';

export const MARIA: PessoaDoCadastro = {
  id: 1,
  codigo: 101,
  nome: 'Maria Aparecida dos Santos Figueiredo Albuquerque',
  papelPessoaFisica: true,
  papelPessoaJuridica: false,
  fornecedor: false,
  pessoaFisica: { cpf: '52998224725', rg: '12.345.678-9', dataNascimento: '1980-02-01' },
  pessoaJuridica: null,
  foto: null,
  telefone: '1133334444',
  celular: '11988887777',
  emailPrincipal: 'maria@exemplo.org',
};

export const ACME: PessoaDoCadastro = {
  id: 2,
  codigo: 102,
  nome: 'Acme Ltda',
  papelPessoaFisica: false,
  papelPessoaJuridica: true,
  fornecedor: true,
  pessoaFisica: null,
  pessoaJuridica: { cnpj: '11222333000181' },
  foto: null,
  telefone: null,
  celular: null,
  emailPrincipal: null,
};

export const TAGS_PESSOAS = [
  'gestaopessoas.pessoa.visualizar',
  'gestaopessoas.pessoa.editar',
  'gestaopessoas.pessoa.desativar',
  'gestaopessoas.pessoa.imprimir',
  'gestaopessoas.pessoa.importar',
];
export const TAGS_OPERADOR = ['gestaopessoas.pessoa.visualizar', 'gestaopessoas.pessoa.editar', 'gestaopessoas.pessoa.imprimir'];
export const TAGS_FORNECEDORES = ['financeiro.fornecedor.visualizar', 'financeiro.fornecedor.editar', 'financeiro.fornecedor.desativar'];

/** The engine's catalogue (GET /api/telas): the register's own screens are not in it (x-modulo). */
export const TELAS: unknown[] = [];

export function pagina(resultList: PessoaDoCadastro[], extra: Partial<PagedContent<PessoaDoCadastro>> = {}): PagedContent<PessoaDoCadastro> {
  return { resultList, hasMore: false, page: 1, rpp: 10, count: resultList.length, countExact: true, pageCount: 1, ...extra };
}

/** The first render waits for the page's lazily loaded chunk, which Vite transforms on demand. */
export const PRIMEIRA_CARGA = { timeout: 15_000 };

export const parametros = (call: RecordedCall | undefined) => new URL(call?.url ?? '/', 'http://localhost').searchParams;

type Handlers = Parameters<typeof stubFetch>[0];

interface Opcoes {
  tags?: readonly string[];
  responder?(call: RecordedCall): PagedContent<PessoaDoCadastro>;
  outros?: Handlers;
}

/** The whole app at `path` with a session of `tags`, the catalogue and POST /api/pessoas/filter answered. */
export function abrirCadastro(path = '/gestaopessoas/lista', { tags = TAGS_PESSOAS, responder = () => pagina([MARIA, ACME]), outros = {} }: Opcoes = {}) {
  logIn();
  const stub = stubFetch({
    'GET /api/context': { content: contexto() },
    'GET /api/context/usuarios/permissoes': { content: tags },
    'GET /api/telas': { content: TELAS },
    'GET /api/pessoas/metadatalist': { content: { params: {}, camposPesquisados: ['Nome', 'Código', 'CPF', 'CNPJ', 'E-mail'] } },
    'POST /api/pessoas/filter': (call: RecordedCall) => json({ content: responder(call) }),
    ...outros,
  });
  const app = renderApp(path);
  const pedidos = () => stub.callsTo('POST', '/api/pessoas/filter');
  return { ...stub, ...app, pedidos, query: () => new URLSearchParams(app.location().search) };
}

const DESCRITORES = import.meta.glob<Descriptor>('/screens/**/*.json', { eager: true, import: 'default' });
const MODELOS: Readonly<Record<string, Model>> = Object.fromEntries(
  Object.values(import.meta.glob<Model>('/schemas/*.json', { eager: true, import: 'default' })).map((m) => [m.$id, m]),
);

/** GET /api/telas/{name} of the register's own screens (gestaopessoas.pessoa, financeiro.fornecedor): descriptor and models as shipped. */
export function telaDoCadastro(name: string) {
  const descritor = Object.values(DESCRITORES).find((d) => d.rota.name === name);
  const modelo = MODELOS['pessoa'];
  if (descritor === undefined || modelo === undefined) throw new Error(`Sem a tela ${name} ou o modelo pessoa.`);
  return { content: { descritor, modelo, modelosReferenciados: modelosReferenciados(descritor, modelo, MODELOS) } };
}

/** What the engine's person form asks around it: its screen and the (empty) field configuration. */
export function formularioDoCadastro(name: string) {
  return {
    [`GET /api/telas/${name}`]: telaDoCadastro(name),
    'GET /api/configuracoesCamposFomularios/config': { content: {} },
  };
}
