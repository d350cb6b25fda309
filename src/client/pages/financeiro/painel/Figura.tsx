import type { ReactNode } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useT } from '../../../i18n/traducao.ts';

const useEstilos = makeStyles({
  figura: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    minWidth: 0,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  nota: { color: tokens.colorNeutralForeground3 },
  grafico: { width: '100%', height: '280px', minWidth: 0 },
  tabela: { fontSize: tokens.fontSizeBase200 },
});

interface Figura {
  titulo: string;
  /** What the chart shows and what a click opens, for the screen reader and beneath the title. */
  descricao: string;
  /** The chart (hidden from the screen reader, which reads the table). */
  children: ReactNode;
  /** The same figures as a table: the chart's text alternative. */
  tabela: ReactNode;
  vazio: boolean;
}

/** A chart in its frame: title, a line on what it shows, the chart and its figures as a table under "Ver tabela". */
export function Figura({ titulo, descricao, children, tabela, vazio }: Figura) {
  const estilos = useEstilos();
  const t = useT();
  const id = useId();
  return (
    <figure className={estilos.figura} aria-labelledby={`${id}-titulo`} aria-describedby={`${id}-descricao`}>
      <h2 id={`${id}-titulo`} className={estilos.titulo}>
        {titulo}
      </h2>
      <Text id={`${id}-descricao`} size={200} className={estilos.nota}>
        {descricao}
      </Text>
      {vazio ? (
        <Text className={estilos.nota}>{t('Nada no período.')}</Text>
      ) : (
        <>
          <div className={estilos.grafico} role="img" aria-label={titulo}>
            {children}
          </div>
          <details className={estilos.tabela}>
            <summary>{t('Ver tabela')}</summary>
            {tabela}
          </details>
        </>
      )}
    </figure>
  );
}
