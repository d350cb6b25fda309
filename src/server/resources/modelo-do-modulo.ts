import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Model } from '../../shared/engine/types.ts';
import { validarModelo } from '../../shared/engine/validar-modelo.ts';
import { PASTA_MODELOS } from '../caminhos.ts';

/**
 * A hand-written module's own model (x-modulo), read from schemas/ at start whatever catalogue
 * the engine serves: the module's rules and defaults are the model's. A broken one stops the start.
 */
export async function lerModeloDoModulo(nome: string, pasta: string = PASTA_MODELOS): Promise<Model> {
  const arquivo = path.join(pasta, `${nome}.json`);
  const json: unknown = JSON.parse(await readFile(arquivo, 'utf8'));
  const problemas = validarModelo(json);
  if (problemas.length > 0) throw new Error(`${arquivo}: ${problemas.map((p) => `${p.caminho} — ${p.mensagem}`).join('; ')}`);
  return json as Model;
}
