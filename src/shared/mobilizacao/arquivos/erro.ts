/** A file that cannot be read as its layout says: where (line from 1, position from 1) and why, in pt-BR. */
export class ErroDeArquivo extends Error {
  readonly linha: number;
  readonly posicao: number;
  readonly motivo: string;

  constructor(linha: number, posicao: number, motivo: string) {
    super(`Linha ${linha}, posição ${posicao}: ${motivo}`);
    this.name = 'ErroDeArquivo';
    this.linha = linha;
    this.posicao = posicao;
    this.motivo = motivo;
  }
}
