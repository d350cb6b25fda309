import { resolverRef } from '../../shared/engine/modelo.ts';
import { regrasDaPropriedade } from '../../shared/engine/regras-do-campo.ts';
import { regrasDoServidor } from '../../shared/engine/regras-do-servidor.ts';
import { regrasDosItens } from '../../shared/engine/regras-dos-itens.ts';
import { campoVisivel } from '../../shared/engine/visibilidade.ts';
import type { TelaResolvida } from '../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../shared/engine/types.ts';
import type { FieldRules } from '../../shared/validation/index.ts';

/**
 * A property the form does not place cannot be hidden by the field configuration, so the
 * model's own rules hold for it (read-only ones excepted: they are never written).
 */
export function regrasForaDoFormulario(tela: TelaResolvida, modelo: Model): FieldRules {
  const noFormulario = new Set((tela.formulario?.secoes ?? []).flatMap((s) => s.campos.map((c) => c.campo.split('.')[0])));
  const regras: Record<string, ReturnType<typeof regrasDaPropriedade>> = {};
  for (const [nome, bruta] of Object.entries(modelo.properties)) {
    const p = resolverRef(modelo, bruta) ?? bruta;
    if (nome === 'id' || noFormulario.has(nome) || p.readOnly === true) continue;
    const lista = regrasDaPropriedade(p, modelo.required?.includes(nome) ?? false);
    if (lista.length > 0) regras[nome] = lista;
  }
  return regras;
}

/** The limits a stored value must keep whatever the form shows: a hidden field is not required, but never over-long nor rounded. */
const LIMITES = new Set(['maxLength', 'max', 'casasDecimais']);

/** A field the configuration or a condition hides keeps the model's limits (a client may still send it). */
function regrasDosOcultos(tela: TelaResolvida, modelo: Model, registro: unknown): FieldRules {
  const regras: Record<string, ReturnType<typeof regrasDaPropriedade>> = {};
  for (const campo of (tela.formulario?.secoes ?? []).flatMap((s) => s.campos)) {
    const bruta = modelo.properties[campo.campo];
    if (bruta === undefined || campoVisivel(campo, registro)) continue;
    const limites = regrasDaPropriedade(resolverRef(modelo, bruta) ?? bruta, false).filter((r) => LIMITES.has(r.rule));
    if (limites.length > 0) regras[campo.campo] = limites;
  }
  return regras;
}

/**
 * The rules a record saved through this screen must pass: the form's (after the field
 * configuration and the state rules, some of which read the stored record), the limits of the
 * fields it hides, the rest of the model's, and those of its lists' items, which hold for
 * whatever items are stored.
 */
export function regrasDoRegistro(tela: TelaResolvida, modelo: Model, foraDoFormulario: FieldRules, registro: unknown, armazenado: unknown = null): FieldRules {
  return { ...regrasDosOcultos(tela, modelo, registro), ...regrasDoServidor(tela, registro, armazenado), ...foraDoFormulario, ...regrasDosItens(modelo, registro) };
}
