import type { ReactNode } from 'react';

// A safe subset of Markdown as React elements (never HTML from the text): headings (#, ##),
// lists (- item), paragraphs, **bold**, *italic* and [links](https://...) to http(s) only.

function trechos(texto: string, chave: string): ReactNode[] {
  const partes: ReactNode[] = [];
  const padrao = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
  let ultimo = 0;
  for (const achado of texto.matchAll(padrao)) {
    const inicio = achado.index;
    if (inicio > ultimo) partes.push(texto.slice(ultimo, inicio));
    const k = `${chave}-${inicio}`;
    if (achado[1] !== undefined) partes.push(<strong key={k}>{achado[1]}</strong>);
    else if (achado[2] !== undefined) partes.push(<em key={k}>{achado[2]}</em>);
    else partes.push(<a key={k} href={achado[4]} rel="noopener noreferrer">{achado[3]}</a>);
    ultimo = inicio + achado[0].length;
  }
  if (ultimo < texto.length) partes.push(texto.slice(ultimo));
  return partes;
}

function bloco(texto: string, i: number): ReactNode {
  const linhas = texto.split('\n');
  const chave = `b${i}`;
  if (linhas.every((l) => /^\s*[-*]\s+/.test(l))) {
    return <ul key={chave}>{linhas.map((l, j) => <li key={j}>{trechos(l.replace(/^\s*[-*]\s+/, ''), `${chave}-${j}`)}</li>)}</ul>;
  }
  const titulo = /^(#{1,3})\s+(.*)$/.exec(texto);
  // The page's own h1 and h2 come first: a text's headings start at h3.
  if (titulo?.[1] && titulo[2] !== undefined) {
    const conteudo = trechos(titulo[2], chave);
    return titulo[1].length === 1 ? <h3 key={chave}>{conteudo}</h3> : <h4 key={chave}>{conteudo}</h4>;
  }
  return <p key={chave}>{trechos(linhas.join(' '), chave)}</p>;
}

export function Markdown({ texto }: { texto: string }) {
  const blocos = texto.replace(/\r\n/g, '\n').split(/\n\s*\n/).map((b) => b.trim()).filter((b) => b.length > 0);
  return <>{blocos.map(bloco)}</>;
}
