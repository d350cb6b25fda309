import { ajustaveis, ajusteValido, type EstadosDosAjustes } from '../../shared/engine/ajustes.ts';
import type { Model } from '../../shared/engine/types.ts';
import { isEmpty } from '../../shared/validation/index.ts';

// The values in force of a settings screen, whoever stores them (the engine's `ajuste` table or a
// module's own): each setting's default, the stored values that still pass their rules, and the
// two merged. The replies mask what is write-only.

export interface AjustesLidos {
  padroes: Readonly<Record<string, unknown>>;
  /** The stored overrides that still pass; one that no longer does gives way to the default. */
  guardados: ReadonlyMap<string, unknown>;
  valores: Readonly<Record<string, unknown>>;
}

/** Each setting's default: the model's, or null. */
export function padroesDoModelo(modelo: Model): Record<string, unknown> {
  return Object.fromEntries(ajustaveis(modelo).map(([campo, p]) => [campo, p.default ?? null]));
}

export function ajustesEmVigor(modelo: Model, padroes: Readonly<Record<string, unknown>>, guardados: Iterable<readonly [string, unknown]>): AjustesLidos {
  const validos = new Map([...guardados].filter(([campo, valor]) => ajusteValido(modelo, campo, valor)));
  return { padroes, guardados: validos, valores: { ...padroes, ...Object.fromEntries(validos) } };
}

/** GET {recurso}: a write-only value never leaves the server, only whether one is in force. */
export function estadosDosAjustes(modelo: Model, lidos: AjustesLidos): EstadosDosAjustes {
  return Object.fromEntries(
    ajustaveis(modelo).map(([campo, p]) => {
      const alterado = lidos.guardados.has(campo);
      const valor = lidos.valores[campo] ?? null;
      if (p.writeOnly === true) return [campo, { valor: null, padrao: null, alterado, definido: !isEmpty(valor) }];
      return [campo, { valor, padrao: lidos.padroes[campo] ?? null, alterado }];
    }),
  );
}
