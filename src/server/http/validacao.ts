import { Ajv, type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../../shared/api/contract.ts';
import { MENSAGENS_VALIDACAO } from '../../shared/validation/messages.ts';

// Every route's schemas, compiled once for the whole app. A body is checked as it was sent: a
// wrong type is a 422 (Fastify's default would turn 123 into "123"), and a member a schema
// does not declare (additionalProperties: false) is refused by name rather than dropped, so a
// client learns at once that no such field can be written (no mass assignment). The query
// string and the path are text by nature: they are coerced to the declared types.

export const CAMPO_NAO_PERMITIDO = 'Campo não permitido.';
export const VALOR_INVALIDO = 'Valor inválido.';

const comum = { useDefaults: true, allErrors: true, strict: true, allowUnionTypes: true } as const;
const corpos = new Ajv({ ...comum, coerceTypes: false, removeAdditional: false });
const partes = new Ajv({ ...comum, coerceTypes: 'array', removeAdditional: false });

export const compiladorDaAplicacao: FastifySchemaCompiler<object> = ({ schema, httpPart }) => (httpPart === 'body' ? corpos : partes).compile(schema);

function erroDoCampo(e: ErrorObject): FieldError {
  const caminho = e.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  const params = e.params as { additionalProperty?: unknown; missingProperty?: unknown };
  if (e.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return { field: [...caminho, params.additionalProperty].join('.'), message: CAMPO_NAO_PERMITIDO };
  }
  if (e.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { field: [...caminho, params.missingProperty].join('.'), message: MENSAGENS_VALIDACAO.required };
  }
  return { field: caminho.join('.'), message: VALOR_INVALIDO };
}

/** One error per field, the first found; a failed anyOf names its field once, not each branch's complaint. */
export function errosDosCampos(erros: readonly ErrorObject[]): FieldError[] {
  const alternativas = erros.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath);
  const proprios = erros.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf' || !alternativas.some((p) => e.instancePath.startsWith(p)));
  const porCampo = new Map<string, FieldError>();
  for (const e of proprios) {
    const erro = erroDoCampo(e);
    if (!porCampo.has(erro.field)) porCampo.set(erro.field, erro);
  }
  return [...porCampo.values()];
}

export const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
export const PARAMETRO_ID = { type: 'object', required: ['id'], properties: { id: ID } } as const;
