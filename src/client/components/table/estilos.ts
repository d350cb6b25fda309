import type { CSSProperties } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

export const LARGURA_DA_SELECAO = 44;

export const useEstilosDaTabela = makeStyles({
  raiz: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  // Scrolls both ways: rows vertically (virtualised), columns sideways on a 360 px phone.
  rolagem: {
    overflow: 'auto',
    position: 'relative',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  cabecalho: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  corpo: { position: 'relative' },
  rodape: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground2,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  linha: { position: 'absolute', top: 0, left: 0, width: '100%' },
  vazio: { padding: tokens.spacingVerticalL, justifyContent: 'center' },
  carregando: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalS },
});

/** A column keeps at least its width and takes its share of any room left. */
export function estiloDaColuna(largura: number): CSSProperties {
  return { flex: `${largura} 0 ${largura}px`, minWidth: `${largura}px` };
}

export const ESTILO_DA_SELECAO: CSSProperties = { flex: `0 0 ${LARGURA_DA_SELECAO}px` };
