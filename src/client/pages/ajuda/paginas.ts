import { blocosDoMarkdown, textoDe, type Bloco } from '../../../shared/texto/markdown.ts';
import { normalizar } from '../../../shared/texto/normalizar.ts';

// The help pages are Markdown files in docs/ajuda, one per module, written with the code; the
// screenshots they show are in docs/ajuda/imagens, taken by the e2e suite (e2e/ajuda.spec.ts).

export interface PaginaDeAjuda {
  /** The file's name without its order prefix: primeiros-passos. */
  slug: string;
  titulo: string;
  /** The page's text without its title. */
  blocos: Bloco[];
  /** Every word of the page, lower-case and without accents, for the search. */
  indice: string;
}

const textos = import.meta.glob<string>('../../../../docs/ajuda/*.md', { eager: true, query: '?raw', import: 'default' });
const imagens = import.meta.glob<string>('../../../../docs/ajuda/imagens/*.png', { eager: true, query: '?url', import: 'default' });


function textoDoBloco(bloco: Bloco): string {
  switch (bloco.tipo) {
    case 'imagem':
      return bloco.alt;
    case 'lista':
      return bloco.itens.map(textoDe).join(' ');
    default:
      return textoDe(bloco.filhos);
  }
}

export function paginaDoMarkdown(arquivo: string, markdown: string): PaginaDeAjuda {
  const [primeiro, ...resto] = blocosDoMarkdown(markdown);
  const slug = (arquivo.split('/').at(-1) ?? arquivo).replace(/\.md$/, '').replace(/^\d+-/, '');
  const titulo = primeiro?.tipo === 'titulo' ? textoDe(primeiro.filhos) : slug;
  const blocos = primeiro?.tipo === 'titulo' ? resto : [primeiro, ...resto].filter((b) => b !== undefined);
  return { slug, titulo, blocos, indice: normalizar([titulo, ...blocos.map(textoDoBloco)].join(' ')) };
}

/** The pages in their files' order (01-primeiros-passos.md first). */
export const PAGINAS_DE_AJUDA: readonly PaginaDeAjuda[] = Object.keys(textos)
  .sort()
  .map((arquivo) => paginaDoMarkdown(arquivo, textos[arquivo] ?? ''));

/** An image of a page (imagens/x.png) as the built client serves it. */
export function urlDaImagemDeAjuda(src: string): string | null {
  const nome = src.replace(/^\.?\/?imagens\//, '');
  const chave = Object.keys(imagens).find((caminho) => caminho.endsWith(`/imagens/${nome}`));
  return chave === undefined ? null : (imagens[chave] ?? null);
}

/** The pages holding every word searched, in any order, ignoring accents and case. */
export function pesquisarAjuda(paginas: readonly PaginaDeAjuda[], busca: string): PaginaDeAjuda[] {
  const termos = normalizar(busca).split(/\s+/).filter(Boolean);
  return paginas.filter((pagina) => termos.every((termo) => pagina.indice.includes(termo)));
}

/** A sentence of the page around the first word searched, to show under its title. */
export function trechoDaBusca(pagina: PaginaDeAjuda, busca: string): string | null {
  const [termo] = normalizar(busca).split(/\s+/).filter(Boolean);
  if (termo === undefined) return null;
  for (const bloco of pagina.blocos) {
    const texto = textoDoBloco(bloco);
    const posicao = normalizar(texto).indexOf(termo);
    if (posicao < 0) continue;
    const inicio = Math.max(0, posicao - 60);
    return `${inicio > 0 ? '…' : ''}${texto.slice(inicio, posicao + termo.length + 80).trim()}…`;
  }
  return null;
}
