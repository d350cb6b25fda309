import type { Apresentacao } from '../../shared/engine/tela-resolvida.ts';

/**
 * A widget's presentation outside a descriptor's form (a page's filter, a report's period, a
 * dialog's date): no model behind it, so nothing but what is given here (`modelo`: a format, the
 * model an autocomplete searches).
 */
export function apresentacaoAvulsa<W extends string>(widget: W, titulo: string, modelo: Partial<Omit<Apresentacao<W>, 'widget' | 'titulo'>> = {}): Apresentacao<W> {
  return { titulo, widget, mascara: null, formato: null, tipo: null, opcoes: null, referencia: null, multiplo: false, ...modelo };
}
