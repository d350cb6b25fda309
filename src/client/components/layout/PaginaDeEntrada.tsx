import type { ReactNode } from 'react';
import { Card, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  fundo: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  cartao: { width: '100%', maxWidth: '400px', padding: tokens.spacingHorizontalXL },
  largo: { maxWidth: '960px' },
  cabecalho: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  produto: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface PaginaDeEntradaProps {
  titulo: string;
  largo?: boolean;
  children: ReactNode;
}

/** The frame of the pages outside the shell: login, password recovery, unit choice, catalogue. */
export function PaginaDeEntrada({ titulo, largo, children }: PaginaDeEntradaProps) {
  const styles = useStyles();
  return (
    <main className={styles.fundo}>
      <Card className={mergeClasses(styles.cartao, largo && styles.largo)}>
        <div className={styles.cabecalho}>
          <Text className={styles.produto}>Alicerce</Text>
          <Title2 as="h1">{titulo}</Title2>
        </div>
        {children}
      </Card>
    </main>
  );
}
