import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { FluentProvider, makeStaticStyles, webLightTheme } from '@fluentui/react-components';
import { IdiomaProvider } from '../i18n/IdiomaProvider.tsx';
import { DialogosProvider } from '../services/dialogs/DialogosProvider.tsx';
import { ToastBridge } from '../services/toasts/ToastBridge.tsx';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

/** Everything a page may rely on, around the router: theme, data cache, language, toasts and dialogs. */
export function AppProviders({ children }: { children: ReactNode }) {
  useGlobalStyles();
  return (
    <FluentProvider theme={webLightTheme}>
      {/* A failed call was already shown as a toast; retrying it would repeat the toast. */}
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <IdiomaProvider>
          <DialogosProvider>{children}</DialogosProvider>
        </IdiomaProvider>
        <ToastBridge />
      </SWRConfig>
    </FluentProvider>
  );
}
