import type { Notice } from './notices.ts';

export interface NoticeQueue {
  push(notice: Notice): void;
  /** Hands over the waiting notices, then each new one, until the returned function is called. */
  drain(show: (notice: Notice) => void): () => void;
}

/** Holds the notices that arrive before the toaster's code does, for the toaster to show once it is there. */
export function createNoticeQueue(): NoticeQueue {
  const waiting: Notice[] = [];
  let show: ((notice: Notice) => void) | null = null;
  return {
    push: (notice) => {
      if (show) show(notice);
      else waiting.push(notice);
    },
    drain: (next) => {
      show = next;
      waiting.splice(0).forEach(next);
      return () => {
        show = null;
      };
    },
  };
}
