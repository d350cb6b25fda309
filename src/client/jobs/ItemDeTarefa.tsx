import { Link, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '../../shared/format/dates.ts';
import type { TarefaResumo } from '../../shared/realtime/protocolo.ts';
import { abrirLink } from './abrirLink.ts';
import { ROTULO_DO_ESTADO } from './tarefas.ts';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  cabeca: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  nome: { fontWeight: tokens.fontWeightSemibold },
  detalhe: { color: tokens.colorNeutralForeground3 },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

/** One job in the panel: what it is, its state and progress, its error or its result. */
export function ItemDeTarefa({ tarefa }: { tarefa: TarefaResumo }) {
  const styles = useStyles();
  const { link } = tarefa;
  const estado = tarefa.estado === 'executando' ? `${ROTULO_DO_ESTADO.executando} (${tarefa.progresso}%)` : ROTULO_DO_ESTADO[tarefa.estado];
  return (
    <li className={styles.item} aria-label={`${tarefa.titulo}: ${estado}`}>
      <div className={styles.cabeca}>
        <Text className={styles.nome}>{tarefa.titulo}</Text>
        <Text size={200}>{estado}</Text>
      </div>
      {(tarefa.estado === 'executando' || tarefa.estado === 'fila') && (
        <ProgressBar value={tarefa.progresso / 100} thickness="large" aria-label={`Progresso de ${tarefa.titulo}`} />
      )}
      {tarefa.mensagem && <Text size={200}>{tarefa.mensagem}</Text>}
      {tarefa.erro && (
        <Text size={200} className={styles.erro}>
          {tarefa.erro}
        </Text>
      )}
      <Text size={200} className={styles.detalhe}>
        {formatDateTime(tarefa.criadaEm)}
      </Text>
      {link && (
        <Link as="button" onClick={() => void abrirLink(link)}>
          Abrir resultado
        </Link>
      )}
    </li>
  );
}
