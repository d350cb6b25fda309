// Where an autocomplete searches and how it names a record: pure, so the engine can reuse it.

/** A record of the referenced model as the collection returns it. */
export interface Registro {
  id: string | number;
  [campo: string]: unknown;
}

export interface FonteDoAutocomplete {
  /** The collection URL, e.g. '/api/cidades'. */
  url: string;
  /** The text of a record in the list and in the input. */
  exibir(registro: Registro): string;
  /** Dotted paths sent as `fields` to narrow the reply, e.g. ['id', 'nome', 'estado.uf']. */
  campos?: readonly string[];
}

/** Sources by referenced model name; whatever one leaves out takes the default. */
export type FontesDoAutocomplete = Readonly<Record<string, Partial<FonteDoAutocomplete>>>;

/** What the specification fixes per model (section 7: cidades are asked for a field selection). */
export const FONTES_PADRAO: FontesDoAutocomplete = {
  cidade: { campos: ['id', 'nome', 'estado.uf'] },
};

// Portuguese plurals of model names: cidade → cidades, situacao → situacoes, papel → papeis.
const PLURAIS: readonly (readonly [RegExp, string])[] = [
  [/ao$/, 'oes'],
  [/ão$/, 'ões'],
  [/([rzs])$/, '$1es'],
  [/m$/, 'ns'],
  [/l$/, 'is'],
];

/**
 * The default collection URL of a model: `/api/` and its plural. The engine knows the
 * model's own `x-recurso` and overrides this through AutocompleteContext.
 */
export function urlDaReferencia(referencia: string): string {
  const regra = PLURAIS.find(([fim]) => fim.test(referencia));
  const plural = regra ? referencia.replace(regra[0], regra[1]) : `${referencia}s`;
  return `/api/${plural}`;
}

const texto = (valor: unknown): string | null =>
  typeof valor === 'string' ? valor : typeof valor === 'number' ? String(valor) : null;

/** `nome - UF` for a record with estado.uf (a Cidade), else its nome, descricao or id. */
export function exibirRegistro(registro: Registro): string {
  const nome = texto(registro.nome) ?? texto(registro.descricao) ?? texto(registro.titulo) ?? String(registro.id);
  const estado = registro.estado;
  const uf = typeof estado === 'object' && estado !== null ? texto((estado as Record<string, unknown>).uf) : null;
  return uf ? `${nome} - ${uf}` : nome;
}

/** The collection URL narrowed to the records with these values (a field's x-refFiltro, as the list's filters). */
export function urlComFiltro(url: string, filtro: Readonly<Record<string, string>> | undefined): string {
  if (filtro === undefined) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(filtro).toString()}`;
}

/** The source of a field: its own props first, then the engine's context, then the defaults. */
export function resolverFonte(
  referencia: string | null,
  contexto: FontesDoAutocomplete,
  propria: Partial<FonteDoAutocomplete>,
): FonteDoAutocomplete {
  const doContexto = referencia === null ? undefined : contexto[referencia];
  const padrao = referencia === null ? undefined : FONTES_PADRAO[referencia];
  const url = propria.url ?? doContexto?.url ?? (referencia === null ? undefined : urlDaReferencia(referencia));
  if (url === undefined) throw new Error('q-autocomplete sem url nem modelo referenciado.');
  const campos = propria.campos ?? doContexto?.campos ?? padrao?.campos;
  return {
    url,
    exibir: propria.exibir ?? doContexto?.exibir ?? padrao?.exibir ?? exibirRegistro,
    ...(campos ? { campos } : {}),
  };
}
