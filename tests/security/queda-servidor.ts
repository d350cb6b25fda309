import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { iniciarFilho, matar } from '../support/filhos.ts';
import type { Chamar, Resposta } from './queda-escritas.ts';

// The crash test's server (not a test file): a real server process over a test database, killed
// with SIGKILL and started again on the same port, and an HTTP client that follows it.

const SERVIDOR = path.join(import.meta.dirname, 'processos', 'servidor-com-tarefas.ts');

interface Carregado {
  filho: ChildProcess;
  /** The port it announces once started. */
  porta: Promise<number>;
}

export function servidorReiniciavel(url: string, dataDir: string) {
  let porta = 0;
  let atual: ChildProcess | null = null;
  let reserva: Promise<Carregado> | null = null;
  /** Lines the server logged at level error. */
  const erros: string[] = [];

  /** A server process with its code loaded, waiting for its port on stdin. */
  async function carregar(): Promise<Carregado> {
    let anunciar: (porta: number) => void = () => undefined;
    let falhar: (erro: Error) => void = () => undefined;
    const anunciada = new Promise<number>((resolve, reject) => {
      anunciar = resolve;
      falhar = reject;
    });
    anunciada.catch(() => undefined); // a reserve killed unused at the end
    const { filho } = await iniciarFilho(SERVIDOR, [url, dataDir], {
      entrada: true,
      pronto: (l) => l === 'carregado',
      aoEscrever: (l) => {
        if (l.startsWith('{"porta":')) anunciar((JSON.parse(l) as { porta: number }).porta);
        else if (l.includes('"level":50')) erros.push(l);
      },
    });
    filho.once('exit', (code) => falhar(new Error(`o servidor saiu antes de atender (${code})`)));
    return { filho, porta: anunciada };
  }

  const servidor = {
    erros,
    /** The session token `chamar` sends. */
    token: '',

    /**
     * Starts a server (on the same port after the first start) and loads the next one. Only the
     * loading of code is done ahead: all a start does with the database and the network
     * happens after the kill.
     */
    async subir(): Promise<void> {
      const proximo = await (reserva ?? carregar());
      proximo.filho.stdin?.end(`${porta}\n`);
      porta = await proximo.porta;
      atual = proximo.filho;
      reserva = carregar();
      reserva.catch(() => undefined);
    },

    async matar(): Promise<void> {
      if (atual) await matar(atual);
    },

    /** One call to the current server; throws when no answer came (refused, reset, timed out). */
    chamar: (async (metodo, caminho, corpo) => {
      const headers: Record<string, string> = { accept: 'application/json', 'x-auth-token': servidor.token };
      if (corpo !== undefined && !(corpo instanceof FormData)) headers['content-type'] = 'application/json';
      const r = await fetch(`http://127.0.0.1:${porta}${caminho}`, {
        method: metodo,
        headers,
        body: corpo instanceof FormData || corpo === undefined ? corpo : JSON.stringify(corpo),
        signal: AbortSignal.timeout(15_000),
      });
      const texto = await r.text();
      return { status: r.status, corpo: texto ? (JSON.parse(texto) as Resposta['corpo']) : {} };
    }) satisfies Chamar,
  };
  return servidor;
}
