import type { Model } from '../../../shared/engine/types.ts';
import { valueAtPath } from '../../../shared/validation/index.ts';
import { exibirRegistro, type FontesDoAutocomplete, type Registro } from '../../widgets/q-autocomplete/index.ts';

/** A record of a referenced model named by its x-exibicao fields joined by ' - ', else the widgets' default. */
export function exibirPorModelo(modelo: Model | undefined): (registro: Registro) => string {
  const campos = modelo?.['x-exibicao'];
  if (campos === undefined || campos.length === 0) return exibirRegistro;
  return (registro) => {
    const partes = campos.map((campo) => valueAtPath(registro, campo)).filter((v) => v !== null && v !== undefined && v !== '');
    return partes.length > 0 ? partes.map(String).join(' - ') : exibirRegistro(registro);
  };
}

/** Where each referenced model is searched (x-recurso) and how its records read (x-exibicao). */
export function fontesDosModelos(modelos: Readonly<Record<string, Model>>): FontesDoAutocomplete {
  return Object.fromEntries(
    Object.entries(modelos).map(([nome, modelo]) => {
      const exibicao = modelo['x-exibicao'];
      return [
        nome,
        {
          ...(modelo['x-recurso'] ? { url: modelo['x-recurso'] } : {}),
          ...(exibicao && exibicao.length > 0 ? { exibir: exibirPorModelo(modelo), campos: ['id', ...exibicao] } : {}),
        },
      ];
    }),
  );
}
