import type { MaskType } from '../masks/index.ts';
import { ehListaDeObjetos, tipoPrincipal } from './modelo.ts';
import type { ModelFormat, ModelProperty, ModelTipo } from './types.ts';
import type { WidgetKind } from './widget-kinds.ts';

// The kind a field gets when its descriptor names none, read from the model property (for
// a list, from its items). The first matching line wins, most specific meaning first:
//   list of objects                lista-de-itens
//   x-ref                          q-autocomplete
//   enum, format fusoHorario       o-select
//   x-tipo money/foto/anexos/cor   money/photo/attachments/colour
//   x-tipo codigo                  codigo (an integer without thousands separators)
//   format with a mask             masked-input (cpf, cnpj, cpfOuCnpj, cep, telefone)
//   format date/date-time          date-time-picker
//   boolean                        q-checkbox
//   integer/number                 number
//   string with maxLength > 255    textarea
//   anything else                  q-input

/** Longer texts than this get a multi-line input. */
export const MAX_LENGTH_DE_UMA_LINHA = 255;

const POR_TIPO: Readonly<Record<ModelTipo, WidgetKind>> = {
  money: 'money',
  foto: 'photo',
  anexos: 'attachments',
  cor: 'colour',
  codigo: 'codigo',
};

const MASCARA_DO_FORMATO: Readonly<Partial<Record<ModelFormat, MaskType>>> = {
  cpf: 'cpf',
  cnpj: 'cnpj',
  cpfOuCnpj: 'cpfOuCnpj',
  cep: 'cep',
  telefone: 'telefone',
};

export function widgetPadrao(valor: ModelProperty): WidgetKind {
  if (ehListaDeObjetos(valor)) return 'lista-de-itens';
  if (valor['x-ref'] !== undefined) return 'q-autocomplete';
  if (valor.enum !== undefined || valor.format === 'fusoHorario') return 'o-select';
  if (valor['x-tipo'] !== undefined) return POR_TIPO[valor['x-tipo']];
  if (mascaraPadrao(valor) !== null) return 'masked-input';
  if (valor.format === 'date' || valor.format === 'date-time') return 'date-time-picker';
  const tipo = tipoPrincipal(valor);
  if (tipo === 'boolean') return 'q-checkbox';
  if (tipo === 'integer' || tipo === 'number') return 'number';
  if (tipo === 'string' && (valor.maxLength ?? 0) > MAX_LENGTH_DE_UMA_LINHA) return 'textarea';
  return 'q-input';
}

// A filter searches long text, numbers, codes and money through a plain input. Any other
// form-only default (photo, attachments, colour) is kept, so the filter reports it as invalid.
const DIGITADOS_NO_FILTRO: ReadonlySet<WidgetKind> = new Set(['textarea', 'number', 'codigo', 'money']);

export function widgetPadraoNoFiltro(valor: ModelProperty): WidgetKind {
  const widget = widgetPadrao(valor);
  return DIGITADOS_NO_FILTRO.has(widget) ? 'q-input' : widget;
}

export function mascaraPadrao(valor: ModelProperty): MaskType | null {
  return valor.format === undefined ? null : (MASCARA_DO_FORMATO[valor.format] ?? null);
}
