import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one-way dependencies of DESIGN.md ("Layout") are kept by the lint (eslint.config.js):
// src/shared imports neither side, and the client and the server never import each other.

const RAIZ = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: RAIZ });

/** The messages of the boundary rule for a file at `arquivo` holding one import of `origem`. */
async function recusas(arquivo: string, origem: string): Promise<string[]> {
  const codigo = `import { algo } from '${origem}';\nexport const usado = algo;\n`;
  const [resultado] = await eslint.lintText(codigo, { filePath: path.join(RAIZ, arquivo) });
  return (resultado?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the lint keeps the dependencies one way', { timeout: 60_000 }, () => {
  it.each([
    ['src/shared/engine/exemplo.ts', '../../client/app/routes/pathFor.ts', 'src/client'],
    ['src/shared/exemplo.ts', '../server/app.ts', 'src/server'],
    ['src/client/app/exemplo.ts', '../../server/db/schema.ts', 'src/server'],
    ['src/client/engine/lista/exemplo.tsx', '../../../server/resources/recurso.ts', 'src/server'],
    ['src/server/modules/exemplo.ts', '../../client/i18n/traducao.ts', 'src/client'],
  ])('refuses %s importing %s', async (arquivo, origem, pasta) => {
    expect(await recusas(arquivo, origem)).toEqual([expect.stringContaining(`may not import ${pasta}`)]);
  });

  it.each([
    ['src/client/app/exemplo.ts', '../../shared/messages.ts'],
    ['src/server/modules/exemplo.ts', '../../shared/messages.ts'],
    ['src/shared/engine/exemplo.ts', '../messages.ts'],
    ['src/client/app/exemplo.ts', 'react-dom/client'],
  ])('lets %s import %s', async (arquivo, origem) => {
    expect(await recusas(arquivo, origem)).toEqual([]);
  });
});
