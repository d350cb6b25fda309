import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITE_DA_IMPRESSAO } from '../../../src/shared/api/impressao.ts';
import type { TarefaResumo } from '../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../support/app.ts';
import { textoDoPdf } from '../../support/pdf.ts';
import { arquivoDaTarefa } from '../../security/planilhas.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../ajudantes.ts';

// A descriptor list's Imprimir (tags.imprimir), on the finance accounts: the job prints what the
// list's query selects (the session's unit, search, filter, sort), with the list's titles, money
// exact to the cent, and the summary bar's totals; a session without the tag or a query the list
// would refuse queues nothing.

const URL = '/api/financeiro/contas/imprimir';
const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';
const FILTRADA = `${URL}?q=${encodeURIComponent('Impressão')}&tipo=CAIXA&sort=descricao,desc`;

let t: AppDeTeste;
let admin: string;

async function conta(descricao: string, tipo: string, saldo: string, unidade: number): Promise<void> {
  await sql`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial) VALUES (${unidade}, ${descricao}, ${tipo}, ${saldo}::numeric, '2026-01-31')`.execute(t.db);
}

const impressoes = async (): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM tarefa WHERE tipo = 'impressao.financeiro.contas'`.execute(t.db)).rows[0]?.n ?? 0;

async function imprimir(url: string, corpo: object, token = admin): Promise<Buffer> {
  const r = await t.chamar({ method: 'POST', url, token, payload: corpo });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().message).toBe(SOLICITADO);
  const tarefa = r.json<{ content: TarefaResumo }>().content;
  expect(tarefa.titulo).toBe('Contas');
  return arquivoDaTarefa(t, token, tarefa);
}

async function linhasDa(conteudo: Buffer): Promise<{ valores: ExcelJS.CellValue[][]; folha: ExcelJS.Worksheet }> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(conteudo as unknown as ExcelJS.Buffer);
  const folha = livro.worksheets[0];
  if (folha === undefined) throw new Error('planilha vazia');
  const valores: ExcelJS.CellValue[][] = [];
  folha.eachRow({ includeEmpty: true }, (row, n) => (valores[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1)));
  return { valores: Array.from(valores, (l) => l ?? []), folha };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  const sede = await idDaUnidade(t.db, 'Sede');
  const norte = await idDaUnidade(t.db, 'Unidade Norte');
  await conta('Impressão Alfa', 'CAIXA', '1234567.89', sede);
  await conta('Impressão Gama', 'CAIXA', '0.10', sede);
  await conta('Impressão Beta', 'POUPANCA', '10.05', sede);
  await conta('Impressão Norte', 'CAIXA', '5.00', norte);
  await criarUsuario(t.db, { login: 'impressao.ver', unidadeIds: [sede], tags: ['financeiro.conta.visualizar'] });
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(() => t.fechar());

describe('POST {recurso}/imprimir', () => {
  it('prints as a spreadsheet the rows the list selects, in its order, with typed money and the totals of its summary bar', { timeout: 60_000 }, async () => {
    const { valores, folha } = await linhasDa(await imprimir(FILTRADA, { formato: 'XLSX', colunas: ['descricao', 'tipo', 'saldoInicial'] }));
    expect(valores.slice(0, 3)).toEqual([['Contas'], ['Unidade: Sede'], ['Filtros: Pesquisa: Impressão; Tipo: Caixa']]);
    const cabecalho = valores.findIndex((l) => l[0] === 'Descrição');
    expect(valores[cabecalho]).toEqual(['Descrição', 'Tipo', 'Saldo inicial']);
    expect(valores.slice(cabecalho + 1, cabecalho + 3)).toEqual([
      ['Impressão Gama', 'Caixa', 0.1],
      ['Impressão Alfa', 'Caixa', 1234567.89],
    ]);
    expect(valores[cabecalho + 3]).toEqual([]);
    expect(folha.getRow(cabecalho + 3).getCell(3).numFmt).toBe('#,##0.00');
    expect(valores.slice(cabecalho + 4)).toEqual([
      ['Quantidade', 2],
      ['Saldo inicial', 1234567.99],
    ]);
    const textos = valores.flat().map(String);
    expect(textos.some((v) => v.includes('Beta') || v.includes('Norte'))).toBe(false);
  });

  it('prints the same as a PDF, with the list’s columns and money written pt-BR to the cent', { timeout: 60_000 }, async () => {
    const texto = textoDoPdf(await imprimir(FILTRADA, { formato: 'PDF' }));
    expect(texto).toContain('Filtros: Pesquisa: Impressão; Tipo: Caixa');
    expect(texto).toContain('Banco');
    expect(texto).toContain('Impressão Alfa');
    expect(texto).toContain('1.234.567,89');
    expect(texto).toContain('0,10');
    expect(texto).toContain('1.234.567,99');
    expect(texto).not.toContain('Impressão Beta');
    expect(texto).not.toContain('Impressão Norte');
  });

  it('names no unit for an institution’s table, and writes its options by label and its rates with their own decimals', { timeout: 60_000 }, async () => {
    const r = await t.chamar({ method: 'POST', url: '/api/financeiro/impostos/imprimir?q=INSS', token: admin, payload: { formato: 'XLSX' } });
    expect(r.statusCode, r.body).toBe(200);
    const { valores, folha } = await linhasDa(await arquivoDaTarefa(t, admin, r.json<{ content: TarefaResumo }>().content));
    expect(valores.slice(0, 2)).toEqual([['Impostos'], ['Filtros: Pesquisa: INSS']]);
    const cabecalho = valores.findIndex((l) => l[0] === 'Sigla');
    expect(valores[cabecalho + 1]).toEqual(['INSS', 'INSS retido na cessão de mão de obra', 'Federal', undefined, 11, 9.99, 'Sim']);
    expect(folha.getRow(cabecalho + 2).getCell(5).numFmt).toBe('#,##0.0000');
    expect(valores[cabecalho + 2]).toEqual([]);
  });

  it('cuts a PDF at its limit and says so, on top and in the notice', { timeout: 120_000 }, async () => {
    const alem = LIMITE_DA_IMPRESSAO.PDF + 1;
    await sql`INSERT INTO centro_custo (codigo, descricao, tipo) SELECT 'ZQ' || lpad(n::text, 5, '0'), 'Limite ' || n, 'PROJETO' FROM generate_series(1, ${alem}) AS n`.execute(t.db);
    const r = await t.chamar({ method: 'POST', url: '/api/financeiro/centroscusto/imprimir?q=ZQ', token: admin, payload: { formato: 'PDF' } });
    expect(r.statusCode, r.body).toBe(200);
    const tarefa = r.json<{ content: TarefaResumo }>().content;
    const texto = textoDoPdf(await arquivoDaTarefa(t, admin, tarefa));
    const aviso = 'O PDF traz os primeiros 5.000 registros; emita a planilha (XLSX) para até 50.000.';
    expect(texto).toContain(aviso);
    expect(texto).toContain('ZQ05000');
    expect(texto).not.toContain('ZQ05001');
    expect(texto).toContain('Registros: 5.001');
    const fim = await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefa.id}`, token: admin });
    expect(fim.json<{ content: TarefaResumo }>().content.mensagem).toBe(aviso);
  });

  it('refuses a session without the tag, though it may see the list, and queues nothing', async () => {
    const antes = await impressoes();
    const token = await t.entrarNaUnidade('impressao.ver', 'Sede');
    expect((await t.chamar({ method: 'GET', url: '/api/financeiro/contas', token })).statusCode).toBe(200);
    const r = await t.chamar({ method: 'POST', url: FILTRADA, token, payload: { formato: 'PDF' } });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MENSAGEM_SEM_PERMISSAO);
    expect(await impressoes()).toBe(antes);
  });

  it.each([
    ['a filter of the wrong type', `${URL}?grupo=abc`, { formato: 'PDF' }],
    ['a sort the list does not offer', `${URL}?sort=banana,asc`, { formato: 'PDF' }],
    ['a column the list does not have', URL, { formato: 'PDF', colunas: ['descricao', 'senha'] }],
    ['no format', URL, {}],
  ])('answers 422 to %s and queues nothing', async (_caso, url, corpo) => {
    const antes = await impressoes();
    const r = await t.chamar({ method: 'POST', url, token: admin, payload: corpo });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(await impressoes()).toBe(antes);
  });
});
