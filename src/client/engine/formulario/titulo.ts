import type { FormularioResolvido } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { valueAtPath } from '../../../shared/validation/index.ts';
import type { Valores } from './valores.ts';

/** The record as its model's x-exibicao names it ('Maria da Silva'), or '' when it names nothing yet. */
export function nomeDoRegistro(modelo: Model, registro: Valores): string {
  const partes = (modelo['x-exibicao'] ?? []).map((campo) => valueAtPath(registro, campo));
  return partes
    .filter((parte) => typeof parte === 'string' || typeof parte === 'number')
    .map(String)
    .filter((parte) => parte.trim() !== '')
    .join(' - ');
}

/**
 * The form's heading: a new record's is the descriptor's titulos.novo ('Nova pessoa'), an
 * existing one's names it (titulos.edicao with {registro}, 'Fornecedor: {registro}', or the
 * name alone); the screen's title where neither says more. Texts already translated.
 */
export function tituloDoFormulario(formulario: FormularioResolvido, tituloDaTela: string, registro: string | null): string {
  if (registro === null) return formulario.titulos.novo ?? tituloDaTela;
  if (registro === '') return tituloDaTela;
  return interpolar(formulario.titulos.edicao ?? '{registro}', { registro });
}
