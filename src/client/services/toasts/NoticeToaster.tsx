import { useEffect } from 'react';
import { Toaster, useId, useToastController } from '@fluentui/react-components';
import { NoticeToast } from './NoticeToast.tsx';
import type { NoticeQueue } from './noticeQueue.ts';
import type { NoticeIntent } from './notices.ts';

const DEFAULT_TIMEOUT_MS: Record<NoticeIntent, number> = {
  success: 3000,
  info: 3000,
  warning: 5000,
  error: 6000,
};

/** Fluent's toaster, showing the queue's notices (those that waited for this code first). */
export function NoticeToaster({ queue }: { queue: NoticeQueue }) {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);

  useEffect(
    () =>
      queue.drain((notice) => {
        dispatchToast(<NoticeToast notice={notice} />, {
          intent: notice.intent,
          timeout: notice.timeout ?? DEFAULT_TIMEOUT_MS[notice.intent],
          politeness: notice.intent === 'error' ? 'assertive' : 'polite',
        });
      }),
    [queue, dispatchToast],
  );

  return <Toaster toasterId={toasterId} position="top-end" pauseOnHover pauseOnWindowBlur />;
}
