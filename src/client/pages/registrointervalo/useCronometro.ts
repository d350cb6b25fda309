import { useEffect, useState } from 'react';

/**
 * The seconds since `inicio` (an ISO instant) by the server's clock (the PC's plus `desvioMs`),
 * counted again every second.
 */
export function useCronometro(inicio: string | null, desvioMs: number): number {
  const [agora, setAgora] = useState(() => Date.now());
  useEffect(() => {
    if (inicio === null) return;
    setAgora(Date.now());
    const relogio = setInterval(() => setAgora(Date.now()), 1000);
    return () => clearInterval(relogio);
  }, [inicio]);
  if (inicio === null) return 0;
  return Math.max(0, Math.floor((agora + desvioMs - Date.parse(inicio)) / 1000));
}
