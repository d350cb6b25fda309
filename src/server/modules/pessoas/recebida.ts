import type { Updateable } from 'kysely';
import { parseDate, parseModel } from '../../../shared/format/dates.ts';
import type { PessoaTable } from '../../db/schema.ts';

// The person a save receives, once its JSON types passed the model's payload schema
// (resources/esquema-do-payload.ts): every member optional and nullable, a reference its id
// or {id}. Pure conversions to what the columns store.

export type ReferenciaRecebida = number | { id: number } | null;

export interface AnexoRecebido {
  arquivo: { id: number };
  tipoAnexo?: ReferenciaRecebida;
}

export interface PessoaRecebida {
  id?: number | null;
  nome?: string | null;
  papelPessoaFisica?: boolean | null;
  papelPessoaJuridica?: boolean | null;
  fornecedor?: boolean | null;
  situacaoPessoa?: ReferenciaRecebida;
  grupos?: ReferenciaRecebida[] | null;
  foto?: { id?: number | null } | null;
  pessoaFisica?: { cpf?: string | null; rg?: string | null; dataNascimento?: string | null; cargo?: ReferenciaRecebida } | null;
  pessoaJuridica?: { cnpj?: string | null } | null;
  emailPrincipal?: string | null;
  emailSecundario?: string | null;
  telefone?: string | null;
  telefoneComercial?: string | null;
  celular?: string | null;
  celular2?: string | null;
  celular3?: string | null;
  redeSocial?: { whatsapp?: string | null; facebook?: string | null } | null;
  cep?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: ReferenciaRecebida;
  latitude?: number | null;
  longitude?: number | null;
  dataPessoaInstituicaoEntrada?: string | null;
  dataPessoaInstituicaoSaida?: string | null;
  formaEntrada?: ReferenciaRecebida;
  funcao?: ReferenciaRecebida;
  profissao?: ReferenciaRecebida;
  idiomas?: ReferenciaRecebida[] | null;
  formacoesAcademicas?: ReferenciaRecebida[] | null;
  beneficios?: ReferenciaRecebida[] | null;
  observacao?: string | null;
  anexos?: AnexoRecebido[] | null;
}

export function idDe(valor: unknown): number | null {
  if (typeof valor === 'number') return valor;
  if (typeof valor === 'object' && valor !== null && 'id' in valor && typeof valor.id === 'number') return valor.id;
  return null;
}

/** The distinct ids of a list of references, in order. */
export function idsDe(valores: readonly unknown[] | null | undefined): number[] {
  return [...new Set((valores ?? []).map(idDe).filter((id) => id !== null))];
}

const texto = (valor: string | null | undefined): string | null => {
  const limpo = valor?.trim() ?? '';
  return limpo === '' ? null : limpo;
};
const digitos = (valor: string | null | undefined): string | null => texto(valor?.replace(/\D/g, ''));
const data = (valor: string | null | undefined): string | null => {
  const limpo = texto(valor);
  return limpo === null ? null : ((parseModel(limpo) ?? parseDate(limpo))?.slice(0, 10) ?? null);
};

/** CPF as its 11 digits; CNPJ as its 14 characters, uppercased (alphanumeric CNPJ too). */
export const cpfNormalizado = (cpf: string | null | undefined): string | null => digitos(cpf);
export const cnpjNormalizado = (cnpj: string | null | undefined): string | null => texto(cnpj?.replace(/[\s./-]/g, '').toUpperCase());

/**
 * The columns of a validated record. A role's documents are kept only while the person holds
 * the role (the form hides them otherwise, so nothing checked them).
 */
export function colunasDaPessoa(r: PessoaRecebida): Updateable<PessoaTable> {
  const fisica = r.papelPessoaFisica === true;
  const juridica = r.papelPessoaJuridica === true;
  const pf = fisica ? r.pessoaFisica : null;
  return {
    nome: texto(r.nome) ?? '',
    papel_pessoa_fisica: fisica,
    papel_pessoa_juridica: juridica,
    fornecedor: r.fornecedor === true,
    situacao_id: idDe(r.situacaoPessoa),
    foto_arquivo_id: idDe(r.foto),
    cpf: cpfNormalizado(pf?.cpf),
    rg: texto(pf?.rg),
    data_nascimento: data(pf?.dataNascimento),
    cargo_id: idDe(pf?.cargo),
    cnpj: juridica ? cnpjNormalizado(r.pessoaJuridica?.cnpj) : null,
    email_principal: texto(r.emailPrincipal)?.toLowerCase() ?? null,
    email_secundario: texto(r.emailSecundario)?.toLowerCase() ?? null,
    telefone: digitos(r.telefone),
    telefone_comercial: digitos(r.telefoneComercial),
    celular: digitos(r.celular),
    celular2: digitos(r.celular2),
    celular3: digitos(r.celular3),
    whatsapp: digitos(r.redeSocial?.whatsapp),
    facebook: texto(r.redeSocial?.facebook),
    cep: digitos(r.cep),
    logradouro: texto(r.logradouro),
    numero: texto(r.numero),
    complemento: texto(r.complemento),
    bairro: texto(r.bairro),
    cidade_id: idDe(r.cidade),
    latitude: r.latitude ?? null,
    longitude: r.longitude ?? null,
    data_entrada_instituicao: data(r.dataPessoaInstituicaoEntrada),
    data_saida_instituicao: data(r.dataPessoaInstituicaoSaida),
    forma_entrada_id: idDe(r.formaEntrada),
    funcao_id: idDe(r.funcao),
    profissao_id: idDe(r.profissao),
    observacao: texto(r.observacao),
  };
}
