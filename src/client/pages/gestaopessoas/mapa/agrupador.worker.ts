import { indexar, responder, SEM_PONTOS, type IndiceDoMapa, type PedidoAoAgrupador, type RespostaDoAgrupador } from './agrupamento.ts';

// The map's clustering worker (agrupador.ts speaks to it): it holds the index of the people of
// the last reply and answers each view's question in the order asked.

const escopo = self as unknown as {
  onmessage: ((evento: MessageEvent<PedidoAoAgrupador>) => void) | null;
  postMessage(resposta: RespostaDoAgrupador): void;
};

let indice: IndiceDoMapa = indexar(SEM_PONTOS);

escopo.onmessage = ({ data }) => {
  if (data.tipo === 'carregar') indice = indexar(data.pontos);
  else escopo.postMessage(responder(indice, data));
};
