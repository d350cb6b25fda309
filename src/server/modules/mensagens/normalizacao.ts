import type { PedidoDeMensagem, PedidoDeResposta } from '../../../shared/api/mensagens.ts';

// Text is stored as typed, but for what cannot be stored or shown: NUL (PostgreSQL refuses it in
// text), Windows line ends, the subject's surrounding blanks, the body's leading blank lines and
// trailing blanks. Repeated ids count once.

const semNulos = (texto: string) => texto.replaceAll('\0', '').replace(/\r\n?/g, '\n');

export const normalizarAssunto = (assunto: string) => semNulos(assunto).replace(/\s+/g, ' ').trim();

export const normalizarCorpo = (corpo: string) => semNulos(corpo).replace(/^(?:[ \t]*\n)+/, '').trimEnd();

const unicos = (ids: readonly number[]) => [...new Set(ids)];

export function normalizarMensagem(pedido: PedidoDeMensagem): Required<PedidoDeMensagem> {
  return {
    assunto: normalizarAssunto(pedido.assunto),
    corpo: normalizarCorpo(pedido.corpo),
    destinatarios: unicos(pedido.destinatarios),
    anexos: unicos(pedido.anexos ?? []),
  };
}

export function normalizarResposta(pedido: PedidoDeResposta): Required<PedidoDeResposta> {
  return { corpo: normalizarCorpo(pedido.corpo), anexos: unicos(pedido.anexos ?? []) };
}
