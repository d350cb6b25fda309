import { buscar } from '../api.ts';
import { URL_DO_DESAFIO, type Desafio } from '../../../shared/api/doacaoPublica.ts';

// The server takes a challenge once, from 3 seconds after it issued it and for 30 minutes (the
// public donation contract). The page asks for one as it opens, while the visitor fills the form,
// and a new one after every attempt; a gift sent sooner than 3 seconds waits the rest.

const IDADE_MINIMA_MS = 3_000;
const VALIDADE_MS = 25 * 60_000;

export interface DesafioGuardado {
  /** A challenge old enough to send, asking for a new one when the kept one expired. */
  pronto(): Promise<Desafio>;
  /** Forgets the kept challenge (used or refused) and asks for the next. */
  renovar(): void;
}

export function guardarDesafio(agora: () => number = Date.now, esperar = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))): DesafioGuardado {
  let guardado: { desafio: Promise<Desafio>; em: number } | null = null;
  const pedir = () => (guardado = { desafio: buscar<Desafio>(URL_DO_DESAFIO), em: agora() });
  // A failed request is asked again at sending, not left as an unhandled rejection.
  const pedirSemFalhar = () => void pedir().desafio.catch(() => (guardado = null));
  pedirSemFalhar();
  return {
    async pronto() {
      const atual = guardado === null || agora() - guardado.em > VALIDADE_MS ? pedir() : guardado;
      const desafio = await atual.desafio;
      const falta = IDADE_MINIMA_MS - (agora() - atual.em);
      if (falta > 0) await esperar(falta);
      return desafio;
    },
    renovar: pedirSemFalhar,
  };
}
