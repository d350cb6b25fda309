import { describe, expect, it } from 'vitest';
import { nomeDoRegistro, tituloDoFormulario } from '../../../src/client/engine/formulario/titulo.ts';
import type { FormularioResolvido } from '../../../src/shared/engine/tela-resolvida.ts';
import type { Model } from '../../../src/shared/engine/types.ts';

const formulario = (titulos: FormularioResolvido['titulos']): FormularioResolvido => ({
  secoes: [],
  abas: null,
  rotas: { novo: null, editar: null },
  titulos,
  valoresIniciais: {},
});

const CIDADE: Model = { $id: 'cidade', title: 'Cidade', type: 'object', 'x-exibicao': ['nome', 'estado.uf'], properties: {} };

describe('the heading of an engine form', () => {
  it.each<[string, FormularioResolvido['titulos'], string | null, string]>([
    ['a new record, by default the screen', { novo: null, edicao: null }, null, 'Pessoas'],
    ["a new record, the descriptor's", { novo: 'Nova pessoa', edicao: null }, null, 'Nova pessoa'],
    ['a record, by default its name', { novo: 'Nova pessoa', edicao: null }, 'Maria da Silva', 'Maria da Silva'],
    ["a record, the descriptor's with its name", { novo: null, edicao: 'Fornecedor: {registro}' }, 'Acme Ltda', 'Fornecedor: Acme Ltda'],
    ['a record without a name yet, the screen', { novo: null, edicao: 'Fornecedor: {registro}' }, '', 'Pessoas'],
  ])('%s', (_caso, titulos, registro, esperado) => {
    expect(tituloDoFormulario(formulario(titulos), 'Pessoas', registro)).toBe(esperado);
  });

  it("names a record by its model's x-exibicao, leaving out the empty parts", () => {
    expect(nomeDoRegistro(CIDADE, { nome: 'Recife', estado: { uf: 'PE' } })).toBe('Recife - PE');
    expect(nomeDoRegistro(CIDADE, { nome: 'Recife', estado: null })).toBe('Recife');
    expect(nomeDoRegistro(CIDADE, { nome: '  ' })).toBe('');
  });
});
