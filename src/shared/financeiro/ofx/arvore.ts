import type { Peca } from './lexico.ts';
import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';

// The element tree of an OFX body. OFX 1.0x is SGML: aggregates close, leaf elements usually do
// not (<TRNAMT>-12.50 followed by the next tag). An open element that holds text ends when the next
// tag opens; so does an empty one the specification names as a leaf (<DTPOSTED> left empty), which
// would otherwise swallow its siblings. A closing tag also closes the unclosed elements inside it.

export interface Elemento {
  nome: string;
  linha: number;
  texto: string;
  filhos: Elemento[];
}

// The OFX 1.0.2 / 2.x elements (not aggregates) a bank may leave empty and unclosed.
const FOLHAS = new Set([
  'ACCTID', 'ACCTKEY', 'ACCTTYPE', 'BALAMT', 'BANKID', 'BRANCHID', 'CHECKNUM', 'CODE', 'CORRECTACTION', 'CORRECTFITID',
  'CURDEF', 'CURRATE', 'CURSYM', 'DTACCTUP', 'DTASOF', 'DTAVAIL', 'DTEND', 'DTPOSTED', 'DTPROFUP', 'DTSERVER', 'DTSTART',
  'DTUSER', 'FID', 'FITID', 'LANGUAGE', 'MEMO', 'MESSAGE', 'NAME', 'ORG', 'PAYEEID', 'REFNUM', 'SEVERITY', 'SIC',
  'SRVRTID', 'TRNAMT', 'TRNTYPE', 'TRNUID',
]);

const novo = (nome: string, linha: number): Elemento => ({ nome, linha, texto: '', filhos: [] });
const terminaAoAbrir = (e: Elemento): boolean => e.filhos.length === 0 && (e.texto !== '' || FOLHAS.has(e.nome));

/** The <OFX> element, with everything before it (the header) left out. */
export function arvoreDoOfx(pecas: readonly Peca[]): Elemento {
  const inicio = pecas.findIndex((p) => p.tipo === 'abre' && p.nome === 'OFX');
  if (inicio === -1) throw new ErroDeOfx(M.semOfx, { linha: 1 });
  const raiz = novo('OFX', pecas[inicio]?.linha ?? 1);
  const pilha: Elemento[] = [raiz];
  for (let i = inicio + 1; i < pecas.length && pilha.length > 0; i++) {
    const peca = pecas[i]!;
    let topo = pilha[pilha.length - 1]!;
    if (peca.tipo === 'texto') {
      if (topo.filhos.length > 0) throw new ErroDeOfx(M.textoSolto, { linha: peca.linha });
      topo.texto = peca.valor;
    } else if (peca.tipo === 'fecha') {
      const aberto = pilha.findLastIndex((e) => e.nome === peca.nome);
      if (aberto === -1) throw new ErroDeOfx(M.fechaSemAbrir, { linha: peca.linha, etiqueta: peca.nome });
      pilha.length = aberto;
    } else {
      if (terminaAoAbrir(topo) && pilha.length > 1) {
        pilha.pop();
        topo = pilha[pilha.length - 1]!;
      }
      const elemento = novo(peca.nome, peca.linha);
      topo.filhos.push(elemento);
      if (peca.tipo === 'abre') pilha.push(elemento);
    }
  }
  // A file cut short leaves an aggregate open; a missing </OFX> alone loses nothing.
  const cortado = pilha.findLast((e, k) => k > 0 && e.filhos.length > 0);
  if (cortado !== undefined) throw new ErroDeOfx(M.naoFechada, { linha: cortado.linha, etiqueta: cortado.nome });
  return raiz;
}
