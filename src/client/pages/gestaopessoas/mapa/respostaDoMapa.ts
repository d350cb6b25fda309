import type { AgrupamentoDoMapa, ItemDoMapa, MarcadorDoMapa } from '../../../../shared/api/pessoas.ts';

// The reply of POST /api/pessoas/mapa as the map draws it: people as markers, or, where the
// radius holds more than a browser can cluster, the server's own clusters as count markers.

export type MarcadorDePessoa = MarcadorDoMapa;
export type GrupoDoServidor = AgrupamentoDoMapa;

export interface RespostaDoMapa {
  pessoas: MarcadorDePessoa[];
  grupos: GrupoDoServidor[];
}

const ehGrupo = (item: ItemDoMapa): item is GrupoDoServidor => 'quantidade' in item;

export function separarItens(itens: readonly ItemDoMapa[]): RespostaDoMapa {
  const resposta: RespostaDoMapa = { pessoas: [], grupos: [] };
  for (const item of itens) {
    if (ehGrupo(item)) resposta.grupos.push(item);
    else resposta.pessoas.push(item);
  }
  return resposta;
}
