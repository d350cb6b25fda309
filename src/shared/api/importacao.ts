// The import of a screen that declares one (descriptor `importacao`), at {recurso}/importacao
// (src/server/resources/importacao). A file is sent, its columns are mapped to the import's columns,
// a preview shows each row's errors, and a background job saves the rows. A row whose key finds a
// record already registered is never registered again: it is ignored, so importing the same file
// twice creates nothing new.

import type { PagedContent } from './contract.ts';
import type { TarefaResumo } from '../realtime/protocolo.ts';

/** Which column (0-based, in the file's order) fills each of the import's columns (by name); one left out stays empty. */
export type Mapeamento = Readonly<Record<string, number>>;

/** A row's non-blank mapped cells, by the import's column name. */
export type ValoresDaLinha = Readonly<Record<string, string>>;

export type FormatoDaImportacao = 'CSV' | 'XLSX';

/** enviada: waits for its mapping; iniciada: its job runs (or waits); concluida: every row has its situation. */
export type EstadoDaImportacao = 'enviada' | 'iniciada' | 'concluida';

/** pendente: not processed yet; incluida: a new record; ignorada: its key was already registered; rejeitada: errors. */
export type SituacaoDaLinha = 'pendente' | 'incluida' | 'ignorada' | 'rejeitada';

/** One error of a row: the field (a dotted path, or `linha` for the row as a whole) and the form's message. */
export interface ErroDaLinha {
  campo: string;
  /** The field's label in the form, when the field has one. */
  rotulo?: string;
  mensagem: string;
}

/** The reply of the upload (POST {recurso}/importacao, multipart field `file`). */
export interface ArquivoDaImportacao {
  id: number;
  nomeArquivo: string;
  formato: FormatoDaImportacao;
  /** The header row's texts ('Coluna N' where a header cell is blank). */
  colunas: string[];
  /** Data rows read (the header excluded, blank rows skipped). */
  total: number;
  /** The first rows, cell by cell. */
  amostra: string[][];
  /** Columns whose title or a synonym matches a header. */
  mapeamentoSugerido: Mapeamento;
}

/** A row of the preview: the mapped values as read and what saving it would say. */
export interface LinhaDaPrevia {
  /** The row's line in the file (the header is line 1). */
  linha: number;
  valores: ValoresDaLinha;
  erros: ErroDaLinha[];
  /** A row that would be ignored: its key is already registered (or earlier in the file). */
  aviso: string | null;
}

/** POST {recurso}/importacao/{id}/previa {mapeamento}. */
export interface PreviaDaImportacao {
  total: number;
  validas: number;
  invalidas: number;
  /** Valid rows whose key is already registered or repeats an earlier row's: they will be ignored. */
  ignoradas: number;
  /** The first rows of the file. */
  linhas: LinhaDaPrevia[];
  /** The first rows with errors, wherever they are in the file. */
  comErros: LinhaDaPrevia[];
}

/** POST {recurso}/importacao/{id}/iniciar. Without pularInvalidas a file with invalid rows is refused. */
export interface PedidoDeImportacao {
  mapeamento: Mapeamento;
  pularInvalidas?: boolean;
}

export interface ContagensDaImportacao {
  lidas: number;
  incluidas: number;
  ignoradas: number;
  rejeitadas: number;
  pendentes: number;
}

/** GET {recurso}/importacao/{id}. */
export interface ImportacaoResumo {
  id: number;
  nomeArquivo: string;
  formato: FormatoDaImportacao;
  estado: EstadoDaImportacao;
  colunas: string[];
  mapeamento: Mapeamento | null;
  contagens: ContagensDaImportacao;
  /** The background job, once started. */
  tarefa: TarefaResumo | null;
  criadaEm: string;
  concluidaEm: string | null;
}

/** A processed row (GET {recurso}/importacao/{id}/linhas?situacao=rejeitada|ignorada). */
export interface LinhaDoResultado {
  linha: number;
  /** The cells of the row as the file held them. */
  dados: string[];
  situacao: SituacaoDaLinha;
  mensagens: ErroDaLinha[];
  /** The record created (incluida) or found (ignorada). */
  registroId: number | null;
}

export type PaginaDeLinhas = PagedContent<LinhaDoResultado>;

export const LIMITE_DO_ARQUIVO_MB = 10;
export const LIMITE_DE_LINHAS = 50_000;

/**
 * The import's own messages (keys of the catalogue, filled with interpolar): what a mapping still
 * lacks, on the screen and in the server's 422 ({campos}: the key's fields, as chaveDaImportacao
 * writes them), and what the engine says of a row of a model it stores.
 */
export const MENSAGENS_DA_IMPORTACAO = {
  coluna: 'Associe uma coluna ao campo {campo}.',
  chave: 'Associe uma coluna a {campos}: a importação reconhece por essa chave o que já está cadastrado.',
  chaveComposta: 'Associe colunas a {campos}: a importação reconhece por essa chave o que já está cadastrado.',
  semChave: 'Informe {campos}: a importação reconhece por essa chave o que já está cadastrado.',
  duplicado: 'Já existe um registro com este valor.',
  duplicadoComposto: 'Já existe um registro com estes valores.',
  repetida: 'O valor de {campos} repete o da linha {linha}.',
  repetidaComposta: 'Os valores de {campos} repetem os da linha {linha}.',
  semReferencia: 'Nenhum cadastro com este nome.',
  referenciaAmbigua: 'Há mais de um cadastro com este nome.',
} as const;

/** "Rótulo: mensagem" for a row's error; the message alone when the error concerns the whole row. */
export function textoDoErro(erro: ErroDaLinha): string {
  return erro.rotulo === undefined ? erro.mensagem : `${erro.rotulo}: ${erro.mensagem}`;
}
