import { ErroDeArquivo } from './erro.ts';

// Real collection files come as Latin-1 bytes, with CRLF or LF, a final line break or none, an
// end-of-file mark (0x1A), trailing spaces cut by an editor, or one space too many (241 columns).

const FIM_DE_ARQUIVO = '\u001a';

/** The file's lines as text: Latin-1 decoded, line breaks of any kind, the empty tail dropped. */
export function linhasDoArquivo(conteudo: Uint8Array | string): string[] {
  const texto = typeof conteudo === 'string' ? conteudo : new TextDecoder('latin1').decode(conteudo);
  const linhas = texto.split(/\r\n|\n|\r/);
  while (linhas.length > 0 && ['', FIM_DE_ARQUIVO].includes(linhas[linhas.length - 1]?.trim() ?? '')) linhas.pop();
  return linhas;
}

/**
 * The line at the layout's width: missing trailing spaces are put back, extra ones dropped;
 * anything else past the width is an error at the first extra position.
 */
export function linhaNaLargura(linha: string, largura: number, numero: number): string {
  if (linha.length <= largura) return linha.padEnd(largura, ' ');
  const excesso = linha.slice(largura);
  if (excesso.trim() === '') return linha.slice(0, largura);
  throw new ErroDeArquivo(numero, largura + 1, `a linha tem ${linha.length} caracteres; o layout tem ${largura}`);
}
