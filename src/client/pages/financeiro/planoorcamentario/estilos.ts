import { makeStyles, tokens } from '@fluentui/react-components';

// The grid's and the execution table's look: a table that scrolls sideways inside its frame with
// the line's name kept in view (a sticky first column), so a 360 px phone still reads it.

export const useEstilosDaGrade = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  barra: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  moldura: {
    overflowX: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    maxWidth: '100%',
  },
  tabela: { borderCollapse: 'separate', borderSpacing: 0, fontSize: tokens.fontSizeBase200, width: 'max-content', minWidth: '100%' },
  cabeca: {
    position: 'sticky',
    top: 0,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    textAlign: 'right',
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  primeira: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'left',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    width: '220px',
    minWidth: '140px',
    maxWidth: '40vw',
  },
  nomeDaLinha: { display: 'flex', flexDirection: 'column', lineHeight: tokens.lineHeightBase200 },
  centro: { color: tokens.colorNeutralForeground3 },
  valor: { textAlign: 'right', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, whiteSpace: 'nowrap', borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  celula: {
    width: '96px',
    textAlign: 'right',
    font: 'inherit',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}`,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '-1px' },
  },
  total: { fontWeight: tokens.fontWeightSemibold },
  rodape: { backgroundColor: tokens.colorNeutralBackground2 },
  acima: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  detalhe: { display: 'block', color: tokens.colorNeutralForeground3 },
  novaLinha: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', '& > *': { flex: '1 1 220px', minWidth: 0 } },
  nota: { color: tokens.colorNeutralForeground3 },
});
