import type { ReactNode } from 'react';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/traducao.ts';

const useEstilos = makeStyles({ celula: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

/** A reversed record's first cell: its name with an "Estornado" badge. */
export function SeloDeEstorno({ children }: { children: ReactNode }) {
  const estilos = useEstilos();
  const t = useT();
  return (
    <span className={estilos.celula}>
      {children}
      <Badge appearance="tint" color="warning" size="small">
        {t('Estornado')}
      </Badge>
    </span>
  );
}
