import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressaoNoBuild } from './src/server/cli/precomprimir.ts';

const RAIZ_DO_CLIENTE = fileURLToPath(new URL('src/client', import.meta.url));

/**
 * The public portals (/portal/doacao, /portal/transparencia): a build of their own from
 * src/client/portal/index.html, so they share no chunk with the application (no Fluent UI,
 * README "Portais públicos"). Written into the application's folder, beside it.
 */
export function configuracaoDoPortal(): UserConfig {
  return {
    root: RAIZ_DO_CLIENTE,
    plugins: [react()],
    build: {
      emptyOutDir: false,
      rolldownOptions: { input: { portal: fileURLToPath(new URL('src/client/portal/index.html', import.meta.url)) } },
    },
  };
}

/** After the application is written (and before it is precompressed), the portals' build into the same folder. */
function portaisNoMesmoBuild(): Plugin {
  let saida = '';
  let manifesto = false;
  return {
    name: 'alicerce:portais',
    apply: 'build',
    configResolved: (config) => {
      saida = config.build.outDir;
      manifesto = config.build.manifest !== false;
    },
    writeBundle: {
      sequential: true,
      handler: async () => {
        const portal = configuracaoDoPortal();
        await build({
          ...portal,
          configFile: false,
          logLevel: 'warn',
          build: { ...portal.build, outDir: saida, ...(manifesto ? { manifest: '.vite/manifest-portal.json' } : {}) },
        });
      },
    },
  };
}

/**
 * The client lives in src/client; the server serves dist/client. `precomprimir` writes each
 * file's .br and .gz after the build (npm start precompresses by itself, after the build).
 */
export function configuracaoDoCliente({ precomprimir }: { precomprimir: boolean }): UserConfig {
  return {
    root: RAIZ_DO_CLIENTE,
    plugins: [react(), portaisNoMesmoBuild(), precomprimir && precompressaoNoBuild()],
    build: {
      outDir: '../../dist/client',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        output: {
          // What the entry imports statically loads on every page anyway: one chunk, not dozens.
          codeSplitting: { groups: [{ name: 'inicial', tags: ['$initial'] }] },
        },
      },
    },
    server: {
      proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000' },
    },
  };
}

export default defineConfig(configuracaoDoCliente({ precomprimir: true }));
