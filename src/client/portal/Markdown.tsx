import type { ReactNode } from 'react';
import { blocosDoMarkdown, hrefSeguro, type Bloco, type Inline } from '../../shared/texto/markdown.ts';

// The institution's texts on the public pages: the app's small Markdown (src/shared/texto),
// rendered as React elements, never as HTML. The page's own h1 and h2 come first, so a text's
// headings start at h3.

function trechos(filhos: readonly Inline[]): ReactNode[] {
  return filhos.map((f, i) => {
    switch (f.tipo) {
      case 'texto':
        return f.texto;
      case 'negrito':
        return <strong key={i}>{trechos(f.filhos)}</strong>;
      case 'italico':
        return <em key={i}>{trechos(f.filhos)}</em>;
      case 'codigo':
        return <code key={i}>{f.texto}</code>;
      case 'link':
        return (
          <a key={i} href={f.href} rel="noopener noreferrer">
            {trechos(f.filhos)}
          </a>
        );
    }
  });
}

function bloco(b: Bloco, i: number): ReactNode {
  switch (b.tipo) {
    case 'titulo':
      return b.nivel === 1 ? <h3 key={i}>{trechos(b.filhos)}</h3> : <h4 key={i}>{trechos(b.filhos)}</h4>;
    case 'paragrafo':
      return <p key={i}>{trechos(b.filhos)}</p>;
    case 'lista': {
      const itens = b.itens.map((item, j) => <li key={j}>{trechos(item)}</li>);
      return b.ordenada ? <ol key={i}>{itens}</ol> : <ul key={i}>{itens}</ul>;
    }
    case 'imagem':
      return hrefSeguro(b.src) ? <img key={i} src={b.src} alt={b.alt} className="imagem-do-texto" /> : null;
  }
}

/**
 * The institution's text, as typed in its configuration pages (in Portuguese, the language of
 * those pages): marked so, a screen reader keeps reading it in Portuguese on the English portal.
 */
export function Markdown({ texto }: { texto: string }) {
  return <div lang="pt-BR">{blocosDoMarkdown(texto).map(bloco)}</div>;
}
