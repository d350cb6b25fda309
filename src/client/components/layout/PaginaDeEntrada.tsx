import type { ReactNode } from 'react';
import { Card, Text, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ParametrosPublicos } from '../../../shared/api/parametros.ts';
import { NOME_DO_PRODUTO } from './produto.ts';

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
  // The logo may be up to 512 × 128: about 64 px high, never wider than the card.
  logo: { height: '64px', width: 'auto', maxWidth: '100%', objectFit: 'contain', alignSelf: 'flex-start', marginBottom: tokens.spacingVerticalS },
  instituicao: { color: tokens.colorNeutralForeground2 },
});

interface PaginaDeEntradaProps {
  titulo: string;
  largo?: boolean;
  /** The institution's name and logo above the title (the login page), once the public parameters arrive. */
  instituicao?: Pick<ParametrosPublicos, 'nomeDaInstituicao' | 'logoUrl'>;
  children: ReactNode;
}

/** The frame of the pages outside the shell: login, password recovery, unit choice, catalogue. */
export function PaginaDeEntrada({ titulo, largo, instituicao, children }: PaginaDeEntradaProps) {
  const styles = useStyles();
  return (
    <main className={styles.fundo}>
      <Card className={mergeClasses(styles.cartao, largo && styles.largo)}>
        <div className={styles.cabecalho}>
          {/* Decorative: the institution's name says whose it is. */}
          {instituicao?.logoUrl ? <img className={styles.logo} src={instituicao.logoUrl} alt="" /> : null}
          <Text className={styles.produto}>{NOME_DO_PRODUTO}</Text>
          {/* Unnamed, the institution is the product itself: its name once is enough. */}
          {instituicao && instituicao.nomeDaInstituicao !== NOME_DO_PRODUTO && (
            <Text className={styles.instituicao}>{instituicao.nomeDaInstituicao}</Text>
          )}
          <Title2 as="h1">{titulo}</Title2>
        </div>
        {children}
      </Card>
    </main>
  );
}
