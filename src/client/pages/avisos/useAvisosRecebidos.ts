import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AvisoRecebido } from '../../../shared/api/avisos.ts';
import type { PagedContent } from '../../../shared/api/contract.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { useApi } from '../../api/useApi.ts';
import { ehChaveDosAvisos, registrarLeitura, urlDosRecebidos } from './api.ts';

const RPP = 20;

/**
 * The user's notices and which are open. Opening an unread one records the receipt, then the
 * list and the top bar's count are asked again. `destaque` (a toast's Ler aviso) opens one at once.
 */
export function useAvisosRecebidos(page: number, destaque: number | null) {
  const { data, error } = useApi<PagedContent<AvisoRecebido>>(urlDosRecebidos(page, RPP));
  const { mutate } = useSWRConfig();
  const [abertos, setAbertos] = useState<number[]>(destaque === null ? [] : [destaque]);
  const [pedido, setPedido] = useState(destaque);
  if (destaque !== pedido) {
    setPedido(destaque);
    if (destaque !== null) setAbertos((antes) => (antes.includes(destaque) ? antes : [...antes, destaque]));
  }

  const naoLidosAbertos = (data?.resultList ?? []).filter((a) => !a.lido && abertos.includes(a.id)).map((a) => a.id);
  const chave = naoLidosAbertos.join(',');
  useEffect(() => {
    if (chave === '') return;
    Promise.all(chave.split(',').map((id) => registrarLeitura(Number(id)))).then(() => void mutate(ehChaveDosAvisos), ignoreShownError);
  }, [chave, mutate]);

  return { data, error, abertos, setAbertos, rpp: RPP };
}
