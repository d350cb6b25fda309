import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { DESCRIPTOR_META_SCHEMA } from './meta/descriptor-schema.ts';
import { MODEL_META_SCHEMA } from './meta/model-schema.ts';
import type { Problema } from './problema.ts';
import { problemasDoAjv } from './problemas-do-ajv.ts';

// The meta-schemas, compiled once, on first use: importing the engine costs nothing, and
// start-up and check:screens validate every descriptor with the same compiled functions.
// allErrors lists every problem at once; verbose hands the translator each failing
// schema, whose description says what a pattern means; union types (["string", "null"])
// are meant, not a slip that strict mode should warn about.

let compilados: { descritor: ValidateFunction; modelo: ValidateFunction } | undefined;

function compilar(): NonNullable<typeof compilados> {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, allowUnionTypes: true });
  return { descritor: ajv.compile(DESCRIPTOR_META_SCHEMA), modelo: ajv.compile(MODEL_META_SCHEMA) };
}

export function problemasDoMetaSchema(qual: 'descritor' | 'modelo', json: unknown): Problema[] {
  compilados ??= compilar();
  const validar = compilados[qual];
  return validar(json) ? [] : problemasDoAjv(validar.errors ?? []);
}
