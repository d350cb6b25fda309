import type { CategoriaDeOcorrencia, LayoutDeArquivo } from '../mobilizacao/arquivos/tipos.ts';

// The preview of a bank's (or utility's) return file (Mobilização › Remessa › Retorno): multipart,
// the file in `file`; it reads the file and applies nothing. Amounts are numbers with two
// decimals, dates AAAA-MM-DD. A file it cannot read is a 422 naming the line and position, or
// the width or bank it found.

export const URL_DA_PREVIA_DO_RETORNO = '/api/mobilizacao/remessa/retorno/previa';

export const LIMITE_DO_RETORNO_MB = 10;

export interface RegistroDaPrevia {
  nossoNumero: string;
  ocorrencia: string;
  descricaoOcorrencia: string;
  categoria: CategoriaDeOcorrencia;
  valorTitulo: number;
  valorPago: number;
  dataOcorrencia: string | null;
  dataCredito: string | null;
}

export interface PreviaDoRetorno {
  banco: string;
  layout: LayoutDeArquivo;
  registros: RegistroDaPrevia[];
}

/** Applying a return (multipart, the file in `file`): each record to its charge, once per file. */
export const URL_DA_APLICACAO_DO_RETORNO = '/api/mobilizacao/remessa/retorno/aplicar';

export type ResultadoDoRegistro = 'confirmada' | 'paga' | 'rejeitada' | 'baixada' | 'ignorado' | 'nao_encontrada';

/** The file's collection fees: booked as paid despesas (one per credit date), or why not. */
export interface TarifasDoRetorno {
  valor: number;
  despesas: { data: string; valor: number; titulo: number }[];
  motivo: string | null;
}

export interface RetornoAplicado {
  retornoId: number;
  registros: number;
  resultados: Record<ResultadoDoRegistro, number>;
  tarifas: TarifasDoRetorno;
}
