import { makeStyles, tokens } from '@fluentui/react-components';

// The project page's panel: cards of totals that wrap on a phone, and the shared tables
// (TabelaSimples) inside a frame that scrolls sideways.

export const useEstilosDoProjeto = makeStyles({
  painel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalXL, minWidth: 0 },
  titulo: { margin: 0 },
  cabecalho: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  botoes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  totais: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  total: {
    display: 'flex',
    flexDirection: 'column',
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  rotulo: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  valor: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  negativo: { color: tokens.colorPaletteRedForeground1 },
  moldura: { overflowX: 'auto', maxWidth: '100%' },
});
