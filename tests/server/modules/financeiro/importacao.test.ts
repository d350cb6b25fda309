import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import type { LinhaDoResultado } from '../../../../src/shared/api/importacao.ts';
import { idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { csv, importacaoEm } from '../../resources/importacao/ajudantes.ts';

// The finance configuration's imports, each by its descriptor's line: cost centres and categories
// by their unique code, financial groups by description, accounts by bank, branch and number or by
// description in the unit. A row is judged by the form's rules and by its model's validar hook
// (the chart's tree rules), so a category under an analytic parent is a rejected row, not a record.

let t: AppDeTeste;
let admin: string;
let operador: string;

const importacao = (recurso: string) => importacaoEm(t, `/api/financeiro/${recurso}/importacao`);
const rotulados = (linhas: readonly LinhaDoResultado[]) => Object.fromEntries(linhas.map((l) => [l.linha, (l.mensagens ?? []).map((m) => `${m.rotulo ?? m.campo}: ${m.mensagem}`)]));

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  operador = await t.entrar('operador');
});
afterAll(() => t.fechar());

describe('the cost centres import', () => {
  it('creates the new codes, ignores a code already registered and rejects a row the form refuses', async () => {
    const arquivo = csv([
      ['Código', 'Descrição', 'Tipo'],
      ['07', 'Projeto Música na Escola', 'Projeto'],
      ['08', 'Programa Moradia', 'PROGRAMA'],
      ['01', 'Administração repetida', 'Administração'],
      ['09', 'Sem tipo conhecido', 'Evento'],
    ]);
    const fim = await importacao('centroscusto').importar(admin, arquivo, undefined, true);
    expect(fim.contagens).toEqual({ lidas: 4, incluidas: 2, ignoradas: 1, rejeitadas: 1, pendentes: 0 });
    expect(fim.tarefa).toMatchObject({ titulo: 'Importação de centros de custo', mensagem: '2 centros de custo incluídos, 1 ignorado (já cadastrado), 1 linha rejeitada.' });
    const criados = await t.db.selectFrom('centro_custo').select(['codigo', 'descricao', 'tipo', 'ativo']).where('codigo', 'in', ['07', '08', '09']).orderBy('codigo').execute();
    expect(criados).toEqual([
      { codigo: '07', descricao: 'Projeto Música na Escola', tipo: 'PROJETO', ativo: true },
      { codigo: '08', descricao: 'Programa Moradia', tipo: 'PROGRAMA', ativo: true },
    ]);
    expect(rotulados(await importacao('centroscusto').linhas(admin, fim.id, 'rejeitada'))).toEqual({ 5: ['Tipo: Valor inválido.'] });
    expect(rotulados(await importacao('centroscusto').linhas(admin, fim.id, 'ignorada'))).toEqual({ 4: ['Código: Já existe um registro com este valor.'] });
  });
});

describe('the categories import', () => {
  it('judges each row by the chart’s tree rules: a wrong parent is a rejected row with the rule’s message', async () => {
    const arquivo = csv([
      ['Código', 'Descrição', 'Categoria superior', 'Natureza', 'Tipo'],
      ['1.1.04', 'Doações de campanhas online', '1.1', 'Receita', 'Analítica'],
      ['1.1.01', 'Doações de pessoas físicas', '1.1', 'Receita', 'Analítica'],
      ['1.1.01.01', 'Sob uma analítica', '1.1.01', 'Receita', 'Analítica'],
      ['2.9', 'Código de outro ramo', '1.1', 'Receita', 'Analítica'],
      ['1.1.06', 'Natureza trocada', '1.1', 'Despesa', 'Analítica'],
      ['1.1.07', 'Superior inexistente', '9.9', 'Receita', 'Analítica'],
    ]);
    const enviado = await importacao('categorias').enviarBem(admin, arquivo);
    expect(enviado.mapeamentoSugerido).toMatchObject({ codigo: 0, descricao: 1, pai: 2, natureza: 3, tipo: 4 });
    const vista = await importacao('categorias').previa(admin, enviado.id, enviado.mapeamentoSugerido);
    expect(vista).toMatchObject({ total: 6, validas: 2, invalidas: 4, ignoradas: 1 });

    await importacao('categorias').iniciar(admin, enviado.id, enviado.mapeamentoSugerido, true);
    const fim = await importacao('categorias').esperarFim(admin, enviado.id);
    expect(fim.contagens).toEqual({ lidas: 6, incluidas: 1, ignoradas: 1, rejeitadas: 4, pendentes: 0 });
    expect(fim.tarefa?.mensagem).toBe('1 categoria financeira incluída, 1 ignorada (já cadastrada), 4 linhas rejeitadas.');
    expect(rotulados(await importacao('categorias').linhas(admin, enviado.id, 'rejeitada'))).toEqual({
      4: ['Categoria superior: A categoria superior deve ser sintética.'],
      5: ['Código: Use o código da categoria superior seguido de um número, como 1.1.01.'],
      6: ['Natureza: A natureza deve ser a mesma da categoria superior.'],
      7: ['Categoria superior: Nenhum cadastro com este nome.'],
    });
    const codigos = await t.db.selectFrom('categoria').select('codigo').where('codigo', 'in', ['1.1.04', '1.1.01.01', '2.9', '1.1.06', '1.1.07']).execute();
    expect(codigos).toEqual([{ codigo: '1.1.04' }]);
  });
});

describe('the ledger chart import', () => {
  it('judges each row by the chart’s rules (code hierarchy, analytic and synthetic): a bad row is rejected with the rule’s message, the good ones saved', async () => {
    const arquivo = csv([
      ['Código', 'Descrição', 'Conta superior', 'Grupo', 'Natureza', 'Tipo'],
      ['4.1.90', 'Receitas de bazares', '4.1', 'Receita', 'Credora', 'Analítica'],
      ['4.1.91', 'Fora do ramo', '4.2', 'Receita', 'Credora', 'Analítica'],
      ['4.1.92', 'Grupo trocado', '4.1', 'Despesa', 'Credora', 'Analítica'],
      ['4.1.01.01', 'Sob uma analítica', '4.1.01', 'Receita', 'Credora', 'Analítica'],
    ]);
    const enviado = await importacao('contabilidade/contas').enviarBem(admin, arquivo);
    expect(enviado.mapeamentoSugerido).toMatchObject({ codigo: 0, descricao: 1, pai: 2, grupo: 3, natureza: 4, tipo: 5 });
    await importacao('contabilidade/contas').iniciar(admin, enviado.id, enviado.mapeamentoSugerido, true);
    const fim = await importacao('contabilidade/contas').esperarFim(admin, enviado.id);
    expect(fim.contagens).toEqual({ lidas: 4, incluidas: 1, ignoradas: 0, rejeitadas: 3, pendentes: 0 });
    expect(rotulados(await importacao('contabilidade/contas').linhas(admin, enviado.id, 'rejeitada'))).toEqual({
      3: ['Código: A conta 4.1.91 fica abaixo da conta 4.1.'],
      4: ['Código: A conta 4.1.92 deve ser do mesmo grupo da conta superior 4.1.'],
      5: ['Conta superior: A conta superior 4.1.01 da conta 4.1.01.01 deve ser sintética.'],
    });
    const salvas = await sql<{ codigo: string; nivel: number; tipo: string }>`SELECT codigo, nivel, tipo FROM conta_contabil WHERE codigo IN ('4.1.90', '4.1.91', '4.1.92', '4.1.01.01')`.execute(t.db);
    expect(salvas.rows).toEqual([{ codigo: '4.1.90', nivel: 3, tipo: 'ANALITICA' }]);
  });
});

describe('the financial groups and accounts imports', () => {
  it('imports financial groups by description', async () => {
    const fim = await importacao('gruposfinanceiros').importar(admin, csv([['Descrição', 'Natureza', 'Ordem'], ['Receitas de eventos', 'Receita', '12']]));
    expect(fim.contagens).toMatchObject({ incluidas: 1, rejeitadas: 0 });
    expect(await t.db.selectFrom('grupo_financeiro').select(['natureza', 'ordem']).where('descricao', '=', 'Receitas de eventos').execute()).toEqual([{ natureza: 'RECEITA', ordem: 12 }]);
  });

  it("imports accounts into the session's unit: a bank account already there by its number, a cash box by its description", async () => {
    const arquivo = csv([
      ['Descrição', 'Tipo', 'Banco', 'Agência', 'Número da conta', 'Saldo inicial', 'Data do saldo inicial'],
      ['Caixa do bazar', 'Caixa', '', '', '', '150,00', '01/01/2026'],
      ['BB conta antiga', 'Conta corrente', '001', '1234-5', '56789-0', '0', '01/01/2026'],
      ['caixa do bazar', 'Caixa', '', '', '', '0', '01/01/2026'],
    ]);
    const fim = await importacao('contas').importar(admin, arquivo);
    expect(fim.contagens).toEqual({ lidas: 3, incluidas: 1, ignoradas: 2, rejeitadas: 0, pendentes: 0 });
    expect(fim.tarefa?.mensagem).toBe('1 conta incluída, 2 ignoradas (já cadastradas), 0 linhas rejeitadas.');
    const bazar = await t.db.selectFrom('conta').select(['unidade_id', 'tipo', 'saldo_inicial']).where('descricao', '=', 'Caixa do bazar').execute();
    expect(bazar).toEqual([{ unidade_id: await idDaUnidade(t.db, 'Sede'), tipo: 'CAIXA', saldo_inicial: '150.00' }]);
  });

  it('is closed to who lacks the import’s tag', async () => {
    const r = await importacao('categorias').enviar(operador, csv([['Código'], ['3']]));
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });
});
