import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocosDoMarkdown, hrefSeguro, inlines, textoDe } from '../../../src/shared/texto/markdown.ts';

const texto = (t: string) => ({ tipo: 'texto', texto: t });

describe('inline marks', () => {
  it.each([
    ['**negrito** e `código`', [{ tipo: 'negrito', filhos: [texto('negrito')] }, texto(' e '), { tipo: 'codigo', texto: 'código' }]],
    ['um *itálico* só', [texto('um '), { tipo: 'italico', filhos: [texto('itálico')] }, texto(' só')]],
    ['nome_de_arquivo.txt', [texto('nome_de_arquivo.txt')]],
    ['[Ajuda](#/ajuda)', [{ tipo: 'link', href: '#/ajuda', filhos: [texto('Ajuda')] }]],
    ['**sem fim', [texto('**sem fim')]],
  ])('%s', (entrada, esperado) => {
    expect(inlines(entrada)).toEqual(esperado);
  });

  it('keeps the label of a link whose address could run code, as plain text', () => {
    expect(inlines('[clique](javascript:alert(1))')).toEqual([texto('clique'), texto(')')]);
    expect(inlines('[x](data:text/html,oi)')).toEqual([texto('x')]);
    expect(inlines('[x](//outro.site)')).toEqual([texto('x')]);
  });

  it('accepts web, e-mail and app addresses only', () => {
    expect(['https://a.b', 'http://a.b', 'mailto:dpo@x.org', '#/versoes', '/api/x'].every(hrefSeguro)).toBe(true);
    expect(['javascript:x', 'vbscript:x', 'data:x', '//x.org', 'ftp://x'].some(hrefSeguro)).toBe(false);
  });

  it('never loses or invents characters of plain text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '<', '>', '"', '&', '1', 'ç') }), (t) => {
        expect(textoDe(inlines(t))).toBe(t);
      }),
    );
  });
});

describe('blocks', () => {
  it('reads headings, paragraphs joined across lines, lists with wrapped items and images', () => {
    const md = [
      '# Título',
      '',
      'Primeira linha',
      'segunda linha.',
      '',
      '- item um que',
      '  continua',
      '- item dois',
      '',
      '1. passo',
      '2. outro',
      '',
      '![A lista de pessoas](imagens/lista.png)',
    ].join('\n');
    expect(blocosDoMarkdown(md)).toEqual([
      { tipo: 'titulo', nivel: 1, filhos: [texto('Título')] },
      { tipo: 'paragrafo', filhos: [texto('Primeira linha segunda linha.')] },
      { tipo: 'lista', ordenada: false, itens: [[texto('item um que continua')], [texto('item dois')]] },
      { tipo: 'lista', ordenada: true, itens: [[texto('passo')], [texto('outro')]] },
      { tipo: 'imagem', alt: 'A lista de pessoas', src: 'imagens/lista.png' },
    ]);
  });

  it('keeps HTML as the text it is', () => {
    expect(blocosDoMarkdown('<script>alert(1)</script>\n<img src=x onerror=alert(1)>')).toEqual([
      { tipo: 'paragrafo', filhos: [texto('<script>alert(1)</script> <img src=x onerror=alert(1)>')] },
    ]);
  });

  it('reads Windows line ends', () => {
    expect(blocosDoMarkdown('## A\r\n\r\nB')).toEqual([
      { tipo: 'titulo', nivel: 2, filhos: [texto('A')] },
      { tipo: 'paragrafo', filhos: [texto('B')] },
    ]);
  });
});
