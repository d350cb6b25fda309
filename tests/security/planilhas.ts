import ExcelJS from 'exceljs';
import type { TarefaResumo } from '../../src/shared/realtime/protocolo.ts';
import type { AppDeTeste } from '../support/app.ts';

// What the formula-injection checks read from an export (not a test file itself): every text
// cell of a spreadsheet or CSV, and the values that would run as formulas if left as they are.

/** Values a spreadsheet would run: = + - @, a tab or a CR first, and the same after blanks. */
export const FORMULAS: readonly string[] = ['=1+1', '+1+1', '-1+1', '@SOMA(1;1)', '\t=1+1', '\r=1+1', '  =1+1', '  +1+1', '  -1+1', '  @SOMA(1;1)', ' \t=1+1'];

// The same test as the server's (jobs/relatorios/formula.ts), written again so a change there shows here.
const INICIO_DE_FORMULA = /^(?:[\t\r]|\s*[=+\-@])/;

/** A cell a spreadsheet would run as a formula: it starts like one and has no leading apostrophe. */
export const celulaAtiva = (texto: string): boolean => INICIO_DE_FORMULA.test(texto);

/** Whether `formula` came out neutralised (with its leading apostrophe) among the cells. */
export const saiuNeutralizada = (celulas: readonly string[], formula: string): boolean => celulas.includes(`'${formula}`) || celulas.includes(`'${formula.trim()}`);

/** Every text cell of the workbook's sheets. */
export async function textosDoXlsx(conteudo: Buffer): Promise<string[]> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(conteudo as unknown as ExcelJS.Buffer);
  const textos: string[] = [];
  for (const folha of livro.worksheets) {
    folha.eachRow((linha) => linha.eachCell((celula) => {
      if (typeof celula.value === 'string') textos.push(celula.value);
    }));
  }
  return textos;
}

/** Every field of a CSV as the app writes it (UTF-8 with BOM, ';', quoted with ""). */
export function textosDoCsv(conteudo: Buffer): string[] {
  const texto = conteudo.toString('utf8').replace(/^\uFEFF/, '');
  const campos: string[] = [];
  let atual = '';
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') {
        atual += '"';
        i++;
      } else if (c === '"') aspas = false;
      else atual += c;
    } else if (c === '"') aspas = true;
    else if (c === ';' || c === '\n') {
      campos.push(atual);
      atual = '';
    } else if (c === '\r' && texto[i + 1] === '\n') continue;
    else atual += c;
  }
  if (atual !== '') campos.push(atual);
  return campos;
}

/** Waits for the job to end and downloads its file (as the job's owner). */
export async function arquivoDaTarefa(t: AppDeTeste, token: string, tarefa: TarefaResumo): Promise<Buffer> {
  const fim = Date.now() + 30_000;
  for (;;) {
    const r = await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefa.id}`, token });
    const atual = r.json<{ content: TarefaResumo }>().content;
    if (atual.estado === 'falhou') throw new Error(`a tarefa ${tarefa.titulo} falhou: ${atual.erro ?? ''}`);
    if (atual.link !== null) {
      const arquivo = await t.chamar({ method: 'GET', url: atual.link, token });
      if (arquivo.statusCode !== 200) throw new Error(`download de ${atual.link}: ${arquivo.statusCode}`);
      return arquivo.rawPayload;
    }
    if (Date.now() > fim) throw new Error(`a tarefa ${tarefa.titulo} não terminou`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
