import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { validarModelo } from '../../../src/shared/engine/validar-modelo.ts';
import { CATALOGO_DE_TAGS } from '../../../src/shared/permissions/catalogue.ts';
import { carregarCatalogoDeTelas } from '../../../src/server/resources/index.ts';

// Every descriptor under screens/ and every model under schemas/ validates, and each
// screen's merge (with no field configuration) is pinned by a snapshot.

const RAIZ = path.resolve(import.meta.dirname, '../../..');
const descritores = (await readdir(path.join(RAIZ, 'screens'), { recursive: true })).filter((f) => f.endsWith('.json')).sort();
const modelos = (await readdir(path.join(RAIZ, 'schemas'))).filter((f) => f.endsWith('.json')).sort();
const catalogo = await carregarCatalogoDeTelas();
const tags = new Set([...CATALOGO_DE_TAGS.map((t) => t.tag), ...catalogo.tagsDeclaradas.map((t) => t.tag)]);
// A time zone's options are the runtime's zones (Intl): the snapshot names them, not lists them.
const semFusosDoAmbiente = (tela: unknown): unknown =>
  JSON.parse(JSON.stringify(tela), (_chave: string, valor: unknown) =>
    valor !== null && typeof valor === 'object' && (valor as { formato?: unknown }).formato === 'fusoHorario' ? { ...valor, opcoes: 'os fusos do ambiente' } : valor,
  );
const ler = async (...partes: string[]): Promise<unknown> => JSON.parse(await readFile(path.join(RAIZ, ...partes), 'utf8'));

describe('schemas/', () => {
  it.each(modelos)('%s is a valid model named after its file', async (arquivo) => {
    const modelo = await ler('schemas', arquivo);
    expect(validarModelo(modelo)).toEqual([]);
    expect((modelo as { $id: string }).$id).toBe(arquivo.replace(/\.json$/, ''));
  });
});

describe('screens/', () => {
  it('holds the first screens of the issue', () => {
    expect(descritores).toHaveLength(120);
  });

  it.each(descritores)('%s validates and merges as the snapshot says', async (arquivo) => {
    const descritor = (await ler('screens', arquivo)) as Descriptor;
    expect(validarDescritor(descritor, catalogo.modelos, tags)).toEqual([]);
    const modelo = catalogo.modelos[descritor.modelo];
    if (modelo === undefined) throw new Error(`modelo ${descritor.modelo}`);
    expect(semFusosDoAmbiente(mesclarTela(descritor, modelo, {}))).toMatchSnapshot();
  });
});
