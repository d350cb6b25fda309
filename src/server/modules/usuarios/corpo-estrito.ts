import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { errosDeFormulario } from '../../http/erros.ts';
import { errosDosCampos, ID } from '../../http/validacao.ts';

// Payloads that grant access are checked strictly: a member the schema does not declare (a
// password hash, a tag list, a session) is refused by name, never dropped in silence, so a
// client learns at once that no such field can be written (no mass assignment). Their schemas
// are built from the screen's descriptor when the handler runs, so they are compiled here; the
// errors read as every route's (http/validacao.ts). The form's rules run after.

/** A text without NUL, which PostgreSQL refuses. */
export const texto = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[^\\u0000]*$' }) as const;
/** A reference sent as its id or as {id, ...} (the display fields a form holds are ignored). */
export const REFERENCIA = { anyOf: [ID, { type: 'object', required: ['id'], properties: { id: ID } }] } as const;

const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });

export function compilarCorpo(esquema: Record<string, unknown>): ValidateFunction {
  return ajv.compile(esquema);
}

/** 422 with one error per field when the body does not match; the body typed otherwise. */
export function exigirCorpo<T>(validar: ValidateFunction, corpo: unknown): T {
  if (validar(corpo)) return corpo as T;
  throw errosDeFormulario(errosDosCampos(validar.errors ?? []).map((e) => (e.field === '' ? { ...e, field: 'registro' } : e)));
}
