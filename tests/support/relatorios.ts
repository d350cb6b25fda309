import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { criarArquivos } from '../../src/server/arquivos.ts';
import type { AppDeTeste } from './app.ts';

// A report card's round trip against the test app, shared by the report tests: queue the report,
// wait for its job, read its file; and the rows and totals of its spreadsheet.

export interface RelatorioEmitido {
  mensagem: string;
  conteudo: Buffer;
  nome: string;
}

/** Queues the report (POST url), waits for its job and answers the job's message and file. */
export async function emitirRelatorio(t: AppDeTeste, url: string, corpo: object, token: string): Promise<RelatorioEmitido> {
  const r = await t.chamar({ method: 'POST', url, token, payload: corpo });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().message).toBe('Relatório solicitado. Você será avisado quando estiver pronto.');
  const tarefaId = r.json<{ content: { id: number } }>().content.id;
  const limite = Date.now() + 60_000;
  let tarefa: Record<string, unknown> = {};
  while (Date.now() < limite && !['concluida', 'falhou'].includes(String(tarefa['estado']))) {
    await new Promise((pronto) => setTimeout(pronto, 100));
    tarefa = (await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefaId}`, token })).json<{ content: Record<string, unknown> }>().content;
  }
  expect(tarefa['estado'], JSON.stringify(tarefa)).toBe('concluida');
  const { id: arquivoId } = await t.db.selectFrom('arquivo').select('id').where('diretorio', '=', `relatorios/tarefa-${tarefaId}`).executeTakeFirstOrThrow();
  const arquivo = await criarArquivos(t.db, t.config.dataDir).ler(arquivoId);
  return { mensagem: String(tarefa['mensagem']), conteudo: arquivo?.conteudo ?? Buffer.alloc(0), nome: arquivo?.nomeOriginal ?? '' };
}

/** The sheet's data rows (after the header whose first cell is `primeira`) and its totals, label → value. */
export async function planilha(conteudo: Buffer, primeira: string): Promise<{ linhas: ExcelJS.CellValue[][]; totais: Record<string, ExcelJS.CellValue> }> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(conteudo as unknown as ExcelJS.Buffer);
  const todas: ExcelJS.CellValue[][] = [];
  livro.worksheets[0]!.eachRow({ includeEmpty: true }, (row, n) => (todas[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1)));
  const cheias = Array.from(todas, (l) => l ?? []);
  const inicio = cheias.findIndex((l) => l[0] === primeira);
  const fim = cheias.findIndex((l, j) => j > inicio && l.length === 0);
  return { linhas: cheias.slice(inicio + 1, fim), totais: Object.fromEntries(cheias.slice(fim + 1).filter((l) => l.length > 0).map((l) => [String(l[0]), l[1] ?? null])) };
}

/** A date cell of the sheet (midnight UTC). */
export const dia = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
