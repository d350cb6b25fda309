import { indexar, responder, SEM_PONTOS, type Caixa, type ItemAgrupado, type PedidoAoAgrupador, type PontosDoMapa, type RespostaDoAgrupador } from './agrupamento.ts';

// The map's clustering, off the page's thread: a worker holds the index (agrupador.worker.ts) and
// answers each view. Building the index for 100,000 people takes a few hundred milliseconds,
// which would freeze the page; a view's clusters then take milliseconds. Where there is no Worker
// (jsdom) the same functions run here.

export interface Agrupador {
  /** Replaces the people clustered; later questions see them (the worker answers in order). */
  carregar(pontos: PontosDoMapa): void;
  /** The clusters and people of the box at the zoom. */
  agrupar(caixa: Caixa, zoom: number): Promise<ItemAgrupado[]>;
  /** The zoom at which a cluster of the index in force, shown at `zoom`, splits. */
  zoomDeAbertura(grupoId: number, zoom: number): Promise<number>;
  encerrar(): void;
}

/** Where the page has no Worker: the index on this thread. */
function agrupadorLocal(): Agrupador {
  let indice = indexar(SEM_PONTOS);
  const perguntar = async (pedido: Exclude<PedidoAoAgrupador, { tipo: 'carregar' }>) => responder(indice, pedido);
  return {
    carregar: (pontos) => void (indice = indexar(pontos)),
    agrupar: async (caixa, zoom) => lerItens(await perguntar({ tipo: 'agrupar', pedido: 0, caixa, zoom })),
    zoomDeAbertura: async (grupoId, zoom) => lerZoom(await perguntar({ tipo: 'abrir', pedido: 0, grupoId, zoom })),
    encerrar: () => undefined,
  };
}

function lerItens(resposta: RespostaDoAgrupador): ItemAgrupado[] {
  if ('erro' in resposta) throw new Error(resposta.erro);
  return 'itens' in resposta ? resposta.itens : [];
}

function lerZoom(resposta: RespostaDoAgrupador): number {
  if ('erro' in resposta) throw new Error(resposta.erro);
  if (!('zoom' in resposta)) throw new Error('Resposta sem zoom.');
  return resposta.zoom;
}

function agrupadorNoWorker(): Agrupador {
  const worker = new Worker(new URL('./agrupador.worker.ts', import.meta.url), { type: 'module' });
  const pendentes = new Map<number, (resposta: RespostaDoAgrupador) => void>();
  let proximo = 1;
  worker.onmessage = (evento: MessageEvent<RespostaDoAgrupador>) => {
    pendentes.get(evento.data.pedido)?.(evento.data);
    pendentes.delete(evento.data.pedido);
  };
  const perguntar = (pedido: Exclude<PedidoAoAgrupador, { tipo: 'carregar' }>) =>
    new Promise<RespostaDoAgrupador>((resolve) => {
      pendentes.set(pedido.pedido, resolve);
      worker.postMessage(pedido);
    });
  return {
    carregar(pontos) {
      const mensagem: PedidoAoAgrupador = { tipo: 'carregar', pontos };
      // The arrays move to the worker: this thread keeps no copy.
      worker.postMessage(mensagem, [pontos.ids.buffer, pontos.lats.buffer, pontos.lngs.buffer]);
    },
    agrupar: async (caixa, zoom) => lerItens(await perguntar({ tipo: 'agrupar', pedido: proximo++, caixa, zoom })),
    zoomDeAbertura: async (grupoId, zoom) => lerZoom(await perguntar({ tipo: 'abrir', pedido: proximo++, grupoId, zoom })),
    encerrar() {
      worker.terminate();
      pendentes.clear();
    },
  };
}

export function criarAgrupador(): Agrupador {
  return typeof Worker === 'undefined' ? agrupadorLocal() : agrupadorNoWorker();
}
