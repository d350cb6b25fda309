/** A file that cannot be read as its layout says: where (line from 1, position from 1) and why, in pt-BR. */
export class ErroDeArquivo extends Error {
  constructor(
    readonly linha: number,
    readonly posicao: number,
    readonly motivo: string,
  ) {
    super(`Linha ${linha}, posição ${posicao}: ${motivo}`);
    this.name = 'ErroDeArquivo';
  }
}
