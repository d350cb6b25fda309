import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FieldError } from '../../../shared/api/contract.ts';
import { errosDeFormulario } from '../../http/erros.ts';

// Payloads that grant access are checked strictly: a member the schema does not declare (a
// password hash, a tag list, a session) is refused by name, never dropped in silence, so a
// client learns at once that no such field can be written (no mass assignment). Only the
// JSON shapes here; the form's rules (the same code as the client's) run after.

export const CAMPO_NAO_PERMITIDO = 'Campo não permitido.';

const INT4_MAX = 2_147_483_647;
export const ID = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;
/** A text without NUL, which PostgreSQL refuses. */
export const texto = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000]*$' }) as const;
/** A reference sent as its id or as {id, ...} (the display fields a form holds are ignored). */
export const REFERENCIA = { anyOf: [ID, { type: 'object', required: ['id'], properties: { id: ID } }] } as const;

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });

export function compilarCorpo(esquema: Record<string, unknown>): ValidateFunction {
  return ajv.compile(esquema);
}

function erroDoCampo(e: ErrorObject): FieldError {
  const caminho = e.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const params = e.params as { additionalProperty?: unknown; missingProperty?: unknown };
  if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return { field: [...caminho, params.additionalProperty].join('.'), message: CAMPO_NAO_PERMITIDO };
  }
  if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { field: [...caminho, params.missingProperty].join('.'), message: 'Preenchimento obrigatório.' };
  }
  return { field: caminho.join('.') || 'registro', message: 'Valor inválido.' };
}

/** 422 with one error per field when the body does not match; the body typed otherwise. */
export function exigirCorpo<T>(validar: ValidateFunction, corpo: unknown): T {
  if (validar(corpo)) return corpo as T;
  // A failed anyOf's branches only explain it: its own error names the field.
  const erros = validar.errors ?? [];
  const alternativas = erros.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  const proprios = erros.filter((e) => e.keyword === 'anyOf' || !alternativas.some((p) => e.instancePath.startsWith(p)));
  const porCampo = new Map<string, FieldError>();
  for (const e of proprios) {
    const erro = erroDoCampo(e);
    if (!porCampo.has(erro.field)) porCampo.set(erro.field, erro);
  }
  throw errosDeFormulario([...porCampo.values()]);
}
