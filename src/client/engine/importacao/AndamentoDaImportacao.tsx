import { ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { TarefaResumo } from '../../../shared/realtime/protocolo.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { rotuloDoEstado } from '../../jobs/tarefas.ts';

const useEstilos = makeStyles({
  andamento: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px' },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** The import job's state and progress (what the jobs panel shows too); its message and error are the server's. */
export function AndamentoDaImportacao({ tarefa }: { tarefa: TarefaResumo }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const porcento = tarefa.estado === 'concluida' ? 100 : tarefa.progresso;
  return (
    <div className={estilos.andamento} role="status" aria-live="polite">
      <Text weight="semibold">
        {rotuloDoEstado(tarefa.estado)} ({porcento}%)
      </Text>
      <ProgressBar value={porcento / 100} thickness="large" aria-label={t('Progresso da importação')} color={tarefa.estado === 'falhou' ? 'error' : 'brand'} />
      {tarefa.mensagem && <Text size={200}>{traduzir(tarefa.mensagem)}</Text>}
      {tarefa.erro && (
        <Text size={200} className={estilos.erro}>
          {traduzir(tarefa.erro)}
        </Text>
      )}
    </div>
  );
}
