const FIM_DO_TOQUE = ['pointerup', 'pointercancel', 'click'] as const;

// While a press lasts, :active holds what is pressed and its ancestors, html and body included.
const algoPressionado = (): boolean => document.querySelector(':active:not(html):not(body)') !== null;

/**
 * Runs `acao` now or, when a field is being left by a press on something else (a button, a
 * link), once the press is over and its click has run. A field judged as it is left would
 * otherwise show its message mid-press, push what is pressed from under the pointer and lose
 * the click: Salvar, Aplicar or Cancelar would do nothing.
 */
export function depoisDoClique(acao: () => void): void {
  if (!algoPressionado()) {
    acao();
    return;
  }
  const soltou = () => {
    for (const evento of FIM_DO_TOQUE) window.removeEventListener(evento, soltou, true);
    // After the click's own handlers, which run in the same task.
    setTimeout(acao, 0);
  };
  for (const evento of FIM_DO_TOQUE) window.addEventListener(evento, soltou, true);
}
