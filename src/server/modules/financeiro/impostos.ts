import type { FieldError } from '../../../shared/api/contract.ts';
import { problemasDoImposto, type ComponenteDoImposto } from '../../../shared/financeiro/imposto.ts';
import { numero, texto, umDe, type Registro } from './valores.ts';

/** A list of components whose items are all well typed; null when one is not (the save's type check reports it). */
function componentes(valor: unknown): ComponenteDoImposto[] | null {
  if (valor === null || valor === undefined) return [];
  if (!Array.isArray(valor)) return null;
  const lidos = valor.map((item: unknown) => {
    const registro = typeof item === 'object' && item !== null ? (item as Registro) : {};
    const sigla = texto(registro['sigla']);
    const aliquota = numero(registro['aliquota']);
    return sigla === null || aliquota === null ? null : { sigla, aliquota };
  });
  return lidos.every((c) => c !== null) ? lidos : null;
}

export function validarImposto(registro: Registro): FieldError[] {
  const lidos = componentes(registro['componentes']);
  if (lidos === null) return [];
  return problemasDoImposto({
    esfera: umDe(registro['esfera'], ['FEDERAL', 'MUNICIPAL'] as const),
    municipio: texto(registro['municipio']),
    aliquota: numero(registro['aliquota']),
    componentes: lidos,
  });
}
