import type { ResumoDaPessoa } from '../../../../shared/api/pessoas.ts';
import { get } from '../../../api/http.ts';

/** GET /api/pessoas/{id}/resumo: the name a marker shows on hover. */
export async function buscarNome(id: number): Promise<string> {
  const { content } = await get<ResumoDaPessoa>(`/api/pessoas/${id}/resumo`);
  return content.nome;
}

/** Each name asked for once per map; a failure is forgotten so the next hover asks again. */
export function cacheDeNomes(buscar: (id: number) => Promise<string> = buscarNome): (id: number) => Promise<string> {
  const nomes = new Map<number, Promise<string>>();
  return (id) => {
    const conhecido = nomes.get(id);
    if (conhecido) return conhecido;
    const pedido = buscar(id);
    nomes.set(id, pedido);
    pedido.catch(() => nomes.delete(id));
    return pedido;
  };
}
