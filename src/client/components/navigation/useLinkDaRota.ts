import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/**
 * Props for an anchor that navigates inside the app: a real href (so it can be opened in a new
 * tab) and a click that routes without reloading.
 */
export function useLinkDaRota(path: string, onNavegar?: () => void) {
  const href = useHref(path);
  const navigate = useNavigate();

  function onClick(event: MouseEvent) {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
    onNavegar?.();
  }

  return { href, onClick };
}
