import { decodificarEntidades } from './entidades.ts';
import { ErroDeOfx, MENSAGENS_DO_OFX as M } from './mensagens.ts';

// The pieces of an OFX body, each with the line it starts on: opening, closing and self-closing
// tags, and text (references decoded, CDATA kept as written). Processing instructions
// (<?xml ...?>, <?OFX ...?>), comments and declarations are skipped; whatever comes before the
// first `<` is the SGML header. A `<` not followed by a tag name is text ("A<B" in a memo).

export type Peca =
  | { tipo: 'abre' | 'fecha' | 'vazia'; nome: string; linha: number }
  | { tipo: 'texto'; valor: string; linha: number };

const ETIQUETA = /<(\/?)([A-Za-z][\w.-]*)\s*(\/?)>/y;
const INICIO_DE_ETIQUETA = /[A-Za-z/]/;
const PULADOS: readonly (readonly [string, string])[] = [['<!--', '-->'], ['<?', '?>'], ['<!', '>']];
const CDATA = '<![CDATA[';

export function pecasDoOfx(bruto: string): Peca[] {
  const texto = bruto.replace(/\r\n?/g, '\n');
  const pecas: Peca[] = [];
  let contado = 0;
  let linhaContada = 1;
  const linhaEm = (posicao: number): number => {
    for (let i = contado; i < posicao; i++) if (texto.charCodeAt(i) === 10) linhaContada++;
    contado = Math.max(contado, posicao);
    return linhaContada;
  };
  let pendente = '';
  let linhaDoPendente = 0;
  const juntar = (valor: string, posicao: number): void => {
    if (pendente.trim() === '') linhaDoPendente = linhaEm(posicao + valor.length - valor.trimStart().length);
    pendente += valor;
  };
  const soltar = (): void => {
    if (pendente.trim() !== '') pecas.push({ tipo: 'texto', valor: pendente.trim(), linha: linhaDoPendente });
    pendente = '';
  };
  let i = texto.indexOf('<');
  while (i !== -1 && i < texto.length) {
    const j = texto.indexOf('<', i);
    if (j === -1) {
      juntar(decodificarEntidades(texto.slice(i)), i);
      break;
    }
    if (j > i) juntar(decodificarEntidades(texto.slice(i, j)), i);
    if (texto.startsWith(CDATA, j)) {
      const fim = texto.indexOf(']]>', j);
      if (fim === -1) throw new ErroDeOfx(M.etiquetaMalformada, { linha: linhaEm(j) });
      juntar(texto.slice(j + CDATA.length, fim), j);
      i = fim + 3;
      continue;
    }
    const pulado = PULADOS.find(([abre]) => texto.startsWith(abre, j));
    if (pulado !== undefined) {
      const fim = texto.indexOf(pulado[1], j + pulado[0].length);
      if (fim === -1) throw new ErroDeOfx(M.etiquetaMalformada, { linha: linhaEm(j) });
      i = fim + pulado[1].length;
      continue;
    }
    ETIQUETA.lastIndex = j;
    const m = ETIQUETA.exec(texto);
    if (m === null) {
      if (INICIO_DE_ETIQUETA.test(texto.charAt(j + 1))) throw new ErroDeOfx(M.etiquetaMalformada, { linha: linhaEm(j) });
      juntar('<', j);
      i = j + 1;
      continue;
    }
    soltar();
    const nome = (m[2] ?? '').toUpperCase();
    pecas.push({ tipo: m[1] === '/' ? 'fecha' : m[3] === '/' ? 'vazia' : 'abre', nome, linha: linhaEm(j) });
    i = ETIQUETA.lastIndex;
  }
  soltar();
  return pecas;
}
