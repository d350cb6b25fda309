import { describe, expect, it } from 'vitest';
import type { Problema } from '../../../src/shared/engine/problema.ts';
import type { Descriptor, Model } from '../../../src/shared/engine/types.ts';
import { validarDescritor } from '../../../src/shared/engine/validar-descritor.ts';
import { FICHA, MODELOS, TAGS } from './fixtures.ts';

// The descriptor checks of issue 15's lists: resumos, period and range filters, and the
// screens over a read-only view.

const VISAO: Model = { ...FICHA, $id: 'fichaResumida', 'x-visao': 'vw_ficha' };
const modelos = { ...MODELOS, fichaResumida: VISAO };
const validar = (descritor: unknown): Problema[] => validarDescritor(JSON.parse(JSON.stringify(descritor)), modelos, TAGS);

const lista = (mudanca: Record<string, unknown> = {}): Descriptor =>
  ({
    rota: { name: 'teste.fichas', path: '/teste/fichas' },
    titulo: 'Fichas',
    recurso: '/api/fichas',
    modelo: 'ficha',
    tags: { visualizar: 'configuracoes.setor.visualizar' },
    lista: { colunas: ['apelido'] },
    ...mudanca,
  }) as Descriptor;

const comResumos = (...resumos: unknown[]) => lista({ lista: { colunas: ['apelido'], resumos } });
const comFiltro = (...campos: unknown[]) => lista({ filtro: { campos } });

describe('lista.resumos', () => {
  it('accepts sums of numbers, counts, and either under a condition', () => {
    expect(
      validar(
        comResumos(
          { nome: 'total', rotulo: 'Total', soma: 'valor' },
          { nome: 'anos', soma: 'idade' },
          { nome: 'quantidade', contagem: true },
          { nome: 'ativas', contagem: true, se: { field: 'situacao', op: 'eq', value: 'ATIVA' } },
        ),
      ),
    ).toEqual([]);
  });

  it.each<[string, unknown, Problema[]]>([
    ['neither a sum nor a count', { nome: 'x' }, [{ caminho: '/lista/resumos/0', mensagem: 'Informe pelo menos um de: soma, contagem.' }]],
    ['both a sum and a count', { nome: 'x', soma: 'valor', contagem: true }, [{ caminho: '/lista/resumos/0/contagem', mensagem: 'Não é permitido aqui.' }]],
    ['a count that is not true', { nome: 'x', contagem: false }, [{ caminho: '/lista/resumos/0/contagem', mensagem: 'Deve ser true.' }]],
    ['a name that is no identifier', { nome: 'total geral', contagem: true }, [{ caminho: '/lista/resumos/0/nome', mensagem: 'Formato inválido: esperado um identificador, como dadosGerais.' }]],
    ['a sum of text', { nome: 'x', soma: 'apelido' }, [{ caminho: '/lista/resumos/0/soma', mensagem: "'apelido' não é um campo number ou integer: não se soma." }]],
    ['a sum of a field the model lacks', { nome: 'x', soma: 'saldo' }, [{ caminho: '/lista/resumos/0/soma', mensagem: "Campo 'saldo' não existe no modelo 'ficha'." }]],
    ['a condition on a field the model lacks', { nome: 'x', contagem: true, se: { field: 'pago', op: 'eq', value: true } }, [{ caminho: '/lista/resumos/0/se/field', mensagem: "Campo 'pago' não existe no modelo 'ficha'." }]],
  ])('refuses %s', (_caso, resumo, problemas) => {
    expect(validar(comResumos(resumo))).toEqual(problemas);
  });

  it('refuses a name twice', () => {
    expect(validar(comResumos({ nome: 'total', soma: 'valor' }, { nome: 'total', contagem: true }))).toEqual([
      { caminho: '/lista/resumos/1/nome', mensagem: "Resumo 'total' repetido; já está em /lista/resumos/0." },
    ]);
  });
});

describe('period and range filters', () => {
  it('accepts a period of a date or date-time, a range of a date, money or a number, and a period parameter', () => {
    expect(
      validar(
        comFiltro(
          { campo: 'nascimento', widget: 'periodo' },
          { campo: 'criadoEm', parametro: 'criacao', widget: 'periodo' },
          { campo: 'valor', widget: 'intervalo' },
          { campo: 'idade', parametro: 'faixaEtaria', widget: 'intervalo' },
          { campo: 'nascimento', parametro: 'nascidoEntre', widget: 'intervalo' },
          { parametro: 'competencia', titulo: 'Competência', widget: 'periodo' },
        ),
      ),
    ).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['a period of a number', { campo: 'idade', widget: 'periodo' }, "O filtro periodo precisa de um campo de data (format date ou date-time); 'idade' não é."],
    ['a range of text', { campo: 'apelido', widget: 'intervalo' }, "O filtro intervalo precisa de um campo number, integer ou de data; 'apelido' não é."],
    ['a range without a field', { parametro: 'faixa', titulo: 'Faixa', widget: 'intervalo' }, 'O filtro intervalo precisa de um campo do modelo (number, integer ou data).'],
    ['a period of several values', { campo: 'nascimento', widget: 'periodo', multiplo: true }, 'O filtro periodo escolhe uma faixa, não vários valores: tire multiplo.'],
  ])('refuses %s', (_caso, campo, mensagem) => {
    expect(validar(comFiltro(campo))).toEqual([{ caminho: '/filtro/campos/0', mensagem }]);
  });
});

describe('a screen over a view (x-visao)', () => {
  it('lists, filters and sums', () => {
    expect(validar(lista({ modelo: 'fichaResumida', lista: { colunas: ['apelido'], resumos: [{ nome: 'total', soma: 'valor' }] } }))).toEqual([]);
  });

  it('offers no new record and no action that writes', () => {
    const escrita = lista({
      modelo: 'fichaResumida',
      tags: { visualizar: 'configuracoes.setor.visualizar', editar: 'configuracoes.setor.editar', excluir: 'configuracoes.setor.excluir' },
      formulario: { secoes: [{ nome: 'dados', campos: ['apelido'] }] },
    });
    const mensagem = "O modelo 'fichaResumida' é uma visão (x-visao), só de leitura";
    expect(validar(escrita)).toEqual([
      { caminho: '/formulario/semInclusao', mensagem: `${mensagem}: o formulário só abre um registro para ler (semInclusao: true).` },
      { caminho: '/tags/editar', mensagem: `${mensagem}: a tela não oferece editar.` },
      { caminho: '/tags/excluir', mensagem: `${mensagem}: a tela não oferece excluir.` },
    ]);
  });

  it('opens a record to read in a form without a new one (semInclusao)', () => {
    const leitura = lista({ modelo: 'fichaResumida', formulario: { semInclusao: true, secoes: [{ nome: 'dados', campos: ['apelido'] }] } });
    expect(validar(leitura)).toEqual([]);
  });
});

describe('a value only of the opened record (x-soNoRegistro)', () => {
  it('is no column of the list', () => {
    const comItens: Model = { ...VISAO, $id: 'fichaComItens', properties: { ...VISAO.properties, itens: { type: 'array', readOnly: true, 'x-soNoRegistro': true, items: { type: 'object', properties: {} } } } };
    const descritor = lista({ modelo: 'fichaComItens', lista: { colunas: ['apelido', 'itens'] } });
    expect(validarDescritor(JSON.parse(JSON.stringify(descritor)), { ...modelos, fichaComItens: comItens }, TAGS)).toEqual([
      { caminho: '/lista/colunas/1', mensagem: "'itens' vem só com o registro aberto (x-soNoRegistro), não numa coluna da lista." },
    ]);
  });
});

describe('lista.todasAsUnidades', () => {
  const daUnidade: Model = { ...FICHA, $id: 'fichaDaUnidade', 'x-unidade': true };
  const validarTodas = (modelo: string, coluna = 'apelido') =>
    validarDescritor(JSON.parse(JSON.stringify(lista({ modelo, lista: { colunas: [coluna], todasAsUnidades: true } }))), { ...modelos, fichaDaUnidade: daUnidade }, TAGS);

  it('is for a per-unit model (x-unidade) without a field of its own named unidade', () => {
    expect(validarTodas('fichaDaUnidade')).toEqual([]);
    expect(validarTodas('ficha')).toEqual([
      { caminho: '/lista/todasAsUnidades', mensagem: "O modelo 'ficha' não é por unidade (x-unidade): a lista já mostra todos os registros." },
    ]);
    expect(validarTodas('setor', 'nome')).toEqual([
      { caminho: '/lista/todasAsUnidades', mensagem: "O modelo 'setor' já tem um campo 'unidade', o nome da coluna Unidade da lista de todas as unidades." },
    ]);
  });
});

describe('tags.criar', () => {
  const comCriar = (mudanca: Record<string, unknown>) => lista({ tags: { visualizar: 'configuracoes.setor.visualizar', criar: 'configuracoes.setor.editar' }, ...mudanca });

  it('is refused on a view and on a settings screen, which create nothing', () => {
    expect(validar(comCriar({ modelo: 'fichaResumida' }))).toEqual([
      { caminho: '/tags/criar', mensagem: "O modelo 'fichaResumida' é uma visão (x-visao), só de leitura: a tela não oferece criar." },
    ]);
    const configuracao = comCriar({ configuracao: true, lista: undefined, formulario: { secoes: [{ nome: 'dados', campos: ['apelido'] }] } });
    expect(validar(configuracao)).toContainEqual({ caminho: '/tags/criar', mensagem: 'Uma tela de configuração não inclui registros: é um registro só.' });
  });
});
