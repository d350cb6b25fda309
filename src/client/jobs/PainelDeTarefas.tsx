import { useState } from 'react';
import {
  Button,
  CounterBadge,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular, TaskListLtr20Regular } from '@fluentui/react-icons';
import { Carregando } from '../components/feedback/Carregando.tsx';
import { useT } from '../i18n/traducao.ts';
import { ItemDeTarefa } from './ItemDeTarefa.tsx';
import { useTarefas } from './useTarefas.ts';

const useStyles = makeStyles({
  botao: { position: 'relative' },
  contador: { position: 'absolute', top: '-2px', right: '-2px' },
  painel: {
    // The surface's padding inside its width: on a 360 px phone it fits the screen.
    boxSizing: 'border-box',
    width: '360px',
    maxWidth: 'calc(100vw - 24px)',
    maxHeight: '70vh',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  cabeca: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  lista: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  vazio: { color: tokens.colorNeutralForeground3 },
});

/** The top bar's jobs button: a badge with the jobs under way, and the panel of the user's jobs. */
export function PainelDeTarefas() {
  const styles = useStyles();
  const t = useT();
  const [aberto, setAberto] = useState(false);
  const { tarefas, emAndamento, carregando } = useTarefas(aberto);
  const rotulo = emAndamento > 0 ? t('Tarefas em segundo plano ({n} em andamento)', { n: emAndamento }) : t('Tarefas em segundo plano');

  return (
    <Popover open={aberto} onOpenChange={(_e, d) => setAberto(d.open)} positioning="below-end" trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={t('Tarefas')} relationship="description">
          <Button className={styles.botao} appearance="subtle" icon={<TaskListLtr20Regular />} aria-label={rotulo}>
            {emAndamento > 0 && <CounterBadge className={styles.contador} count={emAndamento} size="small" aria-hidden />}
          </Button>
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface className={styles.painel} aria-labelledby="titulo-painel-tarefas">
        <div className={styles.cabeca}>
          <h2 id="titulo-painel-tarefas" className={styles.titulo}>
            {t('Tarefas')}
          </h2>
          {/* Something to focus when the list has no link (the panel traps the focus). */}
          <Button appearance="subtle" size="small" icon={<Dismiss20Regular />} aria-label={t('Fechar o painel de tarefas')} onClick={() => setAberto(false)} />
        </div>
        {carregando && <Carregando />}
        {!carregando && tarefas.length === 0 && <p className={styles.vazio}>{t('Nenhuma tarefa.')}</p>}
        {tarefas.length > 0 && (
          <ul className={styles.lista}>
            {tarefas.map((tarefa) => (
              <ItemDeTarefa key={tarefa.id} tarefa={tarefa} />
            ))}
          </ul>
        )}
      </PopoverSurface>
    </Popover>
  );
}
