import { useEffect, useState } from 'react';
import type { ImportacaoResumo } from '../../../shared/api/importacao.ts';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { useApi } from '../../api/useApi.ts';
import { emAndamento } from '../../jobs/tarefas.ts';
import { ouvirMensagens } from '../../realtime/mensagens.ts';
import { urlDoResumo } from './api.ts';

const INTERVALO_MS = 2000;

// Until the import itself says it is done: its job may end (its live event, a refetch) a moment
// before the import's last step is read as committed, and the page must still reach the result.
const executando = (resumo: ImportacaoResumo | undefined) => resumo !== undefined && resumo.estado === 'iniciada' && resumo.tarefa?.estado !== 'falhou';

/**
 * An import's summary, kept current while its job runs: the job's progress arrives on the live
 * channel (TAREFA), and the summary is fetched again every 2 s and when the job ends.
 */
export function useResumoDaImportacao(url: string, id: number | null) {
  const { data, error, mutate } = useApi<ImportacaoResumo>(id === null ? null : urlDoResumo(url, id), {
    refreshInterval: (atual) => (executando(atual) ? INTERVALO_MS : 0),
  });
  const [aoVivo, setAoVivo] = useState<TarefaResumo | null>(null);
  const tarefaId = data?.tarefa?.id ?? null;

  useEffect(
    () =>
      ouvirMensagens((m) => {
        if (m.type !== 'TAREFA' || m.content.id !== tarefaId) return;
        setAoVivo(m.content);
        if (!emAndamento(m.content)) void mutate();
      }),
    [tarefaId, mutate],
  );

  const doServidor = data?.tarefa ?? null;
  const tarefa = aoVivo !== null && aoVivo.id === tarefaId && (doServidor === null || aoVivo.atualizadaEm > doServidor.atualizadaEm) ? aoVivo : doServidor;
  return { resumo: data, tarefa, erro: error, carregando: id !== null && !data && !error };
}
