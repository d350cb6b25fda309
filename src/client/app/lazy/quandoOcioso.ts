/** Browsers without requestIdleCallback (Safari) wait this long instead. */
const ESPERA_SEM_OCIOSIDADE_MS = 2000;

/** Runs `tarefa` when the browser is idle; the function returned cancels it (an effect's cleanup). */
export function quandoOcioso(tarefa: () => unknown): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const pedido = window.requestIdleCallback(() => void tarefa());
    return () => window.cancelIdleCallback(pedido);
  }
  const espera = window.setTimeout(() => void tarefa(), ESPERA_SEM_OCIOSIDADE_MS);
  return () => window.clearTimeout(espera);
}
