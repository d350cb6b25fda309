import { useEffect } from 'react';
import { Toaster, useId, useToastController } from '@fluentui/react-components';
import { NoticeToast } from './NoticeToast.tsx';
import { subscribeNotices, type NoticeIntent } from './notices.ts';

const DEFAULT_TIMEOUT_MS: Record<NoticeIntent, number> = {
  success: 3000,
  info: 3000,
  warning: 5000,
  error: 6000,
};

/** Renders the notices of the bus as Fluent toasts. Mounted once, next to the router. */
export function ToastBridge() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        dispatchToast(<NoticeToast notice={notice} />, {
          intent: notice.intent,
          timeout: notice.timeout ?? DEFAULT_TIMEOUT_MS[notice.intent],
          politeness: notice.intent === 'error' ? 'assertive' : 'polite',
        });
      }),
    [dispatchToast],
  );

  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />;
}
