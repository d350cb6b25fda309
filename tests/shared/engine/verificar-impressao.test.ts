import { describe, expect, it } from 'vitest';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { MODELOS, SETORES, TAGS } from './fixtures.ts';

// tags.imprimir as check:screens judges it: it prints the screen's list, so it needs one, and
// 'imprimir' is the print's own route, which no selection action may take.

const IMPRIMIR = 'configuracoes.setor.imprimir';
const validar = (descritor: unknown): Problema[] => validarDescritor(descritor, MODELOS, new Set([...TAGS, IMPRIMIR]));
const QUE_IMPRIMEM = { ...SETORES, tags: { ...SETORES.tags, imprimir: IMPRIMIR } };

describe('verificarImpressao', () => {
  it('accepts the tag on a screen with a list', () => {
    expect(validar(QUE_IMPRIMEM)).toEqual([]);
  });

  it('refuses the tag on a screen without a list', () => {
    const { lista: _lista, ...semLista } = QUE_IMPRIMEM;
    expect(validar(semLista)).toEqual([{ caminho: '/tags/imprimir', mensagem: 'A tag imprimir imprime a lista da tela: declare também lista.' }]);
  });

  it('refuses a selection action named imprimir', () => {
    const acao = { nome: 'imprimir', rotulo: 'Imprimir', tag: IMPRIMIR, onde: ['selecao'] };
    expect(validar({ ...QUE_IMPRIMEM, acoes: [acao] })).toContainEqual({ caminho: '/acoes/0/nome', mensagem: "O nome 'imprimir' é de uma rota do próprio recurso." });
  });
});
