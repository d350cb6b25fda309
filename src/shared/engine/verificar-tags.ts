import { noCaminho, type Problema } from './problema.ts';
import type { Descriptor } from './types.ts';

/** Every tag the screen, its tabs or its actions name must be in the catalogue, or no one could ever pass it. */
export function verificarTags(descritor: Descriptor, declaradas: ReadonlySet<string>): Problema[] {
  const usadas: [string, string][] = [
    ...Object.entries(descritor.tags).map(([acao, tag]): [string, string] => [noCaminho('/tags', acao), tag]),
    ...(descritor.formulario?.abas ?? []).flatMap((aba, i) =>
      (aba.tags ?? []).map((tag, j): [string, string] => [noCaminho('/formulario/abas', i, 'tags', j), tag]),
    ),
    ...(descritor.acoes ?? []).map((acao, i): [string, string] => [noCaminho('/acoes', i, 'tag'), acao.tag]),
  ];
  return usadas
    .filter(([, tag]) => !declaradas.has(tag))
    .map(([caminho, tag]) => ({ caminho, mensagem: `Tag de permissão fora do catálogo: '${tag}'.` }));
}
