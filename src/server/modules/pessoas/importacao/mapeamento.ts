import type { FieldError } from '../../../../shared/api/contract.ts';
import { CAMPOS_IMPORTAVEIS, type CampoImportavel, type Mapeamento } from '../../../../shared/api/importacao.ts';
import { errosDeFormulario } from '../../../http/erros.ts';

// A mapping as a request sends it ({campo: índice da coluna}), checked against the file's
// columns: known fields only, whole column numbers of the file, the name mapped, and a CPF or
// CNPJ column (the import identifies people by them). Errors are the form's 422.

const CONHECIDOS: ReadonlySet<string> = new Set(CAMPOS_IMPORTAVEIS);

export function validarMapeamento(corpo: unknown, colunas: number): Mapeamento {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) throw errosDeFormulario([{ field: 'mapeamento', message: 'Valor inválido.' }]);
  const erros: FieldError[] = [];
  const mapeamento: Mapeamento = {};
  for (const [campo, coluna] of Object.entries(corpo)) {
    const field = `mapeamento.${campo}`;
    if (!CONHECIDOS.has(campo)) erros.push({ field, message: 'Campo desconhecido.' });
    else if (coluna === null) continue;
    else if (typeof coluna !== 'number' || !Number.isInteger(coluna) || coluna < 0 || coluna >= colunas) erros.push({ field, message: 'Coluna inexistente no arquivo.' });
    else mapeamento[campo as CampoImportavel] = coluna;
  }
  if (erros.length === 0 && mapeamento.nome === undefined) erros.push({ field: 'mapeamento.nome', message: 'Preenchimento obrigatório.' });
  if (erros.length === 0 && mapeamento['pessoaFisica.cpf'] === undefined && mapeamento['pessoaJuridica.cnpj'] === undefined) {
    erros.push({ field: 'mapeamento.pessoaFisica.cpf', message: 'Associe uma coluna ao CPF ou ao CNPJ: a importação identifica as pessoas por eles.' });
  }
  if (erros.length > 0) throw errosDeFormulario(erros);
  return mapeamento;
}
