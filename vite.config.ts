import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressaoNoBuild } from './src/server/cli/precomprimir.ts';

/**
 * The client lives in src/client; the server serves dist/client. `precomprimir` writes each
 * file's .br and .gz after the build (npm start precompresses by itself, after the build).
 */
export function configuracaoDoCliente({ precomprimir }: { precomprimir: boolean }): UserConfig {
  return {
    root: fileURLToPath(new URL('src/client', import.meta.url)),
    plugins: [react(), precomprimir && precompressaoNoBuild()],
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
