import { describe, expect, it } from 'vitest';
import { nomeDaRota } from '../../../../src/client/app/routes/useNomeDaRota.ts';
import { escreverBuscaDoCadastro, lerBuscaDoCadastro } from '../../../../src/client/pages/gestaopessoas/busca/buscaNaUrl.ts';
import { corpoDoFiltro } from '../../../../src/client/pages/gestaopessoas/dados/corpo.ts';
import { modoDaRota } from '../../../../src/client/pages/gestaopessoas/modo.ts';
import { nomeTruncado } from '../../../../src/client/pages/gestaopessoas/dados/pessoa.ts';

describe('the register search in the URL', () => {
  it('leaves the defaults out and reads back what it wrote', () => {
    const busca = { q: 'silva', vista: 'lista' as const, filtro: { cpf: '52998224725', grupos: [], email: '' } };
    const query = escreverBuscaDoCadastro(busca);
    expect(Object.fromEntries(query)).toEqual({ q: 'silva', vista: 'lista', filtro: '{"cpf":"52998224725"}' });
    expect(lerBuscaDoCadastro(query)).toEqual({ q: 'silva', vista: 'lista', filtro: { cpf: '52998224725' } });
    expect(escreverBuscaDoCadastro({ q: '', vista: 'grade', filtro: {} }).toString()).toBe('');
  });

  it('opens a hand-edited URL in the default view, unfiltered where it cannot read it', () => {
    expect(lerBuscaDoCadastro(new URLSearchParams('vista=tabela&filtro={quebrado'))).toEqual({ q: '', vista: 'grade', filtro: {} });
  });
});

describe('the filter body', () => {
  it('sends chosen records by id and checkboxes only when checked', () => {
    const filtro = {
      cidade: { id: 10, nome: 'Campinas' },
      situacoes: [{ id: 3 }, { id: 4 }],
      grupos: [],
      email: ' maria@ ',
      papelPessoaFisica: true,
      papelPessoaJuridica: false,
      isOrigemCadastroPortalDoacao: null,
    };
    expect(corpoDoFiltro('ana', filtro, false)).toEqual({ q: 'ana', cidadeId: 10, situacoes: [3, 4], email: 'maria@', papelPessoaFisica: true });
    expect(corpoDoFiltro('', {}, true)).toEqual({ fornecedor: true });
  });

  it('leaves out what a hand-edited URL put in of the wrong type', () => {
    expect(corpoDoFiltro('', { cidade: 'x', situacoes: 'y', cpf: 123, papelPessoaFisica: 'true', outro: 1 }, false)).toEqual({});
  });
});

describe('the route name and the mode', () => {
  it('names the route of a path; supplier mode for financeiro.fornecedor', () => {
    expect(nomeDaRota('/gestaopessoas/lista')).toBe('gestaopessoas.lista');
    expect(nomeDaRota('/financeiro/fornecedor')).toBe('financeiro.fornecedor');
    expect(nomeDaRota('/financeiro/fornecedor/7')).toBe('financeiro.fornecedor.editar');
    expect(nomeDaRota('/nao/existe')).toBeNull();
    expect(modoDaRota('financeiro.fornecedor').fornecedor).toBe(true);
    expect(modoDaRota('gestaopessoas.lista').fornecedor).toBe(false);
  });
});

describe('the name on a card', () => {
  it('keeps up to 30 characters and marks the cut', () => {
    expect(nomeTruncado('Ana')).toBe('Ana');
    expect(nomeTruncado('a'.repeat(30))).toBe('a'.repeat(30));
    expect(nomeTruncado(`${'a'.repeat(30)}b`)).toBe(`${'a'.repeat(30)}...`);
  });
});
