import type { FieldError } from './contract.ts';
import { validateRecord, type FieldRules } from '../validation/index.ts';

// The people and supplier register's calls (specification, section 7; src/server/modules/pessoas).

/** A record of a configuration table (situação, grupo, cargo, ...) as a reference. */
export interface Referencia {
  id: number;
  descricao: string | null;
}

export interface CidadeResumida {
  id: number;
  nome: string;
  estado: { uf: string };
}

/**
 * The body of POST /api/pessoas/filter and POST /api/pessoas/mapa. Every member is optional;
 * an empty text, an empty list, null or false leaves that filter out. `q` searches name, code,
 * CPF/CNPJ and e-mails, accent- and case-insensitively, every word of it.
 */
export interface FiltroDePessoas {
  situacoes?: number[];
  grupos?: number[];
  cidadeId?: number | null;
  q?: string;
  email?: string;
  numeroContato?: string;
  cpf?: string;
  cnpj?: string;
  papelPessoaJuridica?: boolean | null;
  papelPessoaFisica?: boolean | null;
  fornecedor?: boolean | null;
  isOrigemCadastroPortalDoacao?: boolean | null;
  /** Comma-separated dotted paths narrowing each row (also accepted as the query's `fields`). */
  fields?: string;
}

/** The rules of a filter body: a CPF or CNPJ filter must hold a (part of a) document. */
export const REGRAS_DO_FILTRO_DE_PESSOAS: FieldRules = { cpf: [{ rule: 'cpfParcial' }], cnpj: [{ rule: 'cnpjParcial' }] };

/**
 * What is wrong with a filter body, as the server answers it (a 422) and the client checks it
 * before searching (a filter from a bookmark): the same function on both sides.
 */
export const errosDoFiltroDePessoas = (filtro: FiltroDePessoas): FieldError[] => validateRecord(filtro, REGRAS_DO_FILTRO_DE_PESSOAS);

/**
 * A row of POST /api/pessoas/filter. `foto.authtoken` is the derived token of the photo's
 * URL: GET /api/pessoas/{id}/foto?width&height&arquivoId={foto.id}&authtoken={foto.authtoken}.
 */
export interface PessoaDaLista {
  id: number;
  codigo: number;
  nome: string;
  papelPessoaFisica: boolean;
  papelPessoaJuridica: boolean;
  fornecedor: boolean;
  origemCadastroPortalDoacao: boolean;
  pessoaFisica: { cpf: string | null; rg: string | null; dataNascimento: string | null } | null;
  pessoaJuridica: { cnpj: string | null } | null;
  situacaoPessoa: Referencia | null;
  foto: { id: number; authtoken: string } | null;
  emailPrincipal: string | null;
  emailSecundario: string | null;
  telefone: string | null;
  telefoneComercial: string | null;
  celular: string | null;
  cidade: CidadeResumida | null;
}

export interface AnexoDaPessoa {
  id: number;
  arquivo: { id: number; fileName: string };
  tipoAnexo: Referencia | null;
}

/**
 * A person as GET /api/pessoas/{id} answers and POST /api/pessoas takes (schemas/pessoa.json).
 * Documents and phones come back as stored: CPF 11 digits, CNPJ 14 characters, phones and CEP
 * digits; dates YYYY-MM-DD. On save a reference may be its id or {id}; anexos [{arquivo: {id},
 * tipoAnexo}] with an uploaded file's id (POST /api/arquivos).
 */
export interface Pessoa {
  id: number;
  codigo: number;
  nome: string;
  papelPessoaFisica: boolean;
  papelPessoaJuridica: boolean;
  fornecedor: boolean;
  ativo: boolean;
  origemCadastroPortalDoacao: boolean;
  situacaoPessoa: Referencia | null;
  grupos: Referencia[];
  foto: { id: number } | null;
  pessoaFisica: { cpf: string | null; rg: string | null; dataNascimento: string | null; cargo: Referencia | null } | null;
  pessoaJuridica: { cnpj: string | null } | null;
  emailPrincipal: string | null;
  emailSecundario: string | null;
  telefone: string | null;
  telefoneComercial: string | null;
  celular: string | null;
  celular2: string | null;
  celular3: string | null;
  redeSocial: { whatsapp: string | null; facebook: string | null };
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: CidadeResumida | null;
  latitude: number | null;
  longitude: number | null;
  /** The point is the municipality's seat, not an exact one (shared/geo/posicao.ts). */
  coordenadaAproximada: boolean;
  dataPessoaInstituicaoEntrada: string | null;
  dataPessoaInstituicaoSaida: string | null;
  formaEntrada: Referencia | null;
  funcao: Referencia | null;
  profissao: Referencia | null;
  idiomas: Referencia[];
  formacoesAcademicas: Referencia[];
  beneficios: Referencia[];
  observacao: string | null;
  anexos: AnexoDaPessoa[];
}

/** GET /api/pessoas/metadatalist */
export interface MetadadosDePessoas {
  /** The list's defaults: paging, order and an empty filter (what Limpar restores). */
  params: { page: number; rpp: number; sort: string } & Required<Omit<FiltroDePessoas, 'fields'>>;
  /** The titles of the fields `q` searches (the search box's tooltip). */
  camposPesquisados: string[];
}

/** One person on the map; the name comes from GET /api/pessoas/{id}/resumo on hover. */
export interface MarcadorDoMapa {
  id: number;
  lat: number;
  lng: number;
}

/** Several people the server grouped (one cell of the requested zoom), at their mean position. */
export interface AgrupamentoDoMapa {
  lat: number;
  lng: number;
  quantidade: number;
}

/**
 * POST /api/pessoas/mapa's content: a marker per person while the radius (and bbox) hold at most
 * the server's MAPA_NO_NAVEGADOR people (the browser clusters them); beyond, the server clusters
 * for the query's zoom, and a cell holding one person is still a marker.
 */
export type ItemDoMapa = MarcadorDoMapa | AgrupamentoDoMapa;

/** GET /api/pessoas/{id}/resumo: what a map marker shows on hover. */
export interface ResumoDaPessoa {
  id: number;
  codigo: number;
  nome: string;
}

/** POST /api/pessoas/desabilitapessoas's content. */
export interface PessoasDesativadas {
  ids: number[];
}

export const MENSAGEM_SELECIONE_PESSOA = 'Selecione pelo menos uma pessoa';
