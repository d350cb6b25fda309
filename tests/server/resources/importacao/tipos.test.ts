import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carregarCatalogoDeTelas, CatalogoInvalido } from '../../../../src/server/resources/index.ts';
import { importacoesDoCatalogo } from '../../../../src/server/resources/importacao/index.ts';
import { auditoriaDe, criarAppComCatalogo, pastaDeTelas, type AppComCatalogo } from '../ajudantes.ts';
import { ARQUIVOS_DE_TESTE, TELA_LANCAMENTOS } from '../catalogo-de-teste.ts';
import { csv, importacaoEm } from './ajudantes.ts';

// The import of a model with every kind of cell (catalogo-de-teste.ts's lancamento), by its
// descriptor's line alone: money as Brazil writes it, whole numbers, a choice by its label, yes or
// no, dates, a field of an object, references found by name in the session's unit, and a key of two
// fields together.

const IMPORTAR = 'teste.lancamento.importar';
const COM_IMPORTACAO = {
  ...TELA_LANCAMENTOS,
  tags: { ...TELA_LANCAMENTOS.tags, importar: IMPORTAR },
  novasTags: [...TELA_LANCAMENTOS.novasTags, { tag: IMPORTAR, descricao: 'Teste: importar lancamento.', modulo: 'Testes' }],
  importacao: { chave: [['descricao', 'data']] },
};

let t: AppComCatalogo;
let sede: string;

const lancamentos = () => importacaoEm(t, '/api/teste/lancamentos/importacao');

beforeAll(async () => {
  const pasta = await pastaDeTelas({ ...ARQUIVOS_DE_TESTE, 'telas/teste/lancamentos.json': COM_IMPORTACAO });
  const catalogo = await carregarCatalogoDeTelas(pasta);
  await pasta.remover();
  t = await criarAppComCatalogo(catalogo);
  sede = await t.entrarNaUnidade('admin', 'Sede');
  const norte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  await t.chamar({ method: 'POST', url: '/api/teste/categorias', token: sede, payload: { descricao: 'Água e Luz' } });
  await t.chamar({ method: 'POST', url: '/api/teste/categorias', token: norte, payload: { descricao: 'Aluguel' } });
});
afterAll(() => t?.fechar());

describe('a model with every kind of cell', () => {
  const CABECALHO = ['Descrição', 'Valor', 'Data', 'Categoria', 'Setor', 'Situação', 'Quantidade', 'Nota'];

  it('reads each cell as the form would send it, and finds references by name in the unit', async () => {
    const enviado = await lancamentos().enviarBem(
      sede,
      csv([
        CABECALHO,
        ['Conta de luz', '1.234,56', '25/12/2025', 'agua e luz', 'financeiro', 'Pago', '3', 'pagar no débito'],
        ['Conta de luz', 'R$ 10,00', '26/12/2025', 'Água e Luz', '', 'aberto', '', ''],
        ['CONTA DE LUZ', '99', '25/12/2025', 'Água e Luz', '', '', '', ''],
        ['Aluguel', 'abc', '32/01/2025', 'Aluguel', 'Setor Que Não Há', 'Quitado', '2,5', ''],
        ['Sem valor', '0', '', 'Água e Luz', '', '', '', ''],
      ]),
    );
    expect(enviado.mapeamentoSugerido).toEqual({ descricao: 0, valor: 1, data: 2, categoria: 3, setor: 4, situacao: 5, quantidade: 6, 'detalhes.nota': 7 });
    const vista = await lancamentos().previa(sede, enviado.id, enviado.mapeamentoSugerido);
    expect(Object.fromEntries(vista.linhas.map((l) => [l.linha, [...l.erros.map((e) => `${e.campo}: ${e.mensagem}`).sort(), ...(l.aviso ? [l.aviso] : [])]]))).toEqual({
      2: [],
      3: [],
      4: ['Os valores de Descrição + Data repetem os da linha 2. A linha será ignorada.'],
      5: [
        'categoria: Nenhum cadastro com este nome.',
        'data: Data inválida.',
        'quantidade: Valor inválido.',
        'setor: Nenhum cadastro com este nome.',
        'situacao: Valor inválido.',
        'valor: Valor inválido.',
      ],
      // Without its date the row has no key.
      6: ['descricao: Informe Descrição + Data: a importação reconhece por essa chave o que já está cadastrado.', 'valor: O valor deve ser maior ou igual a 0,01.'],
    });

    await lancamentos().iniciar(sede, enviado.id, enviado.mapeamentoSugerido, true);
    const fim = await lancamentos().esperarFim(sede, enviado.id);
    expect(fim.contagens).toEqual({ lidas: 5, incluidas: 2, ignoradas: 1, rejeitadas: 2, pendentes: 0 });
    const { rows } = await sql<{ id: number; descricao: string; valor: string; data: string; situacao: string | null; quantidade: number | null; detalhes: unknown; categoria: string; setor: string | null }>`
      SELECT l.id, l.descricao, l.valor, l.data::text AS data, l.situacao, l.quantidade, l.detalhes, c.descricao AS categoria, s.nome AS setor
      FROM r_lancamento l JOIN r_categoria c ON c.id = l.categoria_id LEFT JOIN setor s ON s.id = l.setor_id ORDER BY l.id`.execute(t.db);
    expect(rows.map(({ id: _, ...r }) => r)).toEqual([
      { descricao: 'Conta de luz', valor: '1234.56', data: '2025-12-25', situacao: 'PAGO', quantidade: 3, detalhes: { nota: 'pagar no débito' }, categoria: 'Água e Luz', setor: 'Financeiro' },
      { descricao: 'Conta de luz', valor: '10', data: '2025-12-26', situacao: 'ABERTO', quantidade: null, detalhes: null, categoria: 'Água e Luz', setor: null },
    ]);
    expect((await auditoriaDe(t.db, 'lancamento', rows[0]?.id ?? 0))[0]).toMatchObject({ acao: 'criar' });
  });

  it('finds an existing record by the key of two fields, dates compared as stored', async () => {
    const fim = await lancamentos().importar(sede, csv([['Descrição', 'Data', 'Valor', 'Categoria'], [' conta  de LUZ', '2025-12-25', '5', 'Água e Luz'], ['Conta de luz', '27/12/2025', '5', 'Água e Luz']]));
    expect(fim.contagens).toMatchObject({ incluidas: 1, ignoradas: 1, rejeitadas: 0 });
    expect(fim.tarefa?.mensagem).toBe('1 lançamento incluído, 1 ignorado (já cadastrado), 0 linhas rejeitadas.');
  });
});

describe("a module's model", () => {
  it('with an import and no hook of its module stops the start, naming the file', async () => {
    const contato = {
      $id: 'contato',
      title: 'Contato',
      type: 'object',
      'x-modulo': true,
      'x-recurso': '/api/contatos',
      properties: { id: { type: 'integer', readOnly: true }, nome: { type: 'string', title: 'Nome' } },
    };
    const tela = {
      rota: { name: 'a.contatos', path: '/a/contatos' },
      titulo: 'Contatos',
      recurso: '/api/contatos',
      modelo: 'contato',
      tags: { visualizar: 'gestaopessoas.pessoa.visualizar', importar: 'gestaopessoas.pessoa.importar' },
      formulario: { secoes: [{ nome: 'dados', campos: ['nome'] }] },
      importacao: { chave: ['nome'] },
    };
    const pasta = await pastaDeTelas({ 'modelos/contato.json': contato, 'telas/a/contatos.json': tela });
    const catalogo = await carregarCatalogoDeTelas(pasta);
    await pasta.remover();
    expect(() => importacoesDoCatalogo(catalogo, { db: t.db })).toThrow(CatalogoInvalido);
    expect(() => importacoesDoCatalogo(catalogo, { db: t.db })).toThrow("/importacao — O modelo 'contato' é de um módulo do servidor (x-modulo), que não registrou o gancho importacao.");
  });
});
