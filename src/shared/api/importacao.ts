// The people import's calls (gestaopessoas/importacao; src/server/modules/pessoas/importacao).
// A file is sent, its columns are mapped to the register's fields, a preview shows each row's
// errors, and a background job saves the rows. A CPF or CNPJ already registered is never
// registered again: the row is ignored, so importing the same file twice creates nobody new.

import type { PagedContent } from './contract.ts';
import type { TarefaResumo } from '../realtime/protocolo.ts';

/** The fields a column may fill: dotted paths of the person's model, plus `uf` (the city's state). */
export const CAMPOS_IMPORTAVEIS = [
  'nome',
  'pessoaFisica.cpf',
  'pessoaJuridica.cnpj',
  'pessoaFisica.rg',
  'pessoaFisica.dataNascimento',
  'emailPrincipal',
  'emailSecundario',
  'telefone',
  'telefoneComercial',
  'celular',
  'redeSocial.whatsapp',
  'cep',
  'logradouro',
  'numero',
  'complemento',
  'bairro',
  'cidade',
  'uf',
  'dataPessoaInstituicaoEntrada',
  'observacao',
] as const;

export type CampoImportavel = (typeof CAMPOS_IMPORTAVEIS)[number];

/** Each field's label (the form's) and the other headers that suggest it (compared without accents, case or punctuation). */
export const CAMPOS_DA_IMPORTACAO: Readonly<Record<CampoImportavel, { rotulo: string; sinonimos: readonly string[] }>> = {
  nome: { rotulo: 'Nome', sinonimos: ['nome completo', 'razao social', 'nome razao social'] },
  'pessoaFisica.cpf': { rotulo: 'CPF', sinonimos: ['numero do cpf'] },
  'pessoaJuridica.cnpj': { rotulo: 'CNPJ', sinonimos: ['numero do cnpj'] },
  'pessoaFisica.rg': { rotulo: 'RG', sinonimos: ['identidade', 'carteira de identidade'] },
  'pessoaFisica.dataNascimento': { rotulo: 'Data de nascimento', sinonimos: ['nascimento', 'data nascimento', 'dt nascimento', 'aniversario'] },
  emailPrincipal: { rotulo: 'E-mail', sinonimos: ['email principal', 'e-mail principal', 'correio eletronico'] },
  emailSecundario: { rotulo: 'E-mail secundário', sinonimos: ['email 2', 'e-mail 2', 'outro email'] },
  telefone: { rotulo: 'Telefone', sinonimos: ['fone', 'tel', 'telefone fixo', 'telefone residencial'] },
  telefoneComercial: { rotulo: 'Telefone comercial', sinonimos: ['fone comercial', 'tel comercial'] },
  celular: { rotulo: 'Celular', sinonimos: ['cel', 'telefone celular', 'movel'] },
  'redeSocial.whatsapp': { rotulo: 'WhatsApp', sinonimos: ['zap'] },
  cep: { rotulo: 'CEP', sinonimos: ['codigo postal'] },
  logradouro: { rotulo: 'Logradouro', sinonimos: ['endereco', 'rua'] },
  numero: { rotulo: 'Número', sinonimos: ['nro', 'num', 'no'] },
  complemento: { rotulo: 'Complemento', sinonimos: [] },
  bairro: { rotulo: 'Bairro', sinonimos: [] },
  cidade: { rotulo: 'Cidade', sinonimos: ['municipio'] },
  uf: { rotulo: 'UF', sinonimos: ['estado', 'sigla do estado'] },
  dataPessoaInstituicaoEntrada: { rotulo: 'Entrada na instituição', sinonimos: ['data de entrada', 'entrada', 'data de cadastro'] },
  observacao: { rotulo: 'Observações', sinonimos: ['observacao', 'obs'] },
};

/** Which column (0-based, in the file's order) fills each field; a field left out stays empty. */
export type Mapeamento = Partial<Record<CampoImportavel, number>>;

export type FormatoDaImportacao = 'CSV' | 'XLSX';

/** enviada: waits for its mapping; iniciada: its job runs (or waits); concluida: every row has its situation. */
export type EstadoDaImportacao = 'enviada' | 'iniciada' | 'concluida';

/** pendente: not processed yet; incluida: a new person; ignorada: the CPF/CNPJ was already registered; rejeitada: errors. */
export type SituacaoDaLinha = 'pendente' | 'incluida' | 'ignorada' | 'rejeitada';

/** One error of a row: the field (a dotted path, or `linha` for the row as a whole) and the form's message. */
export interface ErroDaLinha {
  campo: string;
  /** The field's label in the form, when the field has one. */
  rotulo?: string;
  mensagem: string;
}

/** The reply of the upload (POST /api/pessoas/importacao, multipart field `file`). */
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
  /** Fields whose label or a synonym matches a header. */
  mapeamentoSugerido: Mapeamento;
}

/** A row of the preview: the mapped values as read and what saving it would say. */
export interface LinhaDaPrevia {
  /** The row's line in the file (the header is line 1). */
  linha: number;
  valores: Partial<Record<CampoImportavel, string>>;
  erros: ErroDaLinha[];
  /** A row that would be ignored: the CPF/CNPJ is already registered (or earlier in the file). */
  aviso: string | null;
}

/** POST /api/pessoas/importacao/{id}/previa {mapeamento}. */
export interface PreviaDaImportacao {
  total: number;
  validas: number;
  invalidas: number;
  /** Valid rows whose CPF/CNPJ is already registered or repeats an earlier row's: they will be ignored. */
  ignoradas: number;
  /** The first rows of the file. */
  linhas: LinhaDaPrevia[];
  /** The first rows with errors, wherever they are in the file. */
  comErros: LinhaDaPrevia[];
}

/** POST /api/pessoas/importacao/{id}/iniciar. Without pularInvalidas a file with invalid rows is refused. */
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

/** GET /api/pessoas/importacao/{id}. */
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

/** A processed row (GET /api/pessoas/importacao/{id}/linhas?situacao=rejeitada|ignorada). */
export interface LinhaDoResultado {
  linha: number;
  /** The cells of the row as the file held them. */
  dados: string[];
  situacao: SituacaoDaLinha;
  mensagens: ErroDaLinha[];
  /** The person created (incluida) or found (ignorada). */
  pessoaId: number | null;
}

export type PaginaDeLinhas = PagedContent<LinhaDoResultado>;

export const LIMITE_DO_ARQUIVO_MB = 10;
export const LIMITE_DE_LINHAS = 50_000;

/** "Rótulo: mensagem" for a row's error; the message alone when the error concerns the whole row. */
export function textoDoErro(erro: ErroDaLinha): string {
  return erro.rotulo === undefined ? erro.mensagem : `${erro.rotulo}: ${erro.mensagem}`;
}
