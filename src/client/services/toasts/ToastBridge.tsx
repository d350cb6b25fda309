import { useEffect, useState } from 'react';
import type { NoticeToaster } from './NoticeToaster.tsx';
import { createNoticeQueue } from './noticeQueue.ts';
import { subscribeNotices } from './notices.ts';

// Fluent's toaster arrives with the first notice: a page that shows none (login) does not download it.
const loadToaster = () => import('./NoticeToaster.tsx').then((m) => m.NoticeToaster);

/** Renders the notices of the bus as Fluent toasts. Mounted once, next to the router. */
export function ToastBridge() {
  const [queue] = useState(createNoticeQueue);
  const [Toaster, setToaster] = useState<typeof NoticeToaster | null>(null);

  useEffect(
    () =>
      subscribeNotices((notice) => {
        queue.push(notice);
        // A failed load leaves the notice waiting; the next notice loads again.
        loadToaster().then(
          (loaded) => setToaster(() => loaded),
          () => undefined,
        );
      }),
    [queue],
  );

  return Toaster && <Toaster queue={queue} />;
}
