// The widget kinds as data. The client's registry maps each name to a component; the
// descriptor validator and the dynamic filter check names against these lists.

/**
 * The only kinds a dynamic filter form accepts: the eight of the specification (section 5), and
 * `intervalo`, a from–to pair of a number, money or date field (issue 15's ranges).
 */
export const FILTER_KINDS = [
  'q-input',
  'q-autocomplete',
  'o-select',
  'date-time-picker',
  'q-checkbox',
  'masked-input',
  'periodo',
  'check-box-filter',
  'intervalo',
] as const;

/**
 * Kinds only forms use, on top of the filter kinds. `lista-de-itens` edits a list of objects, item
 * by item, with the item schema's fields; `codigo` an integer code, shown without thousands separators;
 * `ponto-no-mapa`, placed on a latitude, edits it and the record's longitude, typed or picked on a map;
 * `seletor-de-tags`, a list of permission tags chosen from the catalogue grouped by module;
 * `retencoes`, a payable's withheld taxes (a lista-de-itens whose rates and amounts follow the typing);
 * `tabela`, a list of objects as a compact table (read-only fields as text, the others as inputs; totals and caption from the descriptor).
 */
export const FORM_ONLY_KINDS = ['textarea', 'number', 'codigo', 'money', 'photo', 'attachments', 'colour', 'lista-de-itens', 'ponto-no-mapa', 'seletor-de-tags', 'retencoes', 'tabela'] as const;

export const WIDGET_KINDS = [...FILTER_KINDS, ...FORM_ONLY_KINDS] as const;

export type FilterKind = (typeof FILTER_KINDS)[number];
export type WidgetKind = (typeof WIDGET_KINDS)[number];

const registered: ReadonlySet<string> = new Set(WIDGET_KINDS);
const filterKinds: ReadonlySet<string> = new Set(FILTER_KINDS);

export function isWidgetKind(name: string): name is WidgetKind {
  return registered.has(name);
}

export function isFilterKind(name: string): name is FilterKind {
  return filterKinds.has(name);
}

/** Each kind a filter may not use, once, in the order the fields name them. */
export function componentesInvalidosDoFiltro(campos: readonly { widget: string }[]): string[] {
  return [...new Set(campos.map((campo) => campo.widget).filter((widget) => !isFilterKind(widget)))];
}

/** The error a dynamic filter form shows instead of itself. */
export function mensagemComponentesInvalidos(invalidos: readonly string[]): string {
  return `Componentes inválidos no filtro: ${invalidos.join(', ')}. Use apenas: ${FILTER_KINDS.join(', ')}.`;
}
