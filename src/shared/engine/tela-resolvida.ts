// The output of the merge (merge.ts): everything resolved, nothing left to default, so
// the client's renderers and the server's validator read the same facts.

import type { MaskType } from '../masks/index.ts';
import type { RuleSpec } from '../validation/index.ts';
import type { Condicao, Direcao, Escalar, FormularioDaAcaoDescrito, LugarDaAcao, ModelFormat, ModelTipo, Opcao, OpcoesDaTabela, PreviaDosItens, Rota, TagsDaTela } from './types.ts';
import type { WidgetKind } from './widget-kinds.ts';

/** How one value is shown and entered; the same for a column, a filter field and a form field. */
export interface Apresentacao<W extends string = WidgetKind> {
  titulo: string;
  widget: W;
  mascara: MaskType | null;
  /** The model's format, e.g. 'date' or 'date-time' for the date picker and the cells. */
  formato: ModelFormat | null;
  /** The model's x-tipo, e.g. 'money' for the bounds of a from–to filter. */
  tipo: ModelTipo | null;
  /** The choices of an o-select, from the model's enum. */
  opcoes: readonly Opcao[] | null;
  /** The model an autocomplete searches. */
  referencia: string | null;
  /** The model's x-refFiltro: the referenced list's filters the autocomplete sends; absent for none. */
  filtroDaReferencia?: Readonly<Record<string, string>>;
  multiplo: boolean;
  /** The model's x-medida: what a number is read in ('minutos'), shown after it; absent for none. */
  medida?: string;
  /** x-casasFixas: a number always shown with its x-casasDecimais (an average cost, 5,3860); absent for none. */
  casasFixas?: number;
  /** A form field's list shown as a table (widget tabela): its totals and caption; absent for none. */
  tabela?: OpcoesDaTabela;
}

export interface ColunaResolvida extends Apresentacao {
  campo: string;
  largura: number | null;
  ordenavel: boolean;
  /** The route the cell leads to, with {campo} placeholders; absent for none. */
  link?: string;
}

/** A figure of the list's summary bar and footer (GET {recurso}/resumos answers it by nome). */
export interface ResumoResolvido {
  nome: string;
  rotulo: string;
  /** The field summed, whose column shows the sum in the footer; null for a count. */
  soma: string | null;
  /** A sum of money, shown as 1.234,56. */
  dinheiro: boolean;
  /** Only of the records meeting a condition (se): the summary bar's, never the footer's sum of the column. */
  condicional: boolean;
}

export interface ListaResolvida {
  colunas: readonly ColunaResolvida[];
  camposPesquisados: readonly string[];
  ordenacaoPadrao: { campo: string; direcao: Direcao } | null;
  /** null: the institution's page size (configuracoes/parametro). */
  rpp: number | null;
  /** Empty: the list shows no summary. */
  resumos: readonly ResumoResolvido[];
  /** The administrator may list every unit's records at once, with a Unidade column (absent: only the session's unit). */
  todasAsUnidades?: true;
}

/**
 * A filter keeps the kind as written: a kind filters may not use is not an error here but
 * the dynamic form's own error message (componentesInvalidosDoFiltro).
 */
export interface CampoDoFiltroResolvido extends Apresentacao<string> {
  /** The name in the filter body. */
  parametro: string;
  /** The model field, or null for a filter-only parameter. */
  campo: string | null;
  largura: number;
  /** Format and length rules only: no filter field is required. */
  regras: readonly RuleSpec[];
}

export interface FiltroResolvido {
  campos: readonly CampoDoFiltroResolvido[];
}

export interface CampoResolvido extends Apresentacao {
  campo: string;
  largura: number;
  /** After the field configuration; the state rules are then checked against the record. */
  visivel: boolean;
  obrigatorio: boolean;
  /** The model's readOnly, or a computed field (x-calculo). */
  somenteLeitura: boolean;
  /** Empty for a hidden or read-only field: what the user cannot edit is not validated. */
  regras: readonly RuleSpec[];
  /** The state rules, checked against the record by estadoDoCampo (estado-do-campo.ts). */
  visivelSe: Condicao | null;
  ocultoSe: Condicao | null;
  obrigatorioSe: Condicao | null;
  somenteLeituraSe: Condicao | null;
  /** Why somenteLeituraSe holds (the section says it, the server's 422 too); null: the engine's generic message. */
  motivoSomenteLeitura: string | null;
  /** The model's x-posteriorA: the sibling time this one must follow, judged against the record. */
  posteriorA: string | null;
  /** A list whose rows a server call proposes (PreviaDosItens); null for any other field. */
  previa: PreviaDosItens | null;
}

export interface SecaoResolvida {
  nome: string;
  titulo: string | null;
  visivel: boolean;
  campos: readonly CampoResolvido[];
}

export interface AbaResolvida {
  nome: string;
  titulo: string;
  secoes: readonly string[];
  tags: readonly string[];
  /** False when every section of the tab is hidden. */
  visivel: boolean;
}

export interface FormularioResolvido {
  secoes: readonly SecaoResolvida[];
  abas: readonly AbaResolvida[] | null;
  /** Where a new record and an existing one open; null for a form that is the screen itself. */
  rotas: { novo: Rota | null; editar: Rota | null };
  /** The headings of a new and of an existing record; null: the defaults (the screen's title, the record's name). */
  titulos: { novo: string | null; edicao: string | null };
  /** The descriptor's values of a new record, by dotted path; the model's defaults fill the rest. */
  valoresIniciais: Readonly<Record<string, Escalar>>;
}

export interface ColunaDaImportacaoResolvida {
  /** The mapping's name of the column: the field's dotted path, or the parameter's name. */
  nome: string;
  /** The model field it fills; null for a parameter that the model's import hook reads. */
  campo: string | null;
  titulo: string;
  /** The headers that suggest it: its title and its synonyms. */
  cabecalhos: readonly string[];
  /** The model's format (cpf, cep, date...): spreadsheets drop a document's leading zeros. */
  formato: ModelFormat | null;
  /** The model requires the field: no import without a column for it. */
  obrigatoria: boolean;
}

export interface ImportacaoResolvida {
  /** The permission tag of the import (the descriptor's tags.importar). */
  tag: string;
  colunas: readonly ColunaDaImportacaoResolvida[];
  /** What identifies a record: each entry the mapping names of fields that together find it. */
  chaves: readonly (readonly string[])[];
  /** How the notice and the counts name the records: the model's title, the screen's, and their gender. */
  /** plural as written (a count's label: 'Contas contábeis incluídas'), lowered in running text. */
  nomes: { singular: string; plural: string; titulo: string; genero: 'feminino' | 'masculino' };
  rotas: { importacao: Rota; resultado: Rota };
}

/** A declared action, or one the engine offers by itself (desativar, from tags.desativar). */
export interface AcaoResolvida {
  nome: string;
  rotulo: string;
  tag: string;
  onde: readonly LugarDaAcao[];
  /** null: no confirmation; null members take the dialog's defaults. */
  confirmacao: { titulo: string | null; mensagem: string | null; botao: string | null } | null;
  pergunta: { titulo: string | null; rotulo: string; obrigatoria: boolean } | null;
  /** The dialog's form as declared; its fields are resolved against its own model (formulario-da-acao.ts). */
  formulario: FormularioDaAcaoDescrito | null;
  /**
   * The descriptor's condition with the engine's own: a reversed record takes no action, and
   * desativar needs an active one. null: always available. Checked against the stored record.
   */
  disponivelSe: Condicao | null;
  /** The page it opens, with its query parameters (query name → the record's dotted path); null: the server runs it. */
  abrir: { rota: string; parametros: Readonly<Record<string, string>> } | null;
  /** The dialog that shows the reply (its text to copy, its image); null: the reply's message is all. */
  mostrar: { titulo: string | null; mensagem: string | null; rotulo: string | null } | null;
}

export interface TelaResolvida {
  rota: Rota;
  titulo: string;
  recurso: string;
  modelo: string;
  tags: TagsDaTela;
  /** The model's x-unidade: records are scoped to the session's unit. */
  porUnidade: boolean;
  /** The model's x-estornavel: records can be reversed. */
  estornavel: boolean;
  lista: ListaResolvida | null;
  filtro: FiltroResolvido | null;
  formulario: FormularioResolvido | null;
  /** The spreadsheet import (tags.importar); null when the screen declares none. */
  importacao: ImportacaoResolvida | null;
  /** The actions on records, declared ones first; each needs its tag. */
  acoes: readonly AcaoResolvida[];
}
