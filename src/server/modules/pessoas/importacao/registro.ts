import { CAMPOS_IMPORTAVEIS, type CampoImportavel, type Mapeamento } from '../../../../shared/api/importacao.ts';
import type { PessoaRecebida } from '../recebida.ts';

// A file's row as the person the form would send. A row with a CPF is a natural person, with a
// CNPJ a legal one (both roles with both); the rest goes where the form puts it. Spreadsheets
// drop the leading zeros of numbers: a CPF, CNPJ or CEP that lost them gets them back.

export type ValoresDaLinha = Partial<Record<CampoImportavel, string>>;

const ZEROS_PERDIDOS: Partial<Record<CampoImportavel, { de: number; ate: number }>> = {
  'pessoaFisica.cpf': { de: 9, ate: 11 },
  'pessoaJuridica.cnpj': { de: 12, ate: 14 },
  cep: { de: 7, ate: 8 },
};

function comZeros(campo: CampoImportavel, valor: string): string {
  const tamanhos = ZEROS_PERDIDOS[campo];
  if (tamanhos === undefined || !/^\d+$/.test(valor) || valor.length < tamanhos.de || valor.length >= tamanhos.ate) return valor;
  return valor.padStart(tamanhos.ate, '0');
}

/** The non-blank mapped cells of a row, by field. */
export function valoresDaLinha(dados: readonly string[], mapeamento: Mapeamento): ValoresDaLinha {
  const valores: ValoresDaLinha = {};
  for (const campo of CAMPOS_IMPORTAVEIS) {
    const coluna = mapeamento[campo];
    const valor = coluna === undefined ? '' : (dados[coluna] ?? '').trim();
    if (valor !== '') valores[campo] = comZeros(campo, valor);
  }
  return valores;
}

/** The person's payload (cidade already resolved to its id). */
export function pessoaDaLinha(v: ValoresDaLinha, cidadeId: number | null): PessoaRecebida {
  const cpf = v['pessoaFisica.cpf'];
  const cnpj = v['pessoaJuridica.cnpj'];
  const juridica = cnpj !== undefined;
  const fisica = cpf !== undefined || !juridica;
  return {
    nome: v.nome ?? null,
    papelPessoaFisica: fisica,
    papelPessoaJuridica: juridica,
    fornecedor: false,
    pessoaFisica: fisica ? { cpf: cpf ?? null, rg: v['pessoaFisica.rg'] ?? null, dataNascimento: v['pessoaFisica.dataNascimento'] ?? null } : null,
    pessoaJuridica: juridica ? { cnpj } : null,
    emailPrincipal: v.emailPrincipal ?? null,
    emailSecundario: v.emailSecundario ?? null,
    telefone: v.telefone ?? null,
    telefoneComercial: v.telefoneComercial ?? null,
    celular: v.celular ?? null,
    redeSocial: v['redeSocial.whatsapp'] === undefined ? null : { whatsapp: v['redeSocial.whatsapp'] },
    cep: v.cep ?? null,
    logradouro: v.logradouro ?? null,
    numero: v.numero ?? null,
    complemento: v.complemento ?? null,
    bairro: v.bairro ?? null,
    cidade: cidadeId,
    dataPessoaInstituicaoEntrada: v.dataPessoaInstituicaoEntrada ?? null,
    observacao: v.observacao ?? null,
  };
}
