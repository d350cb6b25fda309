import type { ErrorObject } from 'ajv/dist/2020.js';
import { noCaminho, type Problema } from './problema.ts';

// Ajv's errors as pt-BR problems for configurers. Noise is dropped first: an `if` error
// only repeats its branch's errors, and the errors inside a failed anyOf's branches only
// explain why each branch failed, which the anyOf's own message sums up.

const TIPOS: Readonly<Record<string, string>> = {
  string: 'texto',
  number: 'número',
  integer: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
};

type Tradutor = (erro: ErrorObject) => Problema;

const TRADUTORES: Readonly<Record<string, Tradutor>> = {
  required: (e) => ({ caminho: noCaminho(e.instancePath, texto(e.params['missingProperty'])), mensagem: 'Obrigatório e ausente.' }),
  additionalProperties: (e) => ({
    caminho: noCaminho(e.instancePath, texto(e.params['additionalProperty'])),
    mensagem: `Propriedade desconhecida: '${texto(e.params['additionalProperty'])}'.`,
  }),
  'false schema': (e) => ({ caminho: e.instancePath, mensagem: 'Não é permitido aqui.' }),
  type: (e) => ({
    caminho: e.instancePath,
    // One type is a string ('integer'); a union, a list.
    mensagem: `Deve ser ${lista(e.params['type']).split(', ').map((t) => TIPOS[t] ?? t).join(' ou ')}.`,
  }),
  enum: (e) => ({ caminho: e.instancePath, mensagem: `Valor inválido; aceitos: ${lista(e.params['allowedValues'])}.` }),
  const: (e) => ({ caminho: e.instancePath, mensagem: `Deve ser ${JSON.stringify(e.params['allowedValue'])}.` }),
  pattern: (e) => ({ caminho: e.instancePath, mensagem: `Formato inválido: esperado ${descricao(e) ?? texto(e.params['pattern'])}.` }),
  minLength: (e) => ({
    caminho: e.instancePath,
    mensagem: e.params['limit'] === 1 ? 'Não pode ser vazio.' : `Precisa de pelo menos ${texto(e.params['limit'])} caracteres.`,
  }),
  minItems: (e) => ({ caminho: e.instancePath, mensagem: `Precisa de pelo menos ${texto(e.params['limit'])} item(ns).` }),
  maxItems: (e) => ({ caminho: e.instancePath, mensagem: `Aceita no máximo ${texto(e.params['limit'])} item(ns).` }),
  minProperties: (e) => ({ caminho: e.instancePath, mensagem: `Precisa de pelo menos ${texto(e.params['limit'])} propriedade(s).` }),
  maxProperties: (e) => ({ caminho: e.instancePath, mensagem: `Aceita no máximo ${texto(e.params['limit'])} propriedade(s).` }),
  uniqueItems: (e) => ({
    caminho: e.instancePath,
    mensagem: `Itens repetidos nas posições ${texto(e.params['j'])} e ${texto(e.params['i'])}.`,
  }),
  minimum: (e) => ({ caminho: e.instancePath, mensagem: `Deve ser maior ou igual a ${texto(e.params['limit'])}.` }),
  maximum: (e) => ({ caminho: e.instancePath, mensagem: `Deve ser menor ou igual a ${texto(e.params['limit'])}.` }),
  propertyNames: (e) => ({
    caminho: noCaminho(e.instancePath, texto(e.params['propertyName'])),
    mensagem: `Nome de propriedade inválido: '${texto(e.params['propertyName'])}'.`,
  }),
  anyOf: (e) => ({ caminho: e.instancePath, mensagem: mensagemDoAnyOf(e) }),
};

export function problemasDoAjv(erros: readonly ErrorObject[]): Problema[] {
  const ramosFalhos = erros.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const relevantes = erros.filter(
    (e) =>
      e.keyword !== 'if' &&
      // A bad property name also yields the inner error (a pattern), marked with propertyName.
      e.propertyName === undefined &&
      !ramosFalhos.some((ramo) => e.schemaPath.startsWith(ramo)),
  );
  const problemas = relevantes.map((e) => (TRADUTORES[e.keyword] ?? generico)(e));
  // A value can break one rule through several schema paths; say it once.
  return [...new Map(problemas.map((p) => [`${p.caminho} ${p.mensagem}`, p])).values()];
}

function generico(e: ErrorObject): Problema {
  return { caminho: e.instancePath, mensagem: e.message ?? e.keyword };
}

/** An anyOf of `required` branches means "at least one of these". */
function mensagemDoAnyOf(e: ErrorObject): string {
  const ramos: unknown = e.schema;
  const exigidas = Array.isArray(ramos)
    ? ramos.flatMap((ramo: unknown) => (ehObjeto(ramo) && Array.isArray(ramo['required']) ? ramo['required'].map(texto) : []))
    : [];
  return exigidas.length > 0 ? `Informe pelo menos um de: ${exigidas.join(', ')}.` : 'Não corresponde a nenhuma das formas aceitas.';
}

/** The schema's own description of what a pattern accepts, when it has one. */
function descricao(e: ErrorObject): string | undefined {
  const esquema: unknown = e.parentSchema;
  return ehObjeto(esquema) && typeof esquema['description'] === 'string' ? esquema['description'] : undefined;
}

function ehObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

function texto(valor: unknown): string {
  return typeof valor === 'string' ? valor : JSON.stringify(valor);
}

function lista(valor: unknown): string {
  return Array.isArray(valor) ? valor.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : texto(valor);
}
