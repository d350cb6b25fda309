import type { Mapeamento, ValoresDaLinha } from '../../../shared/api/importacao.ts';
import type { ModelFormat } from '../../../shared/engine/types.ts';
import type { ColunaDaImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';

// A file's row as the import's columns read it: the mapped cells that are not blank, by column
// name. Spreadsheets drop the leading zeros of numbers: a CPF, CNPJ or CEP that lost them gets
// them back.

const ZEROS_PERDIDOS: Partial<Record<ModelFormat, { de: number; ate: number }>> = {
  cpf: { de: 9, ate: 11 },
  cnpj: { de: 12, ate: 14 },
  cep: { de: 7, ate: 8 },
};

export function comZeros(formato: ModelFormat | null, valor: string): string {
  const tamanhos = formato === null ? undefined : ZEROS_PERDIDOS[formato];
  if (tamanhos === undefined || !/^\d+$/.test(valor) || valor.length < tamanhos.de || valor.length >= tamanhos.ate) return valor;
  return valor.padStart(tamanhos.ate, '0');
}

export function valoresDaLinha(dados: readonly string[], mapeamento: Mapeamento, colunas: readonly ColunaDaImportacaoResolvida[]): ValoresDaLinha {
  const valores: Record<string, string> = {};
  for (const coluna of colunas) {
    const indice = Object.hasOwn(mapeamento, coluna.nome) ? mapeamento[coluna.nome] : undefined;
    const valor = indice === undefined ? '' : (dados[indice] ?? '').trim();
    if (valor !== '') valores[coluna.nome] = comZeros(coluna.formato, valor);
  }
  return valores;
}
