import { buscar } from '../api.ts';
import { URL_DO_DESAFIO, type Desafio } from '../../../shared/api/doacaoPublica.ts';

// The server takes a challenge once, from 3 seconds after it issued it and for 30 minutes (the
// public donation contract). The page asks for one as it opens, while the visitor fills the form,
// and a new one after every attempt; a gift sent sooner than 3 seconds waits the rest, counted
// from the challenge's arrival (the server issued it before that; counted from the request, a
// slow answer made the gift come too early).

const IDADE_MINIMA_MS = 3_000;
const VALIDADE_MS = 25 * 60_000;

export interface DesafioGuardado {
  /** A challenge old enough to send, asking for a new one when the kept one expired. */
  pronto(): Promise<Desafio>;
  /** Forgets the kept challenge (used or refused) and asks for the next. */
  renovar(): void;
}

export function guardarDesafio(agora: () => number = Date.now, esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))): DesafioGuardado {
  let guardado: { recebido: Promise<{ desafio: Desafio; em: number }>; pedidoEm: number } | null = null;
  const pedir = () =>
    (guardado = { recebido: buscar<Desafio>(URL_DO_DESAFIO).then((desafio) => ({ desafio, em: agora() })), pedidoEm: agora() });
  // A failed request is asked again at sending, not left as an unhandled rejection.
  const pedirSemFalhar = () => void pedir().recebido.catch(() => (guardado = null));
  pedirSemFalhar();
  return {
    async pronto() {
      const atual = guardado === null || agora() - guardado.pedidoEm > VALIDADE_MS ? pedir() : guardado;
      const { desafio, em } = await atual.recebido;
      const falta = IDADE_MINIMA_MS - (agora() - em);
      if (falta > 0) await esperar(falta);
      return desafio;
    },
    renovar: pedirSemFalhar,
  };
}
