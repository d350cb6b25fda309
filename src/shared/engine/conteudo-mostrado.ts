// What an action with `mostrar` answers (its reply's content): the text the dialog shows with a
// button that copies it, and the image beside it (an SVG drawn by the server, such as a PIX QR
// code; shown as an <img>, so it runs nothing), or null.

export interface ConteudoMostrado {
  texto: string;
  imagemSvg: string | null;
}

/** The reply's content as shown, or null when it is not one (the dialog is then not opened). */
export function conteudoMostrado(conteudo: unknown): ConteudoMostrado | null {
  if (typeof conteudo !== 'object' || conteudo === null) return null;
  const { texto, imagemSvg } = conteudo as Record<string, unknown>;
  if (typeof texto !== 'string' || texto === '') return null;
  return { texto, imagemSvg: typeof imagemSvg === 'string' && imagemSvg.startsWith('<svg') ? imagemSvg : null };
}
