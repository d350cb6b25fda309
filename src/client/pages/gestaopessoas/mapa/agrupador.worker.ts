import { completar, indexar, responder, SEM_PONTOS, type IndiceDoMapa, type PedidoAoAgrupador, type RespostaDoAgrupador } from './agrupamento.ts';

// The map's clustering worker (agrupador.ts speaks to it): it holds the index of the people of
// the last reply and answers each view's question in the order asked. A reply's index is built
// coarse first; the fine part follows once a question has been answered.

const escopo = self as unknown as {
  onmessage: ((evento: MessageEvent<PedidoAoAgrupador>) => void) | null;
  postMessage(resposta: RespostaDoAgrupador): void;
};

let indice: IndiceDoMapa = indexar(SEM_PONTOS);

escopo.onmessage = ({ data }) => {
  if (data.tipo === 'carregar') {
    indice = indexar(data.pontos);
    return;
  }
  escopo.postMessage(responder(indice, data));
  // After the questions already waiting: a zoom in past the coarse part then finds the fine one built.
  const respondido = indice;
  if (respondido.fino === null) setTimeout(() => completar(respondido), 0);
};
