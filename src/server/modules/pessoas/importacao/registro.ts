import type { ValoresDaLinha } from '../../../../shared/api/importacao.ts';
import type { PessoaRecebida } from '../recebida.ts';

// A file's row (its mapped cells, by the import's column names) as the person the form would
// send. A row with a CPF is a natural person, with a CNPJ a legal one (both roles with both); the
// rest goes where the form puts it.

export function pessoaDaLinha(v: ValoresDaLinha, cidadeId: number | null): PessoaRecebida {
  const valor = (nome: string): string | null => (Object.hasOwn(v, nome) ? (v[nome] ?? null) : null);
  const cpf = valor('pessoaFisica.cpf');
  const cnpj = valor('pessoaJuridica.cnpj');
  const juridica = cnpj !== null;
  const fisica = cpf !== null || !juridica;
  const whatsapp = valor('redeSocial.whatsapp');
  return {
    nome: valor('nome'),
    papelPessoaFisica: fisica,
    papelPessoaJuridica: juridica,
    fornecedor: false,
    pessoaFisica: fisica ? { cpf, rg: valor('pessoaFisica.rg'), dataNascimento: valor('pessoaFisica.dataNascimento') } : null,
    pessoaJuridica: juridica ? { cnpj } : null,
    emailPrincipal: valor('emailPrincipal'),
    emailSecundario: valor('emailSecundario'),
    telefone: valor('telefone'),
    telefoneComercial: valor('telefoneComercial'),
    celular: valor('celular'),
    redeSocial: whatsapp === null ? null : { whatsapp },
    cep: valor('cep'),
    logradouro: valor('logradouro'),
    numero: valor('numero'),
    complemento: valor('complemento'),
    bairro: valor('bairro'),
    cidade: cidadeId,
    dataPessoaInstituicaoEntrada: valor('dataPessoaInstituicaoEntrada'),
    observacao: valor('observacao'),
  };
}
