import { valueAtPath, type FieldRules } from '../validation/index.ts';
import { encontrarPropriedade } from './modelo.ts';
import { resolverCampo } from './resolver-formulario.ts';
import type { CampoResolvido } from './tela-resolvida.ts';
import type { FormularioDaAcaoDescrito, Model } from './types.ts';

// An action's form (a baixa's date, account and amount): its fields resolved against its own
// model as a form section's are, with no field configuration; its first values, from the model's
// defaults and the record the action acts on; and its rules, the same on the client and the server.

/** The origin of a first value that is not a field of the record: São Paulo's day. */
export const HOJE = 'hoje';

/** The action form's fields, each with its widget, title and rules. */
export function camposDaAcao(formulario: FormularioDaAcaoDescrito, modelo: Model): CampoResolvido[] {
  return formulario.campos.map((campo) => resolverCampo(campo, 'acao', modelo, {}));
}

/** The form's values as the dialog opens: each field's model default, then the declared origin. `hoje` is YYYY-MM-DD. */
export function valoresIniciaisDaAcao(formulario: FormularioDaAcaoDescrito, modelo: Model, registro: unknown, hoje: string): Record<string, unknown> {
  const padroes = camposDaAcao(formulario, modelo).flatMap(({ campo }) => {
    const padrao = encontrarPropriedade(modelo, campo)?.propriedade.default;
    return padrao === undefined ? [] : [[campo, padrao] as const];
  });
  const declarados = Object.entries(formulario.valoresIniciais ?? {}).map(([campo, origem]) => [campo, origem === HOJE ? hoje : (valueAtPath(registro, origem) ?? null)] as const);
  return Object.fromEntries([...padroes, ...declarados]);
}

/** The rules of the form's fields, by field: validateRecord's input. */
export function regrasDaAcao(campos: readonly CampoResolvido[]): FieldRules {
  return Object.fromEntries(campos.filter((campo) => campo.regras.length > 0).map((campo) => [campo.campo, campo.regras]));
}

/** The model with only the form's fields: what the server accepts as the action's body. */
export function modeloDaAcao(formulario: FormularioDaAcaoDescrito, modelo: Model): Model {
  const nomes = new Set(formulario.campos.map((c) => (typeof c === 'string' ? c : c.campo)));
  const properties = Object.fromEntries(Object.entries(modelo.properties).filter(([nome]) => nomes.has(nome)));
  return { ...modelo, properties, required: (modelo.required ?? []).filter((nome) => nomes.has(nome)) };
}
