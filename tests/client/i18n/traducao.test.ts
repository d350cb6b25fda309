import { afterEach, describe, expect, it } from 'vitest';
import { definirIdioma, definirMensagens, t, traduzir } from '../../../src/client/i18n/traducao.ts';

const MENSAGENS = {
  'pt-BR': { Salvar: 'Gravar', 'Tamanho máximo de {n} excedido.': 'Tamanho máximo de {n} excedido.', '{marcadas} de {total}': '{marcadas} de {total}' },
  en: { Salvar: 'Save', 'Tamanho máximo de {n} excedido.': 'Maximum length of {n} exceeded.', '{marcadas} de {total}': '{marcadas} of {total}' },
};

afterEach(() => {
  definirIdioma('pt-BR');
  definirMensagens({ 'pt-BR': {}, en: {} });
});

describe('the interface language', () => {
  it('shows the pt-BR text itself until messages arrive, and a key the messages lack', () => {
    expect(t('Salvar')).toBe('Salvar');
    expect(t('Olá, {nome}', { nome: 'Ana' })).toBe('Olá, Ana');
    definirMensagens(MENSAGENS);
    expect(t('Texto novo')).toBe('Texto novo');
  });

  it("uses the institution's edited pt-BR text, and English when chosen, filling the markers", () => {
    definirMensagens(MENSAGENS);
    expect(t('Salvar')).toBe('Gravar');
    definirIdioma('en');
    expect(t('Salvar')).toBe('Save');
    expect(t('{marcadas} de {total}', { marcadas: 2, total: 5 })).toBe('2 of 5');
    expect(document.documentElement.lang).toBe('en');
  });

  it('translates a text that arrives filled in (a server message) by its pattern, but never by a pattern of markers alone', () => {
    definirMensagens(MENSAGENS);
    definirIdioma('en');
    expect(traduzir('Tamanho máximo de 200 excedido.')).toBe('Maximum length of 200 exceeded.');
    expect(traduzir('Salvar')).toBe('Save');
    expect(traduzir('Ajuda de custo')).toBe('Ajuda de custo');
    expect(traduzir('Um texto qualquer do servidor.')).toBe('Um texto qualquer do servidor.');
  });
});
