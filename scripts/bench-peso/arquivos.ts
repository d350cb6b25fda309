import type { Page, Response } from '@playwright/test';

// The JavaScript and CSS a page receives from the network: for each file, the bytes the browser
// decoded (what it parses) and the bytes that crossed the wire (the body as sent, compressed or
// not), with the response's content-encoding.

export interface ArquivoRecebido {
  url: string;
  /** The decoded body. */
  bruto: number;
  /** The body as transferred (Chromium's encoded body size). */
  transferido: number;
  /** The response's content-encoding; null when it came uncompressed. */
  codificacao: string | null;
}

export interface Gravacao {
  /**
   * The files received since the last call (each URL once per page), once the page has had no
   * request in flight for QUIETO_MS (so the loads of idle time, such as the map's code, count).
   */
  colher(): Promise<ArquivoRecebido[]>;
  /** What the browser said it accepts, from the last script or stylesheet request. */
  aceita(): string;
}

const DE_CODIGO = /\.(?:js|mjs|css)(?:[?#]|$)/;
const QUIETO_MS = 1000;

async function medir(resposta: Response, anotarAceita: (valor: string) => void): Promise<ArquivoRecebido> {
  const [corpo, tamanhos, cabecalhos, pedido] = await Promise.all([
    resposta.body(),
    resposta.request().sizes(),
    resposta.allHeaders(),
    resposta.request().allHeaders(),
  ]);
  anotarAceita(pedido['accept-encoding'] ?? '');
  return {
    url: new URL(resposta.url()).pathname,
    bruto: corpo.length,
    transferido: tamanhos.responseBodySize,
    codificacao: cabecalhos['content-encoding'] ?? null,
  };
}

/** Starts recording the page's script and stylesheet responses. */
export function gravarArquivos(pagina: Page): Gravacao {
  const vistas = new Set<string>();
  let pendentes: Promise<ArquivoRecebido>[] = [];
  let aceita = '';
  let emVoo = 0;
  let ultimoMovimento = Date.now();
  const mover = (delta: number) => {
    emVoo += delta;
    ultimoMovimento = Date.now();
  };
  pagina.on('request', () => mover(1));
  pagina.on('requestfinished', () => mover(-1));
  pagina.on('requestfailed', () => mover(-1));
  pagina.on('response', (resposta) => {
    const url = resposta.url();
    if (!DE_CODIGO.test(new URL(url).pathname) || vistas.has(url)) return;
    vistas.add(url);
    pendentes.push(medir(resposta, (valor) => (aceita = valor)));
  });
  return {
    colher: async () => {
      while (emVoo > 0 || Date.now() - ultimoMovimento < QUIETO_MS) await new Promise((r) => setTimeout(r, 100));
      const colhidos = await Promise.all(pendentes);
      pendentes = [];
      return colhidos;
    },
    aceita: () => aceita,
  };
}
