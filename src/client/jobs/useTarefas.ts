import { useEffect, useMemo, useState } from 'react';
import type { PagedContent } from '../../shared/api/contract.ts';
import type { TarefaResumo } from '../../shared/realtime/protocolo.ts';
import { useApi } from '../api/useApi.ts';
import { ouvirMensagens } from '../realtime/mensagens.ts';
import { emAndamento, mesclarTarefas } from './tarefas.ts';

export const URL_DAS_TAREFAS = '/api/tarefas?rpp=20';

/**
 * The user's background jobs: fetched when the panel is open, kept current by the TAREFA
 * messages of the live channel (which arrive whether the panel is open or not).
 */
export function useTarefas(carregar: boolean) {
  const [aoVivo, setAoVivo] = useState<ReadonlyMap<number, TarefaResumo>>(() => new Map());
  useEffect(
    () =>
      ouvirMensagens((m) => {
        if (m.type === 'TAREFA') setAoVivo((antes) => new Map(antes).set(m.content.id, m.content));
      }),
    [],
  );
  const { data, error } = useApi<PagedContent<TarefaResumo>>(carregar ? URL_DAS_TAREFAS : null);
  const tarefas = useMemo(() => mesclarTarefas(data?.resultList ?? [], aoVivo), [data, aoVivo]);
  return {
    tarefas,
    emAndamento: tarefas.filter(emAndamento).length,
    carregando: carregar && !data && !error,
  };
}
