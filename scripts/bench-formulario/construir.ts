import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { build, type Plugin } from 'vite';

// Builds the bench's two pages (the form through rjsf, and React alone) into a temporary folder:
// the schema's ajv validators are generated here as a CommonJS module (ajv standalone; its
// exports are named by schema hashes, which ES modules cannot name), so the browser compiles none.

const AQUI = path.dirname(fileURLToPath(import.meta.url));
const PAGINAS = { rjsf: 'pagina-rjsf.ts', react: 'pagina-react.ts' } as const;
export type PaginaDoBench = keyof typeof PAGINAS;

export interface PaginasConstruidas {
  pasta: string;
  /** The JavaScript files each page loads, under `pasta`. */
  scripts: Record<PaginaDoBench, string[]>;
}

function modulosVirtuais(esquema: RJSFSchema): Plugin {
  const codigos: Record<string, string> = {
    'virtual:bench-esquema': `export const esquema = ${JSON.stringify(esquema)};`,
    'virtual:bench-validador': compileSchemaValidatorsCode(esquema),
  };
  return {
    name: 'bench-formulario',
    resolveId: (id) => (id in codigos ? `\0${id}` : null),
    load: (id) => (id.startsWith('\0') ? codigos[id.slice(1)] : null),
  };
}

export async function construirPaginas(esquema: RJSFSchema): Promise<PaginasConstruidas> {
  const pasta = await mkdtemp(path.join(tmpdir(), 'bench-rjsf-'));
  await build({
    configFile: false,
    logLevel: 'error',
    root: AQUI,
    plugins: [modulosVirtuais(esquema)],
    build: {
      outDir: pasta,
      emptyOutDir: false,
      manifest: true,
      rollupOptions: { input: Object.fromEntries(Object.entries(PAGINAS).map(([nome, arquivo]) => [nome, path.join(AQUI, arquivo)])) },
    },
  });
  const manifesto = JSON.parse(await readFile(path.join(pasta, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const arquivosDe = (chave: string): string[] => {
    const entrada = manifesto[chave];
    return entrada ? [entrada.file, ...(entrada.imports ?? []).flatMap(arquivosDe)] : [];
  };
  const scripts = Object.fromEntries(Object.entries(PAGINAS).map(([nome, arquivo]) => [nome, [...new Set(arquivosDe(arquivo))]])) as Record<PaginaDoBench, string[]>;
  for (const [nome, arquivos] of Object.entries(scripts)) {
    const tags = arquivos.map((arquivo) => `<script type="module" src="/${arquivo}"></script>`).join('');
    await writeFile(path.join(pasta, `${nome}.html`), `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">${tags}</head><body><div id="raiz"></div></body></html>`);
  }
  return { pasta, scripts };
}
