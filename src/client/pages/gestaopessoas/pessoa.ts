import { formatCnpj, formatCpf } from '../../../shared/masks/index.ts';

/** A row of POST /api/pessoas/filter. */
export interface PessoaDaLista {
  id: number;
  codigo: number;
  nome: string;
  papelPessoaFisica: boolean;
  papelPessoaJuridica: boolean;
  pessoaFisica: { cpf: string | null } | null;
  pessoaJuridica: { cnpj: string | null } | null;
  cidade: { nome: string; estado: { uf: string } } | null;
}

export function documentoDa(pessoa: PessoaDaLista): string {
  const cpf = pessoa.pessoaFisica?.cpf;
  if (cpf) return formatCpf(cpf);
  const cnpj = pessoa.pessoaJuridica?.cnpj;
  return cnpj ? formatCnpj(cnpj) : '';
}

export function cidadeDa(pessoa: PessoaDaLista): string {
  return pessoa.cidade ? `${pessoa.cidade.nome} - ${pessoa.cidade.estado.uf}` : '';
}
