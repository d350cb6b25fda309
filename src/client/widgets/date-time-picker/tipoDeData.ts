import { DISPLAY_FORMATS, formatModel, parseDisplay, parseModel, type DateKind } from '../../../shared/format/index.ts';
import type { ModelFormat } from '../../../shared/engine/types.ts';
import { t } from '../../i18n/traducao.ts';

/** The picker offers a day, or a day and a time: date → DD/MM/YYYY, date-time → DD/MM/YYYY HH:mm. */
export type TipoDeData = Extract<DateKind, 'date' | 'dateTime'>;

export function tipoDoFormato(formato: ModelFormat | null): TipoDeData {
  return formato === 'date-time' ? 'dateTime' : 'date';
}

/** The imask pattern of a display format: every date letter is a digit. */
export function padraoDoTipo(tipo: TipoDeData): string {
  return DISPLAY_FORMATS[tipo].replace(/[DMYHm]/g, '0');
}

/** What the user reads as the format of DISPLAY_FORMATS, in the letters of the language in force (pt-BR: AAAA for the year). */
export function dicaDoTipo(tipo: TipoDeData): string {
  return tipo === 'dateTime' ? t('DD/MM/AAAA HH:MM') : t('DD/MM/AAAA');
}

/** The model value of a display text, or null when it is not a real date. */
export function lerTexto(texto: string, tipo: TipoDeData): string | null {
  return parseDisplay(texto, tipo);
}

/** A model value as the native calendar's value (YYYY-MM-DD or YYYY-MM-DDTHH:mm); '' if none. */
export function valorNativo(valor: string | null | undefined, tipo: TipoDeData): string {
  const modelo = formatModel(valor);
  return tipo === 'dateTime' ? modelo.slice(0, 16) : modelo.slice(0, 10);
}

/** The native calendar's value as a model value, or null. */
export function deValorNativo(nativo: string, tipo: TipoDeData): string | null {
  if (nativo === '') return null;
  return parseModel(tipo === 'dateTime' ? `${nativo}:00` : nativo);
}
