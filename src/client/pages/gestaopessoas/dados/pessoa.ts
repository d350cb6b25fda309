import { formatCnpj, formatCpf, formatTelefone } from '../../../../shared/masks/index.ts';
import { formatDate } from '../../../../shared/format/index.ts';
import type { t as Traduzir } from '../../../i18n/traducao.ts';

/** A person as the list, the cards and the table read it (the `fields` asked for, CAMPOS_DA_LISTA). */
export interface PessoaDoCadastro {
  id: number;
  codigo: number | null;
  nome: string;
  papelPessoaFisica?: boolean | null;
  papelPessoaJuridica?: boolean | null;
  fornecedor?: boolean | null;
  pessoaFisica?: { dataNascimento?: string | null; cpf?: string | null; rg?: string | null } | null;
  pessoaJuridica?: { cnpj?: string | null } | null;
  /** The photo's file and the derived token of its URL (GET /api/pessoas/{id}/foto). */
  foto?: { id: number; authtoken?: string } | null;
  telefone?: string | null;
  celular?: string | null;
  emailPrincipal?: string | null;
}

/** The reply's `fields` selection: only what the views show. */
export const CAMPOS_DA_LISTA = [
  'id',
  'codigo',
  'nome',
  'papelPessoaFisica',
  'papelPessoaJuridica',
  'fornecedor',
  'pessoaFisica.dataNascimento',
  'pessoaFisica.cpf',
  'pessoaFisica.rg',
  'pessoaJuridica.cnpj',
  'foto',
  'telefone',
  'celular',
  'emailPrincipal',
] as const;

/** Specification, section 9. */
export const LIMITE_DO_NOME = 30;

/** The name cut to 30 characters (an ellipsis marks the cut; the full name goes in a tooltip). */
export function nomeTruncado(nome: string): string {
  const letras = [...nome];
  return letras.length <= LIMITE_DO_NOME ? nome : `${letras.slice(0, LIMITE_DO_NOME).join('')}...`;
}

export type Papel = 'fisica' | 'juridica' | 'fornecedor';

export function rotuloDoPapel(papel: Papel, t: typeof Traduzir): string {
  switch (papel) {
    case 'fisica':
      return t('Pessoa Física');
    case 'juridica':
      return t('Pessoa Jurídica');
    case 'fornecedor':
      return t('Fornecedor');
  }
}

export function papeisDa(pessoa: PessoaDoCadastro): Papel[] {
  return [
    ...(pessoa.papelPessoaFisica ? (['fisica'] as const) : []),
    ...(pessoa.papelPessoaJuridica ? (['juridica'] as const) : []),
    ...(pessoa.fornecedor ? (['fornecedor'] as const) : []),
  ];
}

export function nascimentoDa(pessoa: PessoaDoCadastro): string {
  const data = pessoa.pessoaFisica?.dataNascimento;
  return data ? formatDate(data) : '';
}

/** The labelled documents a person has: CNPJ, CPF, RG (formatted). */
export function documentosDa(pessoa: PessoaDoCadastro): { rotulo: string; valor: string }[] {
  const cnpj = pessoa.pessoaJuridica?.cnpj;
  const cpf = pessoa.pessoaFisica?.cpf;
  const rg = pessoa.pessoaFisica?.rg;
  return [
    ...(cnpj ? [{ rotulo: 'CNPJ', valor: formatCnpj(cnpj) }] : []),
    ...(cpf ? [{ rotulo: 'CPF', valor: formatCpf(cpf) }] : []),
    ...(rg ? [{ rotulo: 'RG', valor: rg }] : []),
  ];
}

/** Telefone, celular and the main e-mail, as they are shown (labelled in the language of `t`). */
export function contatosDa(pessoa: PessoaDoCadastro, t: typeof Traduzir): { rotulo: string; valor: string }[] {
  return [
    ...(pessoa.telefone ? [{ rotulo: t('Telefone'), valor: formatTelefone(pessoa.telefone) }] : []),
    ...(pessoa.celular ? [{ rotulo: t('Celular'), valor: formatTelefone(pessoa.celular) }] : []),
    ...(pessoa.emailPrincipal ? [{ rotulo: t('E-mail'), valor: pessoa.emailPrincipal }] : []),
  ];
}
