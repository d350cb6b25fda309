import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ErroDeOfx } from '../../../../src/shared/financeiro/ofx/mensagens.ts';

/** The bytes of a fixture under arquivos/. */
export const arquivo = (nome: string): Uint8Array => readFileSync(path.join(import.meta.dirname, 'arquivos', nome));

/** The refusal a call throws, or a failure when it throws something else or nothing. */
export function recusa(ler: () => unknown): ErroDeOfx {
  try {
    ler();
  } catch (erro) {
    if (erro instanceof ErroDeOfx) return erro;
    throw erro;
  }
  throw new Error('The file was read; a refusal was expected.');
}
