import type { FastifyInstance } from 'fastify';
import { MENSAGEM_MUITOS_PEDIDOS_PUBLICOS } from '../../shared/portais/mensagens.ts';
import { HttpError } from './erros.ts';

/** At most `pedidos` calls per address in each window of `janelaMs`. */
export interface LimiteDePedidos {
  pedidos: number;
  janelaMs: number;
}

export interface ContadorDePedidos {
  /** Counts one call from `chave`; null when it may go on, else the milliseconds until the window ends. */
  registrar(chave: string): number | null;
}

/**
 * Counts shared by every server process (Redis, when REDIS_URL is set: contagem-redis.ts): one
 * call counted in `chave`'s window, answering the count so far and the milliseconds it has left.
 */
export interface ContagemCompartilhada {
  contar(chave: string, janelaMs: number): Promise<{ contagem: number; restanteMs: number }>;
  fechar(): Promise<void>;
}

/**
 * A fixed-window counter per key, in memory. Windows that ended are swept when the map holds
 * more than `maximoDeChaves` keys, so a flood of addresses cannot grow it without bound.
 */
export function criarContadorDePedidos(limite: LimiteDePedidos, agora: () => number, maximoDeChaves = 10_000): ContadorDePedidos {
  const janelas = new Map<string, { inicio: number; contagem: number }>();
  const varrer = (instante: number) => {
    for (const [chave, janela] of janelas) if (instante - janela.inicio >= limite.janelaMs) janelas.delete(chave);
  };
  return {
    registrar(chave) {
      const instante = agora();
      const atual = janelas.get(chave);
      if (!atual || instante - atual.inicio >= limite.janelaMs) {
        if (janelas.size >= maximoDeChaves) varrer(instante);
        janelas.set(chave, { inicio: instante, contagem: 1 });
        return null;
      }
      atual.contagem += 1;
      return atual.contagem > limite.pedidos ? atual.inicio + limite.janelaMs - instante : null;
    },
  };
}

/**
 * The limit over shared counts: null when the call may go on, else the milliseconds to wait. When
 * the shared counts fail (Redis down), this process's own counter answers instead.
 */
export async function registrarNaContagem(limite: LimiteDePedidos, contagem: ContagemCompartilhada, reserva: ContadorDePedidos, chave: string): Promise<number | null> {
  try {
    const { contagem: feitas, restanteMs } = await contagem.contar(chave, limite.janelaMs);
    return feitas > limite.pedidos ? restanteMs : null;
  } catch {
    return reserva.registrar(chave);
  }
}

export interface OpcoesDoLimite {
  agora?: () => number;
  /** Counts shared by the server's processes; absent, each process counts alone (one process). */
  contagem?: ContagemCompartilhada | null;
}

/** Every /api/publico/ call counts against its address; over the limit → 429 with Retry-After. */
export function instalarLimitePublico(app: FastifyInstance, limite: LimiteDePedidos, { agora = Date.now, contagem = null }: OpcoesDoLimite = {}): void {
  const contador = criarContadorDePedidos(limite, agora);
  if (contagem) app.addHook('onClose', () => contagem.fechar());
  app.addHook('onRequest', async (request, reply) => {
    // The matched route's pattern, so an encoded path (`/api/%70ublico/`) counts as well.
    const publica = (request.routeOptions.url ?? request.url).startsWith('/api/publico/') || request.url.startsWith('/api/publico/');
    if (!publica) return;
    const espera = contagem ? await registrarNaContagem(limite, contagem, contador, request.ip) : contador.registrar(request.ip);
    if (espera === null) return;
    void reply.header('retry-after', String(Math.ceil(espera / 1000)));
    throw new HttpError(429, MENSAGEM_MUITOS_PEDIDOS_PUBLICOS);
  });
}
