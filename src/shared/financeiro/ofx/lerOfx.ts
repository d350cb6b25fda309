import { arvoreDoOfx } from './arvore.ts';
import { decodificarOfx } from './decodificar.ts';
import { extratosDaArvore } from './extratos.ts';
import { pecasDoOfx } from './lexico.ts';
import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';
import type { ExtratoOfx } from './tipos.ts';

/**
 * The statements of an OFX file (1.0x SGML or 2.x XML), bank and credit card, in file order.
 * Throws ErroDeOfx (a pt-BR message naming the line) for a malformed file or one without any
 * bank or card transaction.
 */
export function lerOfx(bytes: Uint8Array): ExtratoOfx[] {
  const extratos = extratosDaArvore(arvoreDoOfx(pecasDoOfx(decodificarOfx(bytes))));
  if (!extratos.some((e) => e.transacoes.length > 0)) throw new ErroDeOfx(M.semTransacoes);
  return extratos;
}
