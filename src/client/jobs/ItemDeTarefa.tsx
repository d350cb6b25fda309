import { Link, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '../../shared/format/dates.ts';
import type { TarefaResumo } from '../../shared/realtime/protocolo.ts';
import { useT, useTraduzir } from '../i18n/traducao.ts';
import { abrirLink } from './abrirLink.ts';
import { rotuloDoEstado } from './tarefas.ts';

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
  const t = useT();
  const traduzir = useTraduzir();
  const { link } = tarefa;
  // The job's texts come from the server, in pt-BR.
  const titulo = traduzir(tarefa.titulo);
  const estado = tarefa.estado === 'executando' ? `${rotuloDoEstado('executando')} (${tarefa.progresso}%)` : rotuloDoEstado(tarefa.estado);
  return (
    <li className={styles.item} aria-label={`${titulo}: ${estado}`}>
      <div className={styles.cabeca}>
        <Text className={styles.nome}>{titulo}</Text>
        <Text size={200}>{estado}</Text>
      </div>
      {(tarefa.estado === 'executando' || tarefa.estado === 'fila') && (
        <ProgressBar value={tarefa.progresso / 100} thickness="large" aria-label={t('Progresso de {tarefa}', { tarefa: titulo })} />
      )}
      {tarefa.mensagem && <Text size={200}>{traduzir(tarefa.mensagem)}</Text>}
      {tarefa.erro && (
        <Text size={200} className={styles.erro}>
          {traduzir(tarefa.erro)}
        </Text>
      )}
      <Text size={200} className={styles.detalhe}>
        {formatDateTime(tarefa.criadaEm)}
      </Text>
      {link && (
        <Link as="button" onClick={() => void abrirLink(link)}>
          {t('Abrir resultado')}
        </Link>
      )}
    </li>
  );
}
