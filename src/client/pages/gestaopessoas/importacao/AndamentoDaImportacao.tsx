import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { ROTULO_DO_ESTADO } from '../../../jobs/tarefas.ts';

const useEstilos = makeStyles({
  andamento: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px' },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** The import job's state and progress (what the jobs panel shows too). */
export function AndamentoDaImportacao({ tarefa }: { tarefa: TarefaResumo }) {
  const estilos = useEstilos();
  const porcento = tarefa.estado === 'concluida' ? 100 : tarefa.progresso;
  return (
    <div className={estilos.andamento} role="status" aria-live="polite">
      <Text weight="semibold">
        {ROTULO_DO_ESTADO[tarefa.estado]} ({porcento}%)
      </Text>
      <ProgressBar value={porcento / 100} thickness="large" aria-label="Progresso da importação" color={tarefa.estado === 'falhou' ? 'error' : 'brand'} />
      {tarefa.mensagem && <Text size={200}>{tarefa.mensagem}</Text>}
      {tarefa.erro && (
        <Text size={200} className={estilos.erro}>
          {tarefa.erro}
        </Text>
      )}
    </div>
  );
}
