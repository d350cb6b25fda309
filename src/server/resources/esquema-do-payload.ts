import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FieldError } from '../../shared/api/contract.ts';
import { tipoPrincipal } from '../../shared/engine/modelo.ts';
import type { Model, ModelProperty } from '../../shared/engine/types.ts';

// The JSON types of a payload, checked by ajv with a schema derived from the model and
// compiled once per model at start. Only types, enums and shapes: required, formats,
// lengths and limits are the shared rules' (same messages as the client), and the field
// configuration may lift a requirement. Every value may be null (empty), which the
// 'required' rule then judges. A reference (x-ref) is sent as its id or as {id, ...}.

type Esquema = Record<string, unknown>;

const INT4 = { minimum: -2147483648, maximum: 2147483647 };
const ID = { type: 'integer', minimum: 1, maximum: INT4.maximum };

export const REFERENCIA: Esquema = {
  anyOf: [ID, { type: 'object', required: ['id'], properties: { id: ID } }, { type: 'null' }],
};

function fragmento(p: ModelProperty, topo: boolean): Esquema {
  if (p.$ref !== undefined) return { $ref: p.$ref };
  if (p['x-ref'] !== undefined) return REFERENCIA;
  const esquema: Esquema = {};
  if (p.type !== undefined) esquema['type'] = [...new Set([...(typeof p.type === 'string' ? [p.type] : p.type), 'null'])];
  if (p.enum !== undefined) esquema['enum'] = [...new Set([...p.enum, null])];
  // A top-level integer is an integer column.
  if (topo && tipoPrincipal(p) === 'integer') Object.assign(esquema, INT4);
  if (p.properties !== undefined) esquema['properties'] = propriedades(p.properties, false);
  if (p.items !== undefined) esquema['items'] = fragmento(p.items, false);
  return esquema;
}

function propriedades(ps: Readonly<Record<string, ModelProperty>>, topo: boolean): Esquema {
  return Object.fromEntries(Object.entries(ps).map(([nome, p]) => [nome, fragmento(p, topo)]));
}

export function esquemaDoPayload(modelo: Model): Esquema {
  return {
    type: 'object',
    properties: { ...propriedades(modelo.properties, true), id: { anyOf: [ID, { type: 'null' }] } },
    ...(modelo.$defs === undefined ? {} : { $defs: propriedades(modelo.$defs, false) }),
  };
}

/**
 * One ajv for every model's payload. removeAdditional drops what the model does not
 * declare, nested objects included, so unknown properties are never written.
 */
export function criarCompilador(): (modelo: Model) => ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, removeAdditional: 'all' });
  return (modelo) => ajv.compile(esquemaDoPayload(modelo));
}

function campoDoErro(e: ErrorObject): string {
  const caminho = e.instancePath.replace(/^\//, '').split('/').map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'));
  const faltando = (e.params as { missingProperty?: unknown }).missingProperty;
  return [...caminho, ...(typeof faltando === 'string' ? [faltando] : [])].filter(Boolean).join('.');
}

/** The type errors of a payload (one per field), or [] when ajv accepts it. Mutates: drops unknown properties. */
export function errosDeTipo(validar: ValidateFunction, corpo: unknown): FieldError[] {
  const nulos = camposComNulo(corpo, '');
  if (nulos.length > 0) return nulos.map((field) => ({ field, message: 'Valor inválido.' }));
  if (validar(corpo)) return [];
  const erros = validar.errors ?? [];
  // The branches of a failed anyOf (a reference: id, {id} or null) only explain it; its own error says it.
  const alternativas = erros.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  const campos = new Set(erros.filter((e) => e.keyword === 'anyOf' || !alternativas.some((p) => e.instancePath.startsWith(p))).map(campoDoErro));
  return [...campos].map((field) => ({ field: field === '' ? 'registro' : field, message: 'Valor inválido.' }));
}

/** PostgreSQL refuses the NUL character in text and jsonb: such a value is the client's error, not a 500. */
function camposComNulo(valor: unknown, caminho: string): string[] {
  if (typeof valor === 'string') return valor.includes('\0') ? [caminho] : [];
  if (typeof valor !== 'object' || valor === null) return [];
  return Object.entries(valor).flatMap(([chave, filho]) => {
    const campos = camposComNulo(filho, caminho === '' ? chave : `${caminho}.${chave}`);
    return chave.includes('\0') ? [caminho || 'registro', ...campos] : campos;
  });
}
