// The small part of Markdown the app's own texts use (release notes, help pages, the privacy
// policy): headings, paragraphs, lists, images on a line of their own, and inline bold,
// italics, code and links. It yields a tree, never HTML: the client renders it as React
// elements, so a text an administrator edits can hold nothing that runs.

export type Inline =
  | { tipo: 'texto'; texto: string }
  | { tipo: 'negrito'; filhos: Inline[] }
  | { tipo: 'italico'; filhos: Inline[] }
  | { tipo: 'codigo'; texto: string }
  | { tipo: 'link'; href: string; filhos: Inline[] };

export type Bloco =
  | { tipo: 'titulo'; nivel: 1 | 2 | 3 | 4; filhos: Inline[] }
  | { tipo: 'paragrafo'; filhos: Inline[] }
  | { tipo: 'lista'; ordenada: boolean; itens: Inline[][] }
  | { tipo: 'imagem'; alt: string; src: string };

/** Links may lead to the web, an e-mail address or a route of the app; anything else is text. */
export function hrefSeguro(href: string): boolean {
  return /^(https?:\/\/|mailto:|#\/|\/)/i.test(href) && !/^\/\//.test(href);
}

const TITULO = /^(#{1,4})\s+(.*)$/;
const ITEM = /^(?:([-*])|(\d{1,3})[.)])\s+(.*)$/;
const IMAGEM = /^!\[([^\]]*)\]\(([^)\s]+)\)$/;
const CONTINUACAO = /^\s{2,}\S/;

/** Inline marks, left to right; an unclosed mark is plain text. */
export function inlines(texto: string): Inline[] {
  const saida: Inline[] = [];
  let buffer = '';
  const soltar = () => {
    if (buffer) saida.push({ tipo: 'texto', texto: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < texto.length) {
    const resto = texto.slice(i);
    const codigo = /^`([^`]+)`/.exec(resto);
    const negrito = /^\*\*(.+?)\*\*/.exec(resto);
    const italico = /^[*_]([^*_\s](?:[^*_]*[^*_\s])?)[*_]/.exec(resto);
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(resto);
    if (codigo) {
      soltar();
      saida.push({ tipo: 'codigo', texto: codigo[1] ?? '' });
      i += codigo[0].length;
    } else if (negrito) {
      soltar();
      saida.push({ tipo: 'negrito', filhos: inlines(negrito[1] ?? '') });
      i += negrito[0].length;
    } else if (italico && resto[0] === italico[0].at(-1) && !/[\p{L}\p{N}]/u.test(texto[i - 1] ?? '')) {
      soltar();
      saida.push({ tipo: 'italico', filhos: inlines(italico[1] ?? '') });
      i += italico[0].length;
    } else if (link) {
      const [, rotulo = '', href = ''] = link;
      soltar();
      saida.push(hrefSeguro(href) ? { tipo: 'link', href, filhos: inlines(rotulo) } : { tipo: 'texto', texto: rotulo });
      i += link[0].length;
    } else {
      buffer += texto[i];
      i += 1;
    }
  }
  soltar();
  return saida;
}

/** The blocks of a text; lines are joined inside a paragraph or an item, a blank line ends them. */
export function blocosDoMarkdown(texto: string): Bloco[] {
  const blocos: Bloco[] = [];
  let paragrafo: string[] = [];
  let lista: { ordenada: boolean; itens: string[] } | null = null;

  const fecharParagrafo = () => {
    if (paragrafo.length > 0) blocos.push({ tipo: 'paragrafo', filhos: inlines(paragrafo.join(' ')) });
    paragrafo = [];
  };
  const fecharLista = () => {
    if (lista) blocos.push({ tipo: 'lista', ordenada: lista.ordenada, itens: lista.itens.map(inlines) });
    lista = null;
  };

  for (const bruta of texto.replace(/\r\n?/g, '\n').split('\n')) {
    const linha = bruta.trim();
    const item = ITEM.exec(linha);
    const titulo = TITULO.exec(linha);
    const imagem = IMAGEM.exec(linha);
    if (linha === '') {
      fecharParagrafo();
      fecharLista();
    } else if (lista && CONTINUACAO.test(bruta) && !item) {
      lista.itens[lista.itens.length - 1] += ` ${linha}`;
    } else if (titulo) {
      fecharParagrafo();
      fecharLista();
      blocos.push({ tipo: 'titulo', nivel: (titulo[1]?.length ?? 1) as 1 | 2 | 3 | 4, filhos: inlines(titulo[2] ?? '') });
    } else if (imagem) {
      fecharParagrafo();
      fecharLista();
      blocos.push({ tipo: 'imagem', alt: imagem[1] ?? '', src: imagem[2] ?? '' });
    } else if (item && paragrafo.length === 0) {
      const ordenada = item[2] !== undefined;
      if (lista && lista.ordenada !== ordenada) fecharLista();
      lista ??= { ordenada, itens: [] };
      lista.itens.push(item[3] ?? '');
    } else if (lista) {
      lista.itens[lista.itens.length - 1] += ` ${linha}`;
    } else {
      paragrafo.push(linha);
    }
  }
  fecharParagrafo();
  fecharLista();
  return blocos;
}

/** The plain text of inlines (for search and for titles). */
export function textoDe(filhos: readonly Inline[]): string {
  return filhos.map((f) => ('filhos' in f ? textoDe(f.filhos) : f.texto)).join('');
}
