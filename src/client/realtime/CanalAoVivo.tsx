import type { Conectar } from './canal.ts';
import { useCanalAoVivo } from './useCanalAoVivo.ts';

/** Mounted once in the signed-in shell: the live channel is open while it is. */
export function CanalAoVivo({ conectar }: { conectar?: Conectar }) {
  useCanalAoVivo(conectar);
  return null;
}
