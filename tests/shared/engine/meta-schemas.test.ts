import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { DESCRIPTOR_META_SCHEMA } from '../../../src/shared/engine/meta/descriptor-schema.ts';
import { MODEL_META_SCHEMA } from '../../../src/shared/engine/meta/model-schema.ts';

const ler = (arquivo: string): unknown => JSON.parse(readFileSync(new URL(`../../../schemas/_meta/${arquivo}`, import.meta.url), 'utf8'));

describe('meta-schemas', () => {
  // src/shared cannot import schemas/, so the validator compiles TypeScript copies.
  it.each([
    ['descriptor.schema.json', DESCRIPTOR_META_SCHEMA],
    ['model.schema.json', MODEL_META_SCHEMA],
  ])('schemas/_meta/%s is the schema the validator compiles', (arquivo, copia) => {
    expect(copia).toEqual(ler(arquivo));
  });

  it.each([DESCRIPTOR_META_SCHEMA, MODEL_META_SCHEMA])('$title is a valid draft 2020-12 schema', (schema) => {
    const ajv = new Ajv2020();
    expect(ajv.validateSchema(schema)).toBe(true);
    expect(ajv.errors ?? null).toBeNull();
  });
});
