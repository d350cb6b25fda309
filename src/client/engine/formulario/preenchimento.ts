import { encontrarPropriedade, referenciaDoValor, tipoPrincipal } from '../../../shared/engine/modelo.ts';
import type { FormularioResolvido } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { resolverFonte, type FontesDoAutocomplete } from '../../widgets/q-autocomplete/fonte.ts';
import type { Valores } from './valores.ts';

// A new record opened from elsewhere comes with some of its fields in the address
// (`.../novo?projeto=12`, the project page's "Pedir remanejamento"): the form's own fields only,
// each as its type reads it; a reference by its record's id, fetched to be shown by its name.
// Anything else in the address (an unknown field, a number that is not one) is left out.

export interface ReferenciaDoEndereco {
  campo: string;
  /** The referenced record's address, e.g. /api/projetos/12. */
  url: string;
}

export interface PreenchimentoDoEndereco {
  valores: Valores;
  referencias: ReferenciaDoEndereco[];
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function valorEscalar(texto: string, tipo: string | undefined, opcoes: readonly unknown[] | undefined): unknown {
  let valor: unknown;
  if (tipo === 'string') valor = texto;
  if (tipo === 'integer' || tipo === 'number') {
    const numero = Number(texto);
    valor = texto.trim() !== '' && Number.isFinite(numero) && (tipo === 'number' || Number.isInteger(numero)) ? numero : undefined;
  }
  if (tipo === 'boolean') valor = texto === 'true' ? true : texto === 'false' ? false : undefined;
  return valor !== undefined && (opcoes === undefined || opcoes.includes(valor)) ? valor : undefined;
}

export function preenchimentoDoEndereco(busca: URLSearchParams, formulario: FormularioResolvido, modelo: Model, fontes: FontesDoAutocomplete): PreenchimentoDoEndereco {
  const campos = new Set(formulario.secoes.flatMap((secao) => secao.campos.map((campo) => campo.campo)));
  const valores: Record<string, unknown> = {};
  const referencias: ReferenciaDoEndereco[] = [];
  for (const [campo, texto] of busca) {
    const propriedade = campos.has(campo) ? encontrarPropriedade(modelo, campo)?.propriedade : undefined;
    if (propriedade === undefined || propriedade.readOnly === true || campo.includes('.')) continue;
    const referencia = referenciaDoValor(propriedade);
    if (referencia !== null) {
      if (tipoPrincipal(propriedade) !== 'array' && ID.test(texto)) referencias.push({ campo, url: `${resolverFonte(referencia, fontes, {}).url}/${texto}` });
      continue;
    }
    const valor = valorEscalar(texto, tipoPrincipal(propriedade), propriedade.enum);
    if (valor !== undefined) valores[campo] = valor;
  }
  return { valores, referencias };
}
