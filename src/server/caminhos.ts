import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, so paths don't depend on the working directory the server starts in. */
export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PASTA_MODELOS = path.join(RAIZ, 'schemas');
export const PASTA_CLIENTE = path.join(RAIZ, 'dist/client');
