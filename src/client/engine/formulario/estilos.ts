import { makeStyles, tokens } from '@fluentui/react-components';
import { COLUNAS_DA_GRADE } from '../../../shared/engine/padroes.ts';

export const useEstilosDoFormulario = makeStyles({
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  cabecalho: { display: 'flex', flexDirection: 'column', '& > p': { margin: 0 } },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  // The descriptor's largura is the number of columns of a 12-column grid the field spans.
  grade: {
    display: 'grid',
    gridTemplateColumns: `repeat(${COLUNAS_DA_GRADE}, minmax(0, 1fr))`,
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  celula: {
    gridColumn: 'span var(--largura)',
    minWidth: 0,
    // On a phone every field takes the whole row.
    '@media (max-width: 600px)': { gridColumn: '1 / -1' },
  },
  botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
