// The inputs of the screen engine, shaped as schemas/_meta/descriptor.schema.json and
// schemas/_meta/model.schema.json allow. Descriptors hold only what differs from the
// defaults, so most members are optional; the merge (merge.ts) fills the rest.

import type { MaskType } from '../masks/index.ts';

// ---- Conditions (state rules, actions' availability): data interpreted by condicao.ts, never code.

export type Escalar = string | number | boolean | null;

/** One field compared with a value. */
export type CondicaoDoCampo =
  | { field: string; op: 'eq' | 'ne'; value: Escalar }
  | { field: string; op: 'in' | 'notIn'; value: readonly Escalar[] }
  | { field: string; op: 'empty' | 'notEmpty' }
  | { field: string; op: 'gt' | 'gte' | 'lt' | 'lte'; value: number | string };

/** A field's comparison, or every one (todas) or any one (alguma) of a list of conditions, nested at will. */
export type Condicao = CondicaoDoCampo | { todas: readonly Condicao[] } | { alguma: readonly Condicao[] };

export type Operador = CondicaoDoCampo['op'];

// ---- Model: a JSON Schema subset plus the x- keywords that model.schema.json documents.

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** Formats the shared rules interpret (validation/registry.ts), so client and server agree. */
export type ModelFormat =
  | 'cpf'
  | 'cnpj'
  | 'cpfOuCnpj'
  | 'cep'
  | 'rg'
  | 'telefone'
  | 'email'
  | 'date'
  | 'date-time'
  | 'hora'
  /** An IANA time zone this runtime knows (America/Sao_Paulo); chosen from the list. */
  | 'fusoHorario'
  /** A map tile server's https address with {z}, {x} and {y}. */
  | 'urlDeTiles'
  /** A server's host name or IP address (smtp.example.org). */
  | 'host'
  /** A month as AAAA-MM (a depreciation quota's competência), shown MM/AAAA. */
  | 'mes';

/** What a value means beyond its JSON type; each picks a form widget. */
export type ModelTipo = 'money' | 'foto' | 'anexos' | 'cor' | 'codigo';

export interface ModelProperty {
  type?: JsonType | readonly JsonType[];
  title?: string;
  description?: string;
  $comment?: string;
  format?: ModelFormat;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: readonly Escalar[];
  default?: unknown;
  readOnly?: boolean;
  /** Written, never read back (a password): a settings screen's replies say only whether it is set. */
  writeOnly?: boolean;
  properties?: Readonly<Record<string, ModelProperty>>;
  required?: readonly string[];
  items?: ModelProperty;
  /** Only local: '#/$defs/<name>'. Another model is referenced with x-ref. */
  $ref?: string;
  /** The name of another model: the value is a reference to one of its records. */
  'x-ref'?: string;
  /** With x-ref: the autocomplete offers only the referenced records with these values (its list's filters). */
  'x-refFiltro'?: Readonly<Record<string, string>>;
  'x-tipo'?: ModelTipo;
  /** pt-BR labels of the enum values, by value. */
  'x-opcoes'?: Readonly<Record<string, string>>;
  /** A time (format hora) later than this sibling time of the same record or list item, e.g. a window's end after its start. */
  'x-posteriorA'?: string;
  /** A value computed from others of the record (calculo.ts): read-only in the form, recomputed by the server. */
  'x-calculo'?: Calculo;
  /** A list whose rows are records of another model, in its own table (one-to-many), edited and saved with this record. */
  'x-filhos'?: FilhosDoModelo;
  /** A read-only value read with one record (its form), never in a page of the list: a view's long list of items. */
  'x-soNoRegistro'?: boolean;
  /** A number's most decimals, as its numeric column keeps them (a rate: 4); money always has 2. */
  'x-casasDecimais'?: number;
  /** The measure a number is read in, shown after it ('minutos'). */
  'x-medida'?: string;
  /** Show the number always with its x-casasDecimais (an average cost: 5,3860), not only as many as it has. */
  'x-casasFixas'?: boolean;
}

/**
 * How a computed field is worked out, from dotted paths of the record: the sum of a number over
 * a list's items ('parcelas.valor'), a difference (a − b), a date plus a number of months.
 */
export type Calculo = { soma: string } | { diferenca: readonly [string, string] } | { dataMaisMeses: readonly [string, string] };

/**
 * The child table of a list property: `modelo` names the children's model and `chave` the
 * child property that references the parent (an x-ref to it). The list's items are the child
 * model's fields without `chave`; the server keeps their order and ids.
 */
export interface FilhosDoModelo {
  modelo: string;
  chave: string;
}

export interface Model {
  $schema?: string;
  $id: string;
  $comment?: string;
  title: string;
  description?: string;
  type: 'object';
  required?: readonly string[];
  properties: Readonly<Record<string, ModelProperty>>;
  $defs?: Readonly<Record<string, ModelProperty>>;
  additionalProperties?: boolean;
  /** Records belong to a unit and every query is scoped to the session's unit. */
  'x-unidade'?: boolean;
  /** Records can be reversed (POST {recurso}/{id}/estornar). */
  'x-estornavel'?: boolean;
  /** The collection URL, e.g. '/api/cidades', for autocompletes that reference this model. */
  'x-recurso'?: string;
  /** The fields that name a record in autocompletes and cells, joined by ' - '. */
  'x-exibicao'?: readonly string[];
  /** A core table (created by a migration) the model describes; absent: r_<snake_case name>. */
  'x-tabela'?: string;
  /** Table and routes belong to a hand-written server module: the generic engine neither creates the table nor serves the screens' routes. */
  'x-modulo'?: boolean;
  /** A read-only SQL view a module's migration creates: its screens list and read, never write. */
  'x-visao'?: string;
}

// ---- Descriptor: one file per screen (list, filter panel and form of one resource).

export interface Rota {
  name: string;
  path: string;
}

export type AcaoDaTela = 'visualizar' | 'criar' | 'editar' | 'excluir' | 'desativar' | 'importar' | 'imprimir';

/** The permission tag of each action the screen offers; an absent action is not offered. */
export type TagsDaTela = { visualizar: string } & Partial<Record<Exclude<AcaoDaTela, 'visualizar'>, string>>;

export type Direcao = 'asc' | 'desc';

export interface ColunaObjeto {
  campo: string;
  titulo?: string;
  /** Pixels; absent lets the table size the column. */
  largura?: number;
  ordenavel?: boolean;
  /** A route the cell leads to, each {campo} filled with the row's value: /financeiro/{rotaDoTitulo}/{titulo}. */
  link?: string;
}

/** A bare dotted path takes every default. */
export type ColunaDescrita = string | ColunaObjeto;

/**
 * One figure of the list's summary bar and footer (GET {recurso}/resumos), over every record
 * the list's filter selects: the sum of a numeric field or a count, optionally only of the
 * records meeting `se`.
 */
export type ResumoDescrito = { nome: string; rotulo?: string; se?: CondicaoDoCampo } & ({ soma: string; contagem?: undefined } | { contagem: true; soma?: undefined });

export interface DescritorLista {
  colunas: readonly ColunaDescrita[];
  camposPesquisados?: readonly string[];
  ordenacaoPadrao?: { campo: string; direcao?: Direcao };
  rpp?: number;
  /** The administrator may list every unit's records at once (x-unidade models). */
  todasAsUnidades?: true;
  resumos?: readonly ResumoDescrito[];
}

export interface Opcao {
  valor: Escalar;
  rotulo: string;
}

export interface CampoDoFiltroObjeto {
  /** A model field; absent for a filter-only parameter, which then states titulo and widget. */
  campo?: string;
  /** The name sent in the filter body; defaults to campo. */
  parametro?: string;
  titulo?: string;
  widget?: string;
  largura?: number;
  multiplo?: boolean;
  mascara?: MaskType;
  opcoes?: readonly Opcao[];
  referencia?: string;
}

export type CampoDoFiltroDescrito = string | CampoDoFiltroObjeto;

export interface DescritorFiltro {
  campos: readonly CampoDoFiltroDescrito[];
}

export interface CampoDoFormularioObjeto {
  campo: string;
  titulo?: string;
  widget?: string;
  /** Columns of the section's 12-column grid. */
  largura?: number;
  mascara?: MaskType;
  /** State rules, each a condition: shown only when visivelSe holds, hidden when ocultoSe holds, required when obrigatorioSe holds (on the record being edited). */
  visivelSe?: Condicao;
  ocultoSe?: Condicao;
  obrigatorioSe?: Condicao;
  /** Read-only when it holds on the record as stored: the server refuses a change with 422. */
  somenteLeituraSe?: Condicao;
  /** Why somenteLeituraSe holds, in pt-BR: the form shows it beside the section, the server's 422 says it. */
  motivoSomenteLeitura?: string;
  /** A list's rows proposed by a server call as the fields it depends on change (a título's installments). */
  previa?: PreviaDosItens;
  /** A list shown as a table (widget tabela): its Total row and its caption. */
  tabela?: OpcoesDaTabela;
}

/**
 * A list of objects drawn as a compact table (widget `tabela`): a column per titled item field,
 * read-only fields as text formatted as the lists' cells, the others as inputs.
 */
export interface OpcoesDaTabela {
  /** Item fields (numbers, money) summed exactly in a Total row under their columns; also in the caption. */
  totais?: readonly string[];
  /** The rows' noun, singular and plural, for the caption above the table: '60 quotas, R$ 6.000,00'. */
  legenda?: readonly [string, string];
}

/**
 * GET `url` with each query parameter taken from a field of the record (`parametros`: parameter →
 * field), once they are all filled in; each row of its reply becomes an item of the list, its
 * fields (`itens`: item field → reply field) taken from the row.
 */
export interface PreviaDosItens {
  url: string;
  parametros: Readonly<Record<string, string>>;
  itens: Readonly<Record<string, string>>;
}

export type CampoDoFormularioDescrito = string | CampoDoFormularioObjeto;

export interface SecaoDescrita {
  /** Also the section's key in the field configuration. */
  nome: string;
  titulo?: string;
  campos: readonly CampoDoFormularioDescrito[];
}

export interface AbaDescrita {
  nome: string;
  titulo: string;
  secoes: readonly string[];
  tags?: readonly string[];
}

export interface DescritorFormulario {
  secoes: readonly SecaoDescrita[];
  abas?: readonly AbaDescrita[];
  rotas?: { novo?: Rota; editar?: Rota };
  /** No Novo: the records come from elsewhere (the títulos a definir, from the generation) and are only edited here. */
  semInclusao?: true;
  /** The form's heading: `novo` for a new record, `edicao` for an existing one ({registro}: how the record reads, x-exibicao). */
  titulos?: { novo?: string; edicao?: string };
  /** What a new record opens with, by dotted path, over the model's defaults (the supplier screen: fornecedor true). */
  valoresIniciais?: Readonly<Record<string, Escalar>>;
}

/**
 * A column an import may fill: a model field (a bare dotted path takes every default), or a
 * parameter that no field holds, read by the model's import hook (the town's UF of a person).
 */
export interface ColunaDaImportacaoObjeto {
  campo?: string;
  /** The mapping's name of a column no field holds; it then states its titulo. */
  parametro?: string;
  titulo?: string;
  /** Other headers that suggest the column, compared without accents, case, spaces or punctuation. */
  sinonimos?: readonly string[];
}

export type ColunaDaImportacaoDescrita = string | ColunaDaImportacaoObjeto;

/** The screen's import (tag `tags.importar`): a spreadsheet's rows become the model's records. */
export interface DescritorImportacao {
  /**
   * What identifies a record, so that importing a file again creates nothing: each entry a field,
   * or fields together (an inner list); a row matching a record by any entry is already registered.
   */
  chave: readonly (string | readonly string[])[];
  /** The columns a file may fill, in order; absent: the form's fields that a cell can hold. */
  colunas?: readonly ColunaDaImportacaoDescrita[];
  /** The grammatical gender of the records' name, for the notice and the counts ("Profissões incluídas"); default masculino. */
  genero?: 'feminino' | 'masculino';
  /** The records' name in the plural when it is not the screen's title ('Contas contábeis' on the ledger chart). */
  plural?: string;
  /** Only where the paths differ from <rota.path>/importacao and <rota.path>/importacao/resultado. */
  rotas?: { importacao?: Rota; resultado?: Rota };
}

/**
 * Where a declared action is offered: on each row of the list, on the form of a stored record, on
 * the list's selected rows, or in the list's toolbar (`lista`: no record; only an action that opens a page).
 */
export type LugarDaAcao = 'linha' | 'formulario' | 'selecao' | 'lista';

/**
 * A page an action opens instead of calling the server: a route name of the client's route table
 * (src/client/app/routes/familias/, those in PAGINAS_DAS_ACOES) or of a screen of the catalogue,
 * with query parameters taken from the record the action is on (query name → dotted path).
 */
export interface AbrirDescrito {
  rota: string;
  parametros?: Readonly<Record<string, string>>;
}

/**
 * What an action that reads something to show (a PIX code) does with its reply: a dialog with the
 * reply's text (content `{texto, imagemSvg}`: conteudo-mostrado.ts), a button that copies it and,
 * when the reply brings one, its image (a QR code drawn by the server).
 */
export interface MostrarDescrito {
  /** The dialog's title (default: the action's label). */
  titulo?: string;
  /** A line above the text (how to use it). */
  mensagem?: string;
  /** The text's label (default: the action's label). */
  rotulo?: string;
}

/**
 * An action on records beside saving and deleting (estornar, aprovar, baixar...). Its server side
 * is the engine's (estornar on an x-estornavel model, desativar on a model with `ativo`) or a
 * hook of the entity's module (resources/ganchos.ts), run in one transaction.
 */
export interface AcaoDescrita {
  /** Also its route's last segment: POST {recurso}/{id}/{nome}, or POST {recurso}/{nome} for a selection. */
  nome: string;
  rotulo: string;
  tag: string;
  onde: readonly LugarDaAcao[];
  /** Asked before running; defaults (specification, section 8): 'Atenção!', 'Deseja continuar?', Cancelar and Continuar. */
  confirmacao?: { titulo?: string; mensagem?: string; botao?: string };
  /** A text asked before running, sent as `motivo`; label 'Motivo' by default (section 8), required unless obrigatoria is false. */
  pergunta?: { titulo?: string; rotulo?: string; obrigatoria?: boolean };
  /** A small form asked in a dialog before running (a baixa's date, account and amount), sent as the body. */
  formulario?: FormularioDaAcaoDescrito;
  /** The action is offered, and run, only on a record (as stored) where this holds. */
  disponivelSe?: Condicao;
  /** The page the action opens; such an action has no server route. */
  abrir?: AbrirDescrito;
  /** The reply is shown in a dialog (a text to copy and its image); on one record, without a form. */
  mostrar?: MostrarDescrito;
}

/**
 * A list field's first items, from a list of the record the action acts on (`de`, a dotted path):
 * each item's fields (`itens`: item field → the row's field, or a difference of two of them),
 * only the items where `se` holds (a purchase's lines still to receive).
 */
export interface ItensIniciais {
  de: string;
  itens: Readonly<Record<string, string | { diferenca: readonly [string, string] }>>;
  se?: CondicaoDoCampo;
}

/** What an action's form fills a field with: a field of the record it acts on (dotted path), `hoje` (São Paulo's day), or a list's items. */
export type OrigemDoValorInicial = string | ItensIniciais;

/**
 * The fields of a model asked in the action's dialog, laid out and validated as a form section's
 * (same widgets, same rules, on the client and again on the server), sent as the action's body.
 */
export interface FormularioDaAcaoDescrito {
  /** A model in schemas/ that describes the action's input (baixaDeTitulo); it needs no table. */
  modelo: string;
  titulo?: string;
  campos: readonly CampoDoFormularioDescrito[];
  /** By field of the form: where its first value comes from. */
  valoresIniciais?: Readonly<Record<string, OrigemDoValorInicial>>;
  /** The dialog's confirming button; default: the action's rotulo. */
  botao?: string;
}

/** A permission tag a descriptor introduces into the catalogue. */
export interface NovaTag {
  tag: string;
  descricao: string;
  /** The tag's group in the catalogue; defaults to the descriptor's titulo. */
  modulo?: string;
}

export interface Descriptor {
  $schema?: string;
  $comment?: string;
  rota: Rota;
  titulo: string;
  /**
   * Position among the tabs of its section and in the menu; screens without it come after, by
   * path. One scale for the whole family: a section stands where its lowest screen does, and a
   * family route with an `ordem` of its own (client routes, familias/) is merged by it.
   */
  ordem?: number;
  recurso: string;
  modelo: string;
  tags: TagsDaTela;
  /**
   * A settings screen: one record (the institution's, or the session unit's when the model has
   * x-unidade) edited in a form with no list; each field shows its default and can go back to it.
   */
  configuracao?: true;
  lista?: DescritorLista;
  filtro?: DescritorFiltro;
  formulario?: DescritorFormulario;
  importacao?: DescritorImportacao;
  acoes?: readonly AcaoDescrita[];
  novasTags?: readonly NovaTag[];
}

// ---- Field configuration: GET /api/configuracoesCamposFomularios/config (specification, section 3).

export interface ConfiguracaoDoCampo {
  /** The field's dotted path, as the descriptor names it. */
  inputName: string;
  visible?: boolean;
  required?: boolean;
}

export interface FieldConfig {
  secoesVisiveis?: Readonly<Record<string, boolean>>;
  configSecoes?: Readonly<Record<string, readonly ConfiguracaoDoCampo[]>>;
}
