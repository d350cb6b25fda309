import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** The latest `fn`, read at call time, so the returned callbacks can stay stable. */
function useUltima<A extends unknown[]>(fn: (...args: A) => void) {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  return ref;
}

/** Calls `fn` once `ms` have passed without another call, with the last arguments. */
export function useDebounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  const ultima = useUltima(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => ultima.current(...args), ms);
    },
    [ultima, ms],
  );
}

/** Calls `fn` at once, then at most once per `ms`; a call inside the window runs at its end. */
export function useThrottle<A extends unknown[]>(fn: (...args: A) => void, ms: number): (...args: A) => void {
  const ultima = useUltima(fn);
  const livreEm = useRef(0);
  const pendente = useRef<A | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (...args: A) => {
      const agora = Date.now();
      if (agora >= livreEm.current) {
        livreEm.current = agora + ms;
        ultima.current(...args);
        return;
      }
      pendente.current = args;
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        livreEm.current = Date.now() + ms;
        const argumentos = pendente.current;
        pendente.current = null;
        if (argumentos) ultima.current(...argumentos);
      }, livreEm.current - agora);
    },
    [ultima, ms],
  );
}
