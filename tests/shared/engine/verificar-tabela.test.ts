import { describe, expect, it } from 'vitest';
import { itensIniciais, listasDoRegistro, valoresIniciaisDaAcao } from '../../../src/shared/engine/formulario-da-acao.ts';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import type { FormularioDaAcaoDescrito, ItensIniciais, Model } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { validateRecord } from '../../../src/shared/validation/index.ts';
import { regrasDaPropriedade } from '../../../src/shared/engine/regras-do-campo.ts';
import { MODELOS, SETORES, TAGS } from './fixtures.ts';

// A list drawn as a table (widget tabela, its totals and caption) and an action form's list
// filled from a list of the record (valoresIniciais {de, itens, se}): what the check refuses, and
// the items the dialog opens with.

const COMPRA: Model = {
  $id: 'compra',
  title: 'Compra',
  type: 'object',
  properties: {
    id: { type: 'integer', readOnly: true },
    nome: { type: 'string', title: 'Nome' },
    itens: {
      type: 'array',
      title: 'Itens',
      items: { type: 'object', properties: { id: { type: 'integer', readOnly: true }, quantidade: { type: 'number', title: 'Quantidade' }, recebida: { type: 'number', title: 'Recebida' } } },
    },
    cronograma: {
      type: 'array',
      title: 'Cronograma',
      items: { type: 'object', properties: { competencia: { type: 'string', title: 'Competência', format: 'mes', readOnly: true }, valor: { type: 'number', title: 'Quota', 'x-tipo': 'money' } } },
    },
  },
};

const RECEBIMENTO: Model = {
  $id: 'recebimento',
  title: 'Recebimento',
  type: 'object',
  properties: {
    data: { type: 'string', title: 'Data', format: 'date' },
    linhas: {
      type: 'array',
      title: 'Linhas',
      items: { type: 'object', properties: { linha: { type: 'integer', readOnly: true }, quantidade: { type: ['number', 'null'], title: 'Receber agora', minimum: 0 } } },
    },
  },
};

const MODELOS_DA_COMPRA = { ...MODELOS, compra: COMPRA, recebimento: RECEBIMENTO };
const validar = (descritor: unknown): Problema[] => validarDescritor(descritor, MODELOS_DA_COMPRA, TAGS);

const LINHAS: ItensIniciais = { de: 'itens', itens: { linha: 'id', quantidade: { diferenca: ['quantidade', 'recebida'] } }, se: { field: 'quantidade', op: 'gt', value: 0 } };

function compraCom(campos: unknown[], formulario: Partial<FormularioDaAcaoDescrito> = {}): unknown {
  const acao = { nome: 'receber', rotulo: 'Receber', tag: 'configuracoes.setor.editar', onde: ['formulario'], formulario: { modelo: 'recebimento', campos: ['data', { campo: 'linhas', widget: 'tabela' }], ...formulario } };
  return { ...structuredClone(SETORES), modelo: 'compra', lista: { colunas: ['nome'] }, filtro: undefined, formulario: { secoes: [{ nome: 'compra', campos }] }, acoes: [acao] };
}

describe('a list shown as a table', () => {
  it('is accepted on a list of objects, with numeric totals and a caption noun', () => {
    expect(validar(compraCom(['nome', { campo: 'cronograma', widget: 'tabela', tabela: { totais: ['valor'], legenda: ['quota', 'quotas'] } }], { valoresIniciais: { linhas: LINHAS } }))).toEqual([]);
  });

  it.each([
    ['on a field that is not a list', [{ campo: 'nome', widget: 'tabela' }], [{ caminho: '/formulario/secoes/0/campos/0/widget', mensagem: 'tabela precisa de um campo que seja uma lista de objetos.' }]],
    ['options without the widget', [{ campo: 'cronograma', tabela: { totais: ['valor'] } }], [{ caminho: '/formulario/secoes/0/campos/0/tabela', mensagem: "tabela só vale num campo com widget 'tabela'." }]],
    [
      'a total of a text or of nothing',
      [{ campo: 'cronograma', widget: 'tabela', tabela: { totais: ['competencia', 'juros'] } }],
      [
        { caminho: '/formulario/secoes/0/campos/0/tabela/totais/0', mensagem: "'competencia' não é um campo numérico dos itens da lista." },
        { caminho: '/formulario/secoes/0/campos/0/tabela/totais/1', mensagem: "'juros' não é um campo numérico dos itens da lista." },
      ],
    ],
    ['a caption with one noun', [{ campo: 'cronograma', widget: 'tabela', tabela: { legenda: ['quota'] } }], [{ caminho: '/formulario/secoes/0/campos/0/tabela/legenda', mensagem: 'Precisa de pelo menos 2 item(ns).' }]],
  ])('refuses %s', (_, campos, problemas) => {
    expect(validar(compraCom(campos))).toEqual(problemas);
  });
});

describe("an action form's list from a list of the record", () => {
  it.each<[string, ItensIniciais, Problema[]]>([
    ['a list the record lacks', { ...LINHAS, de: 'parcelas' }, [{ caminho: '/acoes/0/formulario/valoresIniciais/linhas/de', mensagem: "Campo 'parcelas' não existe no modelo 'compra'." }]],
    ['an item field the form lacks', { ...LINHAS, itens: { ...LINHAS.itens, preco: 'valor' } }, [{ caminho: '/acoes/0/formulario/valoresIniciais/linhas/itens/preco', mensagem: "'preco' não é um campo dos itens de 'linhas'." }]],
    [
      'a condition on a field it does not fill',
      { ...LINHAS, se: { field: 'recebida', op: 'gt', value: 0 } },
      [{ caminho: '/acoes/0/formulario/valoresIniciais/linhas/se/field', mensagem: "'recebida' não é um dos campos de itens: a condição lê o item já preenchido." }],
    ],
  ])('refuses %s', (_, origem, problemas) => {
    expect(validar(compraCom(['nome'], { valoresIniciais: { linhas: origem } }))).toEqual(problemas);
  });

  it('refuses items for a field that is not a list', () => {
    expect(validar(compraCom(['nome'], { valoresIniciais: { data: LINHAS } }))).toEqual([{ caminho: '/acoes/0/formulario/valoresIniciais/data', mensagem: "'data' não é uma lista de objetos: não recebe itens." }]);
  });

  it('opens with an item per row still missing, its quantity what is missing, exactly', () => {
    const registro = { itens: [{ id: 7, quantidade: 10, recebida: 8.5 }, { id: 8, quantidade: 5, recebida: 5 }, { id: 9, quantidade: 0.3, recebida: 0.1 }] };
    expect(itensIniciais(LINHAS, registro)).toEqual([{ linha: 7, quantidade: 1.5 }, { linha: 9, quantidade: 0.2 }]);
    expect(itensIniciais(LINHAS, { nome: 'Uma linha da lista' })).toEqual([]);
    const formulario: FormularioDaAcaoDescrito = { modelo: 'recebimento', campos: ['data', 'linhas'], valoresIniciais: { data: 'hoje', linhas: LINHAS } };
    expect(valoresIniciaisDaAcao(formulario, RECEBIMENTO, registro, '2026-11-27')).toEqual({ data: '2026-11-27', linhas: [{ linha: 7, quantidade: 1.5 }, { linha: 9, quantidade: 0.2 }] });
    expect(listasDoRegistro(formulario)).toEqual(['itens']);
  });

  it('judges a month as AAAA-MM', () => {
    const regras = { competencia: regrasDaPropriedade({ type: 'string', format: 'mes' }, false) };
    expect(validateRecord({ competencia: '2025-03' }, regras)).toEqual([]);
    expect(validateRecord({ competencia: '2025-13' }, regras)).toEqual([{ field: 'competencia', message: 'Mês inválido.' }]);
  });
});
