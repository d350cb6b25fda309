import { ErroDeArquivo } from '../arquivos/erro.ts';
import { linhasDoArquivo } from '../arquivos/linhas.ts';
import { escreverRemessaCnab240, lerRemessaCnab240 } from '../cnab240/remessa.ts';
import { escreverRemessaCnab400, lerRemessaCnab400 } from '../cnab400/remessa.ts';
import { bancoDoArquivo, layoutDoArquivo } from './deteccao.ts';
import type { PedidoDeRemessa, RemessaLida } from './remessa-tipos.ts';

// The remittance of a collection method's charges in the bank's CNAB 240 or CNAB 400, and its
// reading back (the same tables: what is written is what the reader finds).

const QUEBRA = '\r\n';

/** The remittance file's text: lines of the layout's width, CRLF after each, Latin-1-safe characters. */
export function gerarRemessa(pedido: PedidoDeRemessa): string {
  const linhas = pedido.layout === 'CNAB240' ? escreverRemessaCnab240(pedido) : escreverRemessaCnab400(pedido);
  return linhas.map((linha) => `${linha}${QUEBRA}`).join('');
}

/** Reads back a remittance file (bytes in Latin-1 or its text). */
export function lerRemessa(conteudo: Uint8Array | string): RemessaLida {
  const linhas = linhasDoArquivo(conteudo);
  const layout = layoutDoArquivo(linhas);
  if (layout === 'FEBRABAN150') throw new ErroDeArquivo(1, 1, 'Arquivo de 150 caracteres por linha: a remessa FEBRABAN 150 não é lida aqui');
  const banco = bancoDoArquivo(layout, linhas[0] ?? '');
  return layout === 'CNAB240' ? lerRemessaCnab240(banco, linhas) : lerRemessaCnab400(banco, linhas);
}
