import { describe, expect, it } from 'vitest';
import { conteudoMostrado } from '../../../src/shared/engine/conteudo-mostrado.ts';
import { mesclarTela } from '../../../src/shared/engine/merge.ts';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import type { AcaoDescrita } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { MODELOS, SETOR, SETORES, TAGS } from './fixtures.ts';

// An action that shows its reply (mostrar: a text to copy and its image, like a gift's PIX code):
// what the descriptor check accepts and refuses, how it resolves, and which replies it shows.

const CODIGO: AcaoDescrita = {
  nome: 'codigo',
  rotulo: 'Código',
  tag: 'configuracoes.setor.editar',
  onde: ['linha', 'formulario'],
  mostrar: { titulo: 'Código do setor', mensagem: 'Copie o código.' },
};
const { mostrar: _mostrar, ...SEM_MOSTRAR } = CODIGO;

const validar = (acoes: unknown[]): Problema[] => validarDescritor({ ...structuredClone(SETORES), acoes }, MODELOS, TAGS);

describe('validarDescritor: an action that shows its reply', () => {
  it('accepts one on a row and on the form', () => {
    expect(validar([CODIGO])).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Problema[]]>([
    ['the selection', { onde: ['selecao'] }, [{ caminho: '/acoes/0/mostrar', mensagem: "Uma ação que mostra a resposta age num registro: tire 'selecao' de onde." }]],
    [
      'a page to open',
      { abrir: { rota: 'configuracoes.setores.novo' } },
      [{ caminho: '/acoes/0/mostrar', mensagem: 'Uma ação que abre uma página não tem resposta para mostrar: use abrir ou mostrar, só um.' }],
    ],
    [
      'a form',
      { formulario: { modelo: 'setor', campos: ['nome'] } },
      [{ caminho: '/acoes/0/mostrar', mensagem: 'Uma ação que mostra a resposta não pede formulario: use formulario ou mostrar, só um.' }],
    ],
  ])('refuses %s', (_caso, mudanca, problemas) => {
    expect(validar([{ ...CODIGO, ...mudanca }])).toEqual(problemas);
  });

  it('refuses a member the meta-schema does not know', () => {
    expect(validar([{ ...CODIGO, mostrar: { imagem: true } }]).map((p) => p.caminho)).toEqual(['/acoes/0/mostrar/imagem']);
  });
});

describe('resolverAcoes: mostrar', () => {
  it('fills what the descriptor leaves out with null, and is null on other actions', () => {
    const [codigo, outra] = mesclarTela({ ...SETORES, acoes: [CODIGO, { ...SEM_MOSTRAR, nome: 'outra' }] }, SETOR, {}).acoes;
    expect(codigo?.mostrar).toEqual({ titulo: 'Código do setor', mensagem: 'Copie o código.', rotulo: null });
    expect(outra?.mostrar).toBeNull();
  });
});

describe('conteudoMostrado', () => {
  it('takes a text and an SVG image, or the text alone', () => {
    expect(conteudoMostrado({ texto: '000201', imagemSvg: '<svg/>' })).toEqual({ texto: '000201', imagemSvg: '<svg/>' });
    expect(conteudoMostrado({ texto: '000201', imagemSvg: 'javascript:alert(1)' })).toEqual({ texto: '000201', imagemSvg: null });
  });

  it('is null for a reply without text', () => {
    expect([conteudoMostrado(null), conteudoMostrado({ link: '/x' }), conteudoMostrado({ texto: '' }), conteudoMostrado('texto')]).toEqual([null, null, null, null]);
  });
});
