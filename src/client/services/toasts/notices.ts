// A tiny bus so code outside React (the HTTP client) can show toasts; ToastBridge renders them.

export type NoticeIntent = 'success' | 'error' | 'warning' | 'info';

export interface Notice {
  intent: NoticeIntent;
  text: string;
  /** Milliseconds on screen; -1 keeps it until dismissed. */
  timeout?: number;
}

type NoticeListener = (notice: Notice) => void;

const listeners = new Set<NoticeListener>();

export function notify(notice: Notice): void {
  for (const listener of listeners) listener(notice);
}

export function subscribeNotices(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
