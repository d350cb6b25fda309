import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import { validarModelo } from '../../../src/shared/engine/validar-modelo.ts';
import { FICHA, SETOR, UNIDADE } from './fixtures.ts';

const PASTA = new URL('../../../schemas/', import.meta.url);
const MODELOS_DO_PROJETO = readdirSync(PASTA).filter((arquivo) => arquivo.endsWith('.json'));

const modelo = (mudanca: Record<string, unknown>): unknown => ({ $id: 'teste', title: 'Teste', type: 'object', properties: {}, ...mudanca });
const comPropriedade = (propriedade: unknown): unknown => modelo({ properties: { campo: propriedade } });

const CALCULADO = {
  parcelas: { type: 'array', items: { type: 'object', properties: { valor: { type: 'number' }, nota: { type: 'string' } } } },
  filhos: { type: 'array' },
  pago: { type: 'number' },
  total: { type: 'number', 'x-calculo': { soma: 'parcelas.valor' } },
  inicio: { type: 'string', format: 'date' },
  meses: { type: 'integer' },
  nome: { type: 'string' },
};
const comCalculo = (propriedades: Record<string, unknown>): unknown => modelo({ properties: { ...CALCULADO, ...propriedades } });

describe('validarModelo: computed fields (x-calculo)', () => {
  it('accepts a sum, a difference of a computed field, a date plus months and a sum over children described elsewhere', () => {
    expect(
      validarModelo(
        comCalculo({
          saldo: { type: 'number', 'x-calculo': { diferenca: ['total', 'pago'] } },
          fim: { type: 'string', format: 'date', 'x-calculo': { dataMaisMeses: ['inicio', 'meses'] } },
          dosFilhos: { type: 'number', 'x-calculo': { soma: 'filhos.valor' } },
        }),
      ),
    ).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Problema[]]>([
    ['two computations at once', { x: { type: 'number', 'x-calculo': { soma: 'parcelas.valor', diferenca: ['pago', 'pago'] } } }, [{ caminho: '/properties/x/x-calculo', mensagem: 'Aceita no máximo 1 propriedade(s).' }]],
    ['an unknown computation', { x: { type: 'number', 'x-calculo': { media: 'parcelas.valor' } } }, [{ caminho: '/properties/x/x-calculo/media', mensagem: "Propriedade desconhecida: 'media'." }]],
    ['a difference of three', { x: { type: 'number', 'x-calculo': { diferenca: ['pago', 'pago', 'pago'] } } }, [{ caminho: '/properties/x/x-calculo/diferenca', mensagem: 'Aceita no máximo 2 item(ns).' }]],
    ['a sum not over a list', { x: { type: 'number', 'x-calculo': { soma: 'pago' } } }, [{ caminho: '/properties/x/x-calculo/soma', mensagem: "'pago' não é um número dos itens de uma lista do modelo." }]],
    ['a sum of text', { x: { type: 'number', 'x-calculo': { soma: 'parcelas.nota' } } }, [{ caminho: '/properties/x/x-calculo/soma', mensagem: "'parcelas.nota' não é um número dos itens de uma lista do modelo." }]],
    ['a sum of an unknown field', { x: { type: 'number', 'x-calculo': { soma: 'parcela.valor' } } }, [{ caminho: '/properties/x/x-calculo/soma', mensagem: "'parcela.valor' não é um número dos itens de uma lista do modelo." }]],
    ['a sum stored as text', { x: { type: 'string', 'x-calculo': { soma: 'parcelas.valor' } } }, [{ caminho: '/properties/x/x-calculo', mensagem: 'soma e diferenca dão um número: a propriedade deve ser number.' }]],
    [
      'a difference of text and of a missing field',
      { x: { type: 'number', 'x-calculo': { diferenca: ['nome', 'juros'] } } },
      [
        { caminho: '/properties/x/x-calculo/diferenca/0', mensagem: "'nome' não é um campo numérico do modelo." },
        { caminho: '/properties/x/x-calculo/diferenca/1', mensagem: "'juros' não é um campo numérico do modelo." },
      ],
    ],
    [
      'months added to a number, stored as a number',
      { x: { type: 'number', 'x-calculo': { dataMaisMeses: ['meses', 'inicio'] } } },
      [
        { caminho: '/properties/x/x-calculo', mensagem: "dataMaisMeses dá uma data: a propriedade deve ser string com format 'date'." },
        { caminho: '/properties/x/x-calculo/dataMaisMeses/0', mensagem: "'meses' não é um campo com format 'date' do modelo." },
        { caminho: '/properties/x/x-calculo/dataMaisMeses/1', mensagem: "'inicio' não é um campo numérico do modelo." },
      ],
    ],
    ['a computed field marked readOnly', { x: { type: 'number', readOnly: true, 'x-calculo': { diferenca: ['pago', 'total'] } } }, [{ caminho: '/properties/x/x-calculo', mensagem: 'Um campo calculado é gravado pelo servidor: tire o readOnly (o formulário já o mostra sem edição).' }]],
    ['a value only of the opened record that is written', { x: { type: 'array', 'x-soNoRegistro': true, items: { type: 'object', properties: { y: { type: 'string' } } } } }, [{ caminho: '/properties/x/x-soNoRegistro', mensagem: 'x-soNoRegistro só vale numa propriedade readOnly do modelo (não dentro de objetos, listas ou $defs).' }]],
    [
      'a computation inside an object',
      { x: { type: 'object', properties: { y: { type: 'number', 'x-calculo': { diferenca: ['pago', 'total'] } } } } },
      [{ caminho: '/properties/x/properties/y/x-calculo', mensagem: 'x-calculo só vale nas propriedades do modelo, não dentro de objetos, listas ou $defs.' }],
    ],
    [
      'computed fields in a cycle',
      { a: { type: 'number', 'x-calculo': { diferenca: ['b', 'pago'] } }, b: { type: 'number', 'x-calculo': { diferenca: ['a', 'pago'] } } },
      [
        { caminho: '/properties/a/x-calculo', mensagem: 'Campos calculados em ciclo: a → b → a.' },
        { caminho: '/properties/b/x-calculo', mensagem: 'Campos calculados em ciclo: b → a → b.' },
      ],
    ],
    ['a computed field reading itself', { a: { type: 'number', 'x-calculo': { diferenca: ['a', 'pago'] } } }, [{ caminho: '/properties/a/x-calculo', mensagem: 'Campos calculados em ciclo: a → a.' }]],
  ])('%s', (_caso, propriedades, problemas) => {
    expect(validarModelo(comCalculo(propriedades))).toEqual(problemas);
  });
});

describe('validarModelo', () => {
  it.each(MODELOS_DO_PROJETO)('accepts schemas/%s', (arquivo) => {
    expect(validarModelo(JSON.parse(readFileSync(new URL(arquivo, PASTA), 'utf8')))).toEqual([]);
  });

  it.each([SETOR, UNIDADE, FICHA])('accepts the test model $title', (m) => {
    expect(validarModelo(m)).toEqual([]);
  });

  it("accepts a record's own time after another (x-posteriorA), a child table's list and a view", () => {
    const horas = { inicio: { type: 'string', format: 'hora' }, fim: { type: 'string', format: 'hora', 'x-posteriorA': 'inicio' } };
    expect(validarModelo(modelo({ properties: horas }))).toEqual([]);
    expect(validarModelo(comPropriedade({ type: 'array', title: 'Parcelas', 'x-filhos': { modelo: 'parcela', chave: 'titulo' } }))).toEqual([]);
    expect(validarModelo(modelo({ 'x-visao': 'vw_teste', 'x-unidade': true }))).toEqual([]);
  });

  it.each<[string, unknown, Problema[]]>([
    ['no $id', (() => { const { $id: _id, ...resto } = modelo({}) as Record<string, unknown>; return resto; })(), [{ caminho: '/$id', mensagem: 'Obrigatório e ausente.' }]],
    ['a root that is not an object type', modelo({ type: 'array' }), [{ caminho: '/type', mensagem: 'Deve ser "object".' }]],
    ['an unknown root keyword', modelo({ 'x-tabelas': 'setores' }), [{ caminho: '/x-tabelas', mensagem: "Propriedade desconhecida: 'x-tabelas'." }]],
    ['a bad property name', modelo({ properties: { 'data-inicio': { type: 'string' } } }), [{ caminho: '/properties/data-inicio', mensagem: "Nome de propriedade inválido: 'data-inicio'." }]],
    ['an unsupported keyword', comPropriedade({ type: 'string', pattern: '^a' }), [{ caminho: '/properties/campo/pattern', mensagem: "Propriedade desconhecida: 'pattern'." }]],
    [
      'an unknown format',
      comPropriedade({ type: 'string', format: 'uuid' }),
      [{ caminho: '/properties/campo/format', mensagem: 'Valor inválido; aceitos: cpf, cnpj, cpfOuCnpj, cep, rg, telefone, email, date, date-time, hora, fusoHorario, urlDeTiles, host, mes.' }],
    ],
    [
      'a $ref to another model',
      comPropriedade({ $ref: 'cidade.json' }),
      [{ caminho: '/properties/campo/$ref', mensagem: 'Formato inválido: esperado só local, como #/$defs/endereco; outro modelo se referencia com x-ref.' }],
    ],
    ['an unknown x-tipo', comPropriedade({ type: 'string', 'x-tipo': 'cnh' }), [{ caminho: '/properties/campo/x-tipo', mensagem: 'Valor inválido; aceitos: money, foto, anexos, cor, codigo.' }]],
    ['x-unidade not a boolean', modelo({ 'x-unidade': 'sim' }), [{ caminho: '/x-unidade', mensagem: 'Deve ser verdadeiro ou falso.' }]],
    ['a required name without a property', modelo({ required: ['nome'] }), [{ caminho: '/required/0', mensagem: "'nome' é obrigatório mas não está em properties." }]],
    [
      'a nested required name without a property',
      comPropriedade({ type: 'object', required: ['uf'], properties: { nome: { type: 'string' } } }),
      [{ caminho: '/properties/campo/required/0', mensagem: "'uf' é obrigatório mas não está em properties." }],
    ],
    ['a local $ref without a definition', comPropriedade({ $ref: '#/$defs/endereco' }), [{ caminho: '/properties/campo/$ref', mensagem: "Definição inexistente: '#/$defs/endereco'." }]],
    ['lengths the wrong way round', comPropriedade({ type: 'string', minLength: 5, maxLength: 2 }), [{ caminho: '/properties/campo/minLength', mensagem: 'minLength maior que maxLength.' }]],
    ['limits the wrong way round', comPropriedade({ type: 'number', minimum: 5, maximum: 2 }), [{ caminho: '/properties/campo/minimum', mensagem: 'minimum maior que maximum.' }]],
    ['a format on a number', comPropriedade({ type: 'integer', format: 'cpf' }), [{ caminho: '/properties/campo/format', mensagem: "format 'cpf' só vale para texto." }]],
    ['money that is not a number', comPropriedade({ type: 'string', 'x-tipo': 'money' }), [{ caminho: '/properties/campo/x-tipo', mensagem: "x-tipo 'money' só vale para number." }]],
    ['a code that is not an integer', comPropriedade({ type: 'number', 'x-tipo': 'codigo' }), [{ caminho: '/properties/campo/x-tipo', mensagem: "x-tipo 'codigo' só vale para integer." }]],
    ['a measure of a text', comPropriedade({ type: 'string', 'x-medida': 'minutos' }), [{ caminho: '/properties/campo/x-medida', mensagem: 'x-medida só vale para números.' }]],
    ['fixed decimals without decimals', comPropriedade({ type: 'number', 'x-casasFixas': true }), [{ caminho: '/properties/campo/x-casasFixas', mensagem: 'x-casasFixas pede x-casasDecimais: as casas que o número sempre mostra.' }]],
    ['a reference filter without a reference', comPropriedade({ type: 'integer', 'x-refFiltro': { tipo: 'ANALITICA' } }), [{ caminho: '/properties/campo/x-refFiltro', mensagem: 'x-refFiltro só vale com x-ref.' }]],
    [
      'a reference filter reading a field the record lacks',
      comPropriedade({ type: 'object', 'x-ref': 'projetoRubrica', 'x-refFiltro': { projeto: '$projeto' } }),
      [{ caminho: '/properties/campo/x-refFiltro', mensagem: "'$projeto' lê o campo 'projeto', que não está ao lado deste no modelo." }],
    ],
    [
      'decimals on an integer',
      comPropriedade({ type: 'integer', 'x-casasDecimais': 2 }),
      [{ caminho: '/properties/campo/x-casasDecimais', mensagem: 'x-casasDecimais só vale para um number que não é money (money tem sempre 2 casas).' }],
    ],
    [
      'decimals on money',
      comPropriedade({ type: 'number', 'x-tipo': 'money', 'x-casasDecimais': 4 }),
      [{ caminho: '/properties/campo/x-casasDecimais', mensagem: 'x-casasDecimais só vale para um number que não é money (money tem sempre 2 casas).' }],
    ],
    ['more decimals than a number keeps', comPropriedade({ type: 'number', 'x-casasDecimais': 7 }), [{ caminho: '/properties/campo/x-casasDecimais', mensagem: 'Deve ser menor ou igual a 6.' }]],
    [
      'a label for a value the enum lacks',
      comPropriedade({ type: 'string', enum: ['A'], 'x-opcoes': { A: 'Ativo', B: 'Baixado' } }),
      [{ caminho: '/properties/campo/x-opcoes/B', mensagem: "'B' não está no enum." }],
    ],
    [
      'a problem inside list items',
      comPropriedade({ type: 'array', items: { type: 'string', minLength: 3, maxLength: 1 } }),
      [{ caminho: '/properties/campo/items/minLength', mensagem: 'minLength maior que maxLength.' }],
    ],
    ['a display field not in the model', modelo({ 'x-exibicao': ['nome'] }), [{ caminho: '/x-exibicao/0', mensagem: "Campo 'nome' não existe no modelo." }]],
    [
      'x-posteriorA inside a nested object',
      comPropriedade({ type: 'object', properties: { inicio: { type: 'string', format: 'hora' }, fim: { type: 'string', format: 'hora', 'x-posteriorA': 'inicio' } } }),
      [{ caminho: '/properties/campo/properties/fim/x-posteriorA', mensagem: 'x-posteriorA só vale nas propriedades do registro ou dos itens de uma lista.' }],
    ],
    [
      'x-posteriorA naming a sibling of the record that is not a time',
      modelo({ properties: { inicio: { type: 'string' }, fim: { type: 'string', format: 'hora', 'x-posteriorA': 'inicio' } } }),
      [{ caminho: '/properties/fim/x-posteriorA', mensagem: "'inicio' não é uma propriedade com format 'hora' do mesmo registro ou item." }],
    ],
    ['x-filhos on a value that is not a list', comPropriedade({ type: 'object', 'x-filhos': { modelo: 'parcela', chave: 'titulo' } }), [{ caminho: '/properties/campo/x-filhos', mensagem: 'x-filhos só vale numa lista (type array).' }]],
    [
      'x-filhos with items of its own',
      comPropriedade({ type: 'array', items: { type: 'object' }, 'x-filhos': { modelo: 'parcela', chave: 'titulo' } }),
      [{ caminho: '/properties/campo/items', mensagem: 'Uma lista com x-filhos não declara items: os itens são os campos do modelo filho.' }],
    ],
    [
      'x-filhos inside a list item',
      comPropriedade({ type: 'array', items: { type: 'object', properties: { sub: { type: 'array', 'x-filhos': { modelo: 'parcela', chave: 'titulo' } } } } }),
      [{ caminho: '/properties/campo/items/properties/sub/x-filhos', mensagem: 'x-filhos só vale numa propriedade do próprio registro.' }],
    ],
    ['x-filhos without its key', comPropriedade({ type: 'array', 'x-filhos': { modelo: 'parcela' } }), [{ caminho: '/properties/campo/x-filhos/chave', mensagem: 'Obrigatório e ausente.' }]],
    ['x-visao with x-tabela', modelo({ 'x-visao': 'vw_teste', 'x-tabela': 'teste' }), [{ caminho: '/x-visao', mensagem: 'x-visao e x-tabela não andam juntas: a visão é a origem dos registros.' }]],
    [
      'x-visao with child rows',
      modelo({ 'x-visao': 'vw_teste', properties: { linhas: { type: 'array', 'x-filhos': { modelo: 'linha', chave: 'teste' } } } }),
      [{ caminho: '/properties/linhas/x-filhos', mensagem: 'Um modelo de visão (x-visao) não grava linhas filhas.' }],
    ],
    ['a view name that is no SQL name', modelo({ 'x-visao': 'vw-teste' }), [{ caminho: '/x-visao', mensagem: 'Formato inválido: esperado um nome SQL em minúsculas, como vw_intervalo_historico.' }]],
    [
      'x-posteriorA on a value that is not a time',
      comPropriedade({ type: 'array', items: { type: 'object', properties: { inicio: { type: 'string', format: 'hora' }, fim: { type: 'string', 'x-posteriorA': 'inicio' } } } }),
      [{ caminho: '/properties/campo/items/properties/fim/x-posteriorA', mensagem: "x-posteriorA só vale numa propriedade com format 'hora'." }],
    ],
    [
      'x-posteriorA naming a sibling that is not a time',
      comPropriedade({ type: 'array', items: { type: 'object', properties: { inicio: { type: 'string' }, fim: { type: 'string', format: 'hora', 'x-posteriorA': 'inicio' } } } }),
      [{ caminho: '/properties/campo/items/properties/fim/x-posteriorA', mensagem: "'inicio' não é uma propriedade com format 'hora' do mesmo registro ou item." }],
    ],
  ])('reports %s', (_caso, json, problemas) => {
    expect(validarModelo(json)).toEqual(problemas);
  });
});
