import { registrarGanchos } from '../../../resources/ganchos.ts';
import { destinoDePessoas } from './destino.ts';

/**
 * The people import (gestaopessoas/importacao) is the engine's (the descriptor's `importacao`
 * line); the register stores its people through this hook. Registered before the engine installs
 * the imports.
 */
export function registrarImportacaoDePessoas(): void {
  registrarGanchos('pessoa', { importacao: destinoDePessoas });
}
