import { valueAtPath, type FieldRules } from '../validation/index.ts';
import { avaliarCalculo } from './calculo.ts';
import { avaliarCondicao } from './condicao.ts';
import { encontrarPropriedade } from './modelo.ts';
import { regrasDosItens } from './regras-dos-itens.ts';
import { resolverCampo } from './resolver-formulario.ts';
import type { CampoResolvido } from './tela-resolvida.ts';
import type { FormularioDaAcaoDescrito, ItensIniciais, Model, OrigemDoValorInicial } from './types.ts';

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
  const declarados = Object.entries(formulario.valoresIniciais ?? {}).map(([campo, origem]) => [campo, valorDaOrigem(origem, registro, hoje)] as const);
  return Object.fromEntries([...padroes, ...declarados]);
}

function valorDaOrigem(origem: OrigemDoValorInicial, registro: unknown, hoje: string): unknown {
  if (typeof origem !== 'string') return itensIniciais(origem, registro);
  return origem === HOJE ? hoje : (valueAtPath(registro, origem) ?? null);
}

/** A list's first items: one per row of the record's list (`de`) where `se` holds, each field from the row's. */
export function itensIniciais(origem: ItensIniciais, registro: unknown): Record<string, unknown>[] {
  const linhas = valueAtPath(registro, origem.de);
  if (!Array.isArray(linhas)) return [];
  const itens = linhas.map((linha: unknown) =>
    Object.fromEntries(
      Object.entries(origem.itens).map(([campo, daLinha]) => [campo, typeof daLinha === 'string' ? (valueAtPath(linha, daLinha) ?? null) : avaliarCalculo(daLinha, linha)]),
    ),
  );
  const { se } = origem;
  return se === undefined ? itens : itens.filter((item) => avaliarCondicao(se, item));
}

/** The lists of the record the form's first values read: a list row lacks them, so the record is read whole first. */
export function listasDoRegistro(formulario: FormularioDaAcaoDescrito): string[] {
  return Object.values(formulario.valoresIniciais ?? {}).flatMap((origem) => (typeof origem === 'string' ? [] : [origem.de]));
}

/** The rules of the form's fields, by field: validateRecord's input. */
export function regrasDaAcao(campos: readonly CampoResolvido[]): FieldRules {
  return Object.fromEntries(campos.filter((campo) => campo.regras.length > 0).map((campo) => [campo.campo, campo.regras]));
}

/** The form's rules for these values: its fields' and, by item path ('linhas.0.quantidade'), its lists' items'. */
export function regrasDosValores(regras: FieldRules, modelo: Model, valores: unknown): FieldRules {
  return { ...regras, ...regrasDosItens(modelo, valores) };
}

/** The model with only the form's fields: what the server accepts as the action's body. */
export function modeloDaAcao(formulario: FormularioDaAcaoDescrito, modelo: Model): Model {
  const nomes = new Set(formulario.campos.map((c) => (typeof c === 'string' ? c : c.campo)));
  const properties = Object.fromEntries(Object.entries(modelo.properties).filter(([nome]) => nomes.has(nome)));
  return { ...modelo, properties, required: (modelo.required ?? []).filter((nome) => nomes.has(nome)) };
}
