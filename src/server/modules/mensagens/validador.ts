import { Ajv } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

// Fastify's own Ajv coerces types (123 becomes "123", "5" becomes [5]) and silently drops the
// properties a schema forbids. The bodies of the messages and notices calls are checked as they
// are sent instead: a wrong type or an unknown field is a 422 that changes nothing. The query
// string and the path still need coercion (everything in them is text).

const estrito = new Ajv({ coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: false, strict: true, allowUnionTypes: true });
const comCoercao = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: true, allowUnionTypes: true });

export const compiladorEstrito: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? estrito : comCoercao).compile(schema);

/**
 * What a body's unknown field must match: nothing, so it is refused with its own path (the
 * error names the field) rather than dropped.
 */
export const NENHUM_OUTRO_CAMPO = { not: {} } as const;

export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const PARAMETRO_ID = { type: 'object', required: ['id'], properties: { id: ID } } as const;
