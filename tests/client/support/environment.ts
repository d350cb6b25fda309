import { configure } from '@testing-library/react';

// What jsdom lacks and Fluent UI needs: MessageBar watches its size with a ResizeObserver.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = ResizeObserverStub;
}

// A page's first render waits for its lazily loaded chunk, which Vite transforms on demand:
// under a full parallel run that alone can take over the default second.
configure({ asyncUtilTimeout: 5000 });
