import { tokens } from '@fluentui/react-components';

// The charts' colours, from the Fluent theme's tokens (CSS variables: they follow the theme).

export const COR_RECEITAS = tokens.colorPaletteGreenBackground3;
export const COR_DESPESAS = tokens.colorPaletteRedBackground3;
export const COR_RESULTADO = tokens.colorBrandForeground1;
export const COR_NEUTRA = tokens.colorNeutralForeground3;

/** The slices of a ranking, in turn. */
export const CORES_DAS_FATIAS: readonly string[] = [
  tokens.colorBrandBackground,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteLightGreenBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteLavenderBorderActive,
  tokens.colorPaletteSteelBorderActive,
  tokens.colorNeutralForeground4,
];
