import { CAMPOS_IMPORTAVEIS, type CampoImportavel, type Mapeamento } from '../../../../shared/api/importacao.ts';
import { t } from '../../../i18n/traducao.ts';

// The mapping as the screen holds it (each file column's field, or null) and as the server takes
// it ({campo: coluna}). A field belongs to one column at most: choosing it for one frees it elsewhere.

export type CamposDasColunas = readonly (CampoImportavel | null)[];

export function camposDasColunas(mapeamento: Mapeamento, colunas: number): CamposDasColunas {
  const campos: (CampoImportavel | null)[] = Array.from({ length: colunas }, () => null);
  for (const campo of CAMPOS_IMPORTAVEIS) {
    const coluna = mapeamento[campo];
    if (coluna !== undefined && coluna < colunas) campos[coluna] = campo;
  }
  return campos;
}

export function mapeamentoDe(campos: CamposDasColunas): Mapeamento {
  const mapeamento: Mapeamento = {};
  campos.forEach((campo, coluna) => {
    if (campo !== null) mapeamento[campo] = coluna;
  });
  return mapeamento;
}

export function escolherCampo(campos: CamposDasColunas, coluna: number, campo: CampoImportavel | null): CamposDasColunas {
  return campos.map((atual, i) => (i === coluna ? campo : atual === campo ? null : atual));
}

/** What the mapping still lacks before a preview (the server says the same in its 422), in the language in force. */
export function faltasDoMapeamento(campos: CamposDasColunas): string[] {
  const faltas: string[] = [];
  if (!campos.includes('nome')) faltas.push(t('Associe uma coluna ao campo Nome.'));
  if (!campos.includes('pessoaFisica.cpf') && !campos.includes('pessoaJuridica.cnpj')) faltas.push(t('Associe uma coluna ao CPF ou ao CNPJ: a importação identifica as pessoas por eles.'));
  return faltas;
}
