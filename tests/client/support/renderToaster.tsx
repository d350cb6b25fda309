import { render } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { ToastBridge } from '../../../src/client/services/toasts/ToastBridge.tsx';

export function renderToaster() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <ToastBridge />
    </FluentProvider>,
  );
}

/** The toasts on screen, as [intent, text] pairs. */
export function toastsOnScreen(): [string | null, string][] {
  return [...document.querySelectorAll('[role="listitem"] [data-intent]')].map((toast) => [
    toast.getAttribute('data-intent'),
    toast.textContent ?? '',
  ]);
}
