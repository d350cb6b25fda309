import type { Page, Request } from '@playwright/test';

// The page's requests as the accessibility sweep waits for them: after a hash change the browser's
// network idle does not come again (it fires once per document), and it always waits 500 ms of
// silence. The app's requests (and its chunks) are followed here instead, from the page's events.

/** How long no request may be in flight before the page's requests count as done. */
const SILENCIO_MS = 100;

export interface Rede {
  /** Waits until no request has been in flight for a moment, or fails after `limiteMs`. */
  quieta(nome: string, limiteMs?: number): Promise<void>;
}

/** Follows the page's requests from now on (WebSockets are not requests: the realtime link stays open). */
export function acompanharRede(page: Page): Rede {
  const emVoo = new Set<Request>();
  page.on('request', (requisicao) => emVoo.add(requisicao));
  page.on('requestfinished', (requisicao) => emVoo.delete(requisicao));
  page.on('requestfailed', (requisicao) => emVoo.delete(requisicao));
  return {
    async quieta(nome, limiteMs = 60_000) {
      const limite = Date.now() + limiteMs;
      let quietaDesde = Date.now();
      while (Date.now() - quietaDesde < SILENCIO_MS) {
        if (Date.now() > limite) throw new Error(`${nome}: requisições sem resposta (${[...emVoo].map((r) => r.url()).join(', ')})`);
        await page.waitForTimeout(20);
        if (emVoo.size > 0) quietaDesde = Date.now();
      }
    },
  };
}
