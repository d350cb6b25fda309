// What the notices calls answer, in pt-BR.

export const TEXTOS_DOS_AVISOS = {
  naoEncontrado: 'Aviso não encontrado.',
  publicado: 'Aviso publicado.',
} as const;
