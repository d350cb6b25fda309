import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashDasFontes } from '../../../src/server/cli/build-cliente.ts';

// npm start builds the client again only when what it is built from changed: its code, and the
// texts it carries (/versoes shows CHANGELOG.md, /ajuda the pages of docs/ajuda).

let raiz: string;

async function escrever(caminho: string, texto: string): Promise<void> {
  await mkdir(path.dirname(path.join(raiz, caminho)), { recursive: true });
  await writeFile(path.join(raiz, caminho), texto);
}

beforeEach(async () => {
  raiz = await mkdtemp(path.join(tmpdir(), 'alicerce-fontes-'));
  await escrever('src/client/main.tsx', 'export {};');
  await escrever('CHANGELOG.md', '# Histórico de versões\n');
  await escrever('docs/ajuda/01-primeiros-passos.md', '# Primeiros passos\n');
});
afterEach(() => rm(raiz, { recursive: true, force: true }));

describe('the client build is redone when', () => {
  it.each([
    ['the code changes', 'src/client/main.tsx'],
    ['the release notes change', 'CHANGELOG.md'],
    ['a help page changes', 'docs/ajuda/01-primeiros-passos.md'],
    ['a help screenshot is added', 'docs/ajuda/imagens/lista.png'],
  ])('%s', async (_caso, arquivo) => {
    const antes = await hashDasFontes(raiz);
    await escrever(arquivo, 'mudou');
    expect(await hashDasFontes(raiz)).not.toBe(antes);
  });

  it('and only then', async () => {
    const antes = await hashDasFontes(raiz);
    await escrever('README.md', 'mudou');
    expect(await hashDasFontes(raiz)).toBe(antes);
  });
});
