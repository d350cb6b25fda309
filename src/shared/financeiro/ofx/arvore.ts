import type { Peca } from './lexico.ts';
import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';
import { AGREGADOS, FOLHAS } from './vocabulario.ts';

// The element tree of an OFX body. OFX 1.0x is SGML: aggregates close, leaf elements usually do
// not (<TRNAMT>-12.50 followed by the next tag). An open element that holds text ends when the next
// tag opens; so does an empty one the specification names as a leaf (<DTPOSTED> left empty). A
// closing tag closes the unclosed elements inside it: an unknown empty leaf that took the
// elements after it as children gives them back to its parent; an aggregate left open is an error.

export interface Elemento {
  nome: string;
  linha: number;
  texto: string;
  filhos: Elemento[];
}

const novo = (nome: string, linha: number): Elemento => ({ nome, linha, texto: '', filhos: [] });
const terminaAoAbrir = (e: Elemento): boolean => e.filhos.length === 0 && (e.texto !== '' || FOLHAS.has(e.nome));

/** Closes pilha[ate..] (ate ≥ 1), innermost first; `aberto` refuses an aggregate left open. */
function fechar(pilha: Elemento[], ate: number, aberto: (e: Elemento) => ErroDeOfx): void {
  for (let k = pilha.length - 1; k >= ate; k--) {
    const e = pilha[k]!;
    if (e.filhos.length === 0) continue;
    if (AGREGADOS.has(e.nome)) throw aberto(e);
    const pai = pilha[k - 1]!;
    pai.filhos.splice(pai.filhos.indexOf(e) + 1, 0, ...e.filhos);
    e.filhos = [];
  }
  pilha.length = ate;
}

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
      fechar(pilha, aberto + 1, (e) => new ErroDeOfx(M.abertaAntesDe, { linha: e.linha, etiqueta: e.nome, fechada: peca.nome }));
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
  if (pilha.length > 1) fechar(pilha, 1, (e) => new ErroDeOfx(M.naoFechada, { linha: e.linha, etiqueta: e.nome }));
  return raiz;
}
