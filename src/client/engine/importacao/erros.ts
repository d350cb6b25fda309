import type { ErroDaLinha } from '../../../shared/api/importacao.ts';

/** A row's error as textoDoErro writes it ('Nome: message'), its label and message translated (the server's texts). */
export function textoDoErroTraduzido(erro: ErroDaLinha, traduzir: (texto: string) => string): string {
  return erro.rotulo === undefined ? traduzir(erro.mensagem) : `${traduzir(erro.rotulo)}: ${traduzir(erro.mensagem)}`;
}
