import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../../shared/api/contract.ts';
import { MENSAGENS_VALIDACAO } from '../../shared/validation/messages.ts';

// Every route's schemas, compiled once for the whole app. A body is checked as it was sent: a
// wrong type is a 422 (Fastify's default would turn 123 into "123"), and a member a schema
// does not declare is refused by name rather than dropped, so a client learns at once that no
// such field can be written (no mass assignment): a body schema that lists its properties is
// closed (additionalProperties: false) unless it says otherwise. A write route that declares
// no body takes none: anything but nothing, null or {} is refused the same way, so a body never
// rides along unread (multipart routes read theirs themselves). A body nested deeper than any
// form is refused before any code walks it (recursion over 10,000 levels overflows the stack).
// The query string and the path are text by nature: they are coerced to the declared types.

export const CAMPO_NAO_PERMITIDO = 'Campo não permitido.';
export const VALOR_INVALIDO = 'Valor inválido.';

const comum = { useDefaults: true, allErrors: true, strict: true, allowUnionTypes: true } as const;
const corpos = new Ajv({ ...comum, coerceTypes: false, removeAdditional: false });
const partes = new Ajv({ ...comum, coerceTypes: 'array', removeAdditional: false });

/** Deeper than any form's body (a person's attachment's file is 4 levels down). */
export const PROFUNDIDADE_MAXIMA = 32;

/** The body of a write route that declares none. */
export const SEM_CORPO = { type: ['object', 'null'], additionalProperties: false } as const;

/** PostgreSQL refuses NUL in text: a text member that reaches the database declares this pattern. */
export const SEM_NUL = '^[^\\u0000]*$';

/** The top-level member holding a value nested deeper than PROFUNDIDADE_MAXIMA, walked without recursion; null when none. */
export function membroFundoDemais(corpo: unknown): string | null {
  if (typeof corpo !== 'object' || corpo === null) return null;
  for (const [membro, valor] of Object.entries(corpo)) {
    let nivel: unknown[] = [valor];
    for (let profundidade = 2; nivel.length > 0; profundidade++) {
      const filhos = nivel.flatMap((v) => (typeof v === 'object' && v !== null ? Object.values(v) : []));
      if (filhos.length > 0 && profundidade > PROFUNDIDADE_MAXIMA) return membro;
      nivel = filhos;
    }
  }
  return null;
}

function validadorDoCorpo(validar: ValidateFunction): ValidateFunction {
  const validarCorpo = ((dados: unknown) => {
    const membro = membroFundoDemais(dados);
    if (membro !== null) {
      validarCorpo.errors = [{ instancePath: `/${membro}`, schemaPath: '#', keyword: 'maxDepth', params: {} }];
      return false;
    }
    const valido = validar(dados);
    validarCorpo.errors = validar.errors;
    return valido;
  }) as ValidateFunction;
  return validarCorpo;
}

/** The body's schema as compiled: closed at the top when it lists its properties and says nothing else. */
function fechado(schema: object): object {
  return 'properties' in schema && !('additionalProperties' in schema) ? { ...schema, additionalProperties: false } : schema;
}

export const compiladorDaAplicacao: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  httpPart === 'body' ? validadorDoCorpo(corpos.compile(fechado(schema))) : partes.compile(schema);

/** Gives SEM_CORPO to every write route declared without a body schema (but multipart ones); installed before any route. */
export function instalarCorpoAusente(app: FastifyInstance): void {
  app.addHook('onRoute', (opcoes) => {
    const metodos = [opcoes.method].flat();
    if (opcoes.schema?.body !== undefined || opcoes.config?.multipart || !metodos.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))) return;
    opcoes.schema = { ...opcoes.schema, body: SEM_CORPO };
  });
}

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
