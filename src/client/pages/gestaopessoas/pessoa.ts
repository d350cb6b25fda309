import type { PessoaDaLista } from '../../../shared/api/contract.ts';
import { formatCnpj, formatCpf } from '../../../shared/masks/index.ts';

export type { PessoaDaLista };

export function documentoDa(pessoa: PessoaDaLista): string {
  const cpf = pessoa.pessoaFisica?.cpf;
  if (cpf) return formatCpf(cpf);
  const cnpj = pessoa.pessoaJuridica?.cnpj;
  return cnpj ? formatCnpj(cnpj) : '';
}

export function cidadeDa(pessoa: PessoaDaLista): string {
  return pessoa.cidade ? `${pessoa.cidade.nome} - ${pessoa.cidade.estado.uf}` : '';
}
