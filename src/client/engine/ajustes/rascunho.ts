import { ajustaveis, conferirAjustes, type AjustesConferidos, type EstadosDosAjustes } from '../../../shared/engine/ajustes.ts';
import type { Model } from '../../../shared/engine/types.ts';

// The settings form's values: what the inputs hold (a write-only field starts empty) and, from
// it, the body of a PUT: only what differs from the value in force, judged by the shared check.

export type Rascunho = Readonly<Record<string, unknown>>;

/** The values in force, as the form opens with them (a write-only field empty). */
export function valoresDos(estados: EstadosDosAjustes): Record<string, unknown> {
  return Object.fromEntries(Object.entries(estados).map(([campo, estado]) => [campo, estado.valor]));
}

const igual = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const textoLimpo = (v: unknown): unknown => (typeof v === 'string' ? v.trim() || null : v);

/** The fields whose value differs from the one in force (a write-only one: anything typed). */
export function alterados(modelo: Model, estados: EstadosDosAjustes, rascunho: Rascunho): Record<string, unknown> {
  const pedido: Record<string, unknown> = {};
  for (const [campo, p] of ajustaveis(modelo)) {
    if (!Object.hasOwn(rascunho, campo) || !Object.hasOwn(estados, campo)) continue;
    const valor = rascunho[campo];
    const mudou = p.writeOnly === true ? textoLimpo(valor) !== null : !igual(textoLimpo(valor), estados[campo]?.valor);
    if (mudou) pedido[campo] = valor;
  }
  return pedido;
}

/** The PUT's body and its errors under the rules the server applies. */
export function pedidoDoRascunho(modelo: Model, estados: EstadosDosAjustes, rascunho: Rascunho): AjustesConferidos & { pedido: Record<string, unknown> } {
  const pedido = alterados(modelo, estados, rascunho);
  return { pedido, ...conferirAjustes(modelo, pedido, valoresDos(estados)) };
}
