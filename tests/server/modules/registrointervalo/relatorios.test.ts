import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';
import { conectarEApresentar, encerrar, escutar, type ClienteDeTeste } from '../../realtime/cliente-mqtt.ts';
import { criarGrupo, criarTipo, em } from './ajudantes.ts';

const URL = '/api/relatorios/registrointervalo';
const PERIODO = { dataInicial: '2026-03-01', dataFinal: '2026-03-31' };

let t: AppDeTeste;
let admin: string;
let vivo: ClienteDeTeste;
const ids = { formula: 0, norte: 0 };

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => em('2026-04-01', '09:30:00') });
  const sede = await idDaUnidade(t.db, 'Sede');
  const norte = await idDaUnidade(t.db, 'Unidade Norte');
  ids.formula = await criarUsuario(t.db, { login: 'formula', nome: ' =HIPERLINK("http://mal.example";"clique")', unidadeIds: [sede] });
  const joana = await criarUsuario(t.db, { login: 'joana', nome: 'Joana Dias', unidadeIds: [sede] });
  ids.norte = await criarUsuario(t.db, { login: 'nilo', nome: 'Nilo do Norte', unidadeIds: [norte] });
  const almoco = await criarTipo(t.db, sede, 'Almoço longo');
  const gSede = await criarGrupo(t.db, { unidadeId: sede, descricao: 'Cozinha', membros: [ids.formula, joana], tipos: [almoco], horarios: [{ diasSemana: [1], inicio: '12:00', fim: '13:00', duracaoMaximaMin: 30 }] });
  const gNorte = await criarGrupo(t.db, { unidadeId: norte, descricao: 'Equipe Norte', membros: [ids.norte], tipos: [], horarios: [{ diasSemana: [1], inicio: '12:00', fim: '13:00', duracaoMaximaMin: 30 }] });
  const base = { grupo_intervalo_horario_id: gSede.horarios[0] ?? 0, grupo_intervalo_id: gSede.id, unidade_id: sede, duracao_maxima_min: 30, tipo_intervalo_id: almoco };
  await t.db
    .insertInto('intervalo')
    .values([
      { ...base, usuario_id: joana, data: '2026-03-02', estado: 'ENCERRADO', iniciado_em: em('2026-03-02', '12:01:00'), encerrado_em: em('2026-03-02', '12:41:05'), duracao_s: 2405, excedido: true },
      { ...base, usuario_id: joana, data: '2026-03-09', estado: 'ENCERRADO', iniciado_em: em('2026-03-09', '12:00:00'), encerrado_em: em('2026-03-09', '12:20:00'), duracao_s: 1200 },
      { ...base, usuario_id: ids.formula, data: '2026-03-09', estado: 'ENCERRADO', iniciado_em: em('2026-03-09', '12:10:00'), encerrado_em: em('2026-03-09', '12:25:00'), duracao_s: 900 },
      // Registered but never started; and out of the period: neither is listed.
      { ...base, usuario_id: joana, data: '2026-03-16', tipo_intervalo_id: null },
      { ...base, usuario_id: joana, data: '2026-04-06', estado: 'ENCERRADO', iniciado_em: em('2026-04-06', '12:00:00'), encerrado_em: em('2026-04-06', '12:50:00'), duracao_s: 3000, excedido: true },
      {
        usuario_id: ids.norte, unidade_id: norte, grupo_intervalo_id: gNorte.id, grupo_intervalo_horario_id: gNorte.horarios[0] ?? 0, data: '2026-03-02', duracao_maxima_min: 30,
        estado: 'ENCERRADO', tipo_intervalo_id: await criarTipo(t.db, norte, 'Norte'), iniciado_em: em('2026-03-02', '12:00:00'), encerrado_em: em('2026-03-02', '13:00:00'), duracao_s: 3600, excedido: true,
      },
    ])
    .execute();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  vivo = await conectarEApresentar(await escutar(t.app), admin);
});
afterAll(async () => {
  await encerrar(vivo);
  await t.fechar();
});

async function emitir(relatorio: string, corpo: object): Promise<TarefaResumo> {
  const r = await t.chamar({ method: 'POST', url: `${URL}/${relatorio}`, token: admin, payload: corpo });
  expect(r.statusCode).toBe(200);
  expect(r.json().message).toBe('Relatório solicitado. Você será avisado quando estiver pronto.');
  return r.json<{ content: TarefaResumo }>().content;
}

/** Waits for the job's end notice and downloads the file its link opens, with a derived authtoken. */
async function arquivoDoAviso(tarefa: TarefaResumo): Promise<{ msg: string | undefined; corpo: Buffer; tipo: string }> {
  const aviso = await vivo.esperar((m) => m.type === 'AVISO' && m.content.tarefaId === tarefa.id, 20_000);
  if (aviso.type !== 'AVISO' || aviso.content.link === undefined) throw new Error(`aviso sem link: ${JSON.stringify(aviso)}`);
  expect(aviso.content).toMatchObject({ tipo: 'RELATORIO', title: tarefa.titulo });
  const { link } = aviso.content;
  const derivado = await t.chamar({ method: 'POST', url: '/api/authtokens', token: admin, payload: { recurso: link } });
  const authtoken = derivado.json<{ content: { authtoken: string } }>().content.authtoken;
  const download = await t.chamar({ method: 'GET', url: `${link}?authtoken=${encodeURIComponent(authtoken)}` });
  expect(download.statusCode).toBe(200);
  return { msg: aviso.content.msg, corpo: download.rawPayload, tipo: String(download.headers['content-type']) };
}

async function planilha(corpo: Buffer): Promise<ExcelJS.Worksheet> {
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(corpo as unknown as ExcelJS.Buffer);
  const folha = livro.worksheets[0];
  if (folha === undefined) throw new Error('planilha vazia');
  return folha;
}

function linhasDaTabela(folha: ExcelJS.Worksheet): { cabecalho: number; valores: ExcelJS.CellValue[][] } {
  let cabecalho = 0;
  const valores: ExcelJS.CellValue[][] = [];
  folha.eachRow((row, n) => {
    const celulas = (row.values as ExcelJS.CellValue[]).slice(1);
    if (celulas[0] === 'Usuário') cabecalho = n;
    valores[n] = celulas;
  });
  return { cabecalho, valores };
}

describe('POST /api/relatorios/registrointervalo/*', () => {
  it('needs a session and the report tag', async () => {
    expect((await t.chamar({ method: 'POST', url: `${URL}/intervalos`, payload: { ...PERIODO, formato: 'PDF' } })).statusCode).toBe(401);
    const r = await t.chamar({ method: 'POST', url: `${URL}/excessos`, token: await t.entrar('operador'), payload: { ...PERIODO, formato: 'PDF' } });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
  });

  it.each([
    [{ dataInicial: '2026-03-01', dataFinal: '2026-03-31' }, [{ field: 'formato', message: 'Preenchimento obrigatório.' }]],
    [{ ...PERIODO, formato: 'CSV' }, [{ field: 'formato', message: 'Valor inválido.' }]],
    [{ dataInicial: '2026-02-29', dataFinal: '2026-03-31', formato: 'PDF' }, [{ field: 'dataInicial', message: 'Data inválida.' }]],
    [{ dataInicial: '2026-03-31', dataFinal: '2026-03-01', formato: 'XLSX' }, [{ field: 'dataFinal', message: 'A data final deve ser igual ou posterior à data inicial.' }]],
    [{ ...PERIODO, formato: 'PDF', usuarioId: 'nilo' }, [{ field: 'usuarioId', message: 'Valor inválido.' }]],
  ])('refuses %j', async (corpo, errors) => {
    const r = await t.chamar({ method: 'POST', url: `${URL}/intervalos`, token: admin, payload: corpo });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors });
  });

  it("refuses another unit's user", async () => {
    const r = await t.chamar({ method: 'POST', url: `${URL}/intervalos`, token: admin, payload: { ...PERIODO, formato: 'PDF', usuarioId: ids.norte } });
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'usuarioId', message: 'Registro selecionado não encontrado.' }] });
  });

  it('produces the intervals report as a PDF and ends with a notice whose link downloads it', async () => {
    const tarefa = await emitir('intervalos', { ...PERIODO, formato: 'PDF' });
    expect(tarefa).toMatchObject({ tipo: 'relatorio.registrointervalo.intervalos', titulo: 'Intervalos por usuário e período', estado: 'fila' });
    const { msg, corpo, tipo } = await arquivoDoAviso(tarefa);
    expect(msg).toBe('3 intervalos no relatório.');
    expect(tipo).toBe('application/pdf');
    expect(corpo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(corpo.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('produces it as XLSX: header row, typed cells, neutralised formulas, totals, this unit only', async () => {
    const { msg, corpo } = await arquivoDoAviso(await emitir('intervalos', { ...PERIODO, formato: 'XLSX' }));
    expect(msg).toBe('3 intervalos no relatório.');
    const folha = await planilha(corpo);
    expect(folha.getCell('A1').value).toBe('Intervalos por usuário e período');
    expect(folha.getCell('A2').value).toBe('Unidade: Sede');
    expect(folha.getCell('A3').value).toBe('Período: 01/03/2026 a 31/03/2026');
    const { cabecalho, valores } = linhasDaTabela(folha);
    expect(valores[cabecalho]).toEqual(['Usuário', 'Data', 'Grupo', 'Tipo', 'Início', 'Fim', 'Duração', 'Excedido']);
    const dados = valores.slice(cabecalho + 1, cabecalho + 4);
    expect(dados.map((l) => l[0])).toEqual([`' =HIPERLINK("http://mal.example";"clique")`, 'Joana Dias', 'Joana Dias']);
    expect(dados[1]).toEqual([
      'Joana Dias',
      new Date(Date.UTC(2026, 2, 2)),
      'Cozinha',
      'Almoço longo',
      new Date(Date.UTC(2026, 2, 2, 12, 1)),
      new Date(Date.UTC(2026, 2, 2, 12, 41, 5)),
      // A duration is a number of days with a time format: exceljs reads it back as a date of 1899-12-30.
      new Date(Date.UTC(1899, 11, 30, 0, 40, 5)),
      'Sim',
    ]);
    expect(folha.getRow(cabecalho + 2).getCell(7).numFmt).toBe('[h]:mm:ss');
    expect(folha.getRow(cabecalho + 2).getCell(2).numFmt).toBe('dd/mm/yyyy');
    const texto = JSON.stringify(valores);
    expect(texto).not.toContain('Nilo do Norte');
    const totais = valores.slice(cabecalho + 4).filter((l) => l !== undefined && l.length > 0);
    expect(totais).toEqual([
      ['Intervalos', 3],
      ['Duração total', new Date(Date.UTC(1899, 11, 30, 1, 15, 5))],
      ['Excedidos', 1],
    ]);
  });

  it('lists only the overruns in the excessos report, of one user when asked', async () => {
    const { msg, corpo } = await arquivoDoAviso(await emitir('excessos', { ...PERIODO, formato: 'XLSX', usuarioId: ids.formula }));
    expect(msg).toBe('0 intervalos no relatório.');
    expect(linhasDaTabela(await planilha(corpo)).valores.flat()).toContain('Excedidos');
    const todos = await arquivoDoAviso(await emitir('excessos', { ...PERIODO, formato: 'XLSX' }));
    expect(todos.msg).toBe('1 intervalo no relatório.');
    const folha = await planilha(todos.corpo);
    expect(folha.getCell('A1').value).toBe('Intervalos excedidos');
    const { cabecalho, valores } = linhasDaTabela(folha);
    expect(valores[cabecalho + 1]?.slice(0, 2)).toEqual(['Joana Dias', new Date(Date.UTC(2026, 2, 2))]);
  });

  it('writes an empty PDF report too', async () => {
    const { msg, corpo } = await arquivoDoAviso(await emitir('excessos', { dataInicial: '2025-01-01', dataFinal: '2025-01-31', formato: 'PDF' }));
    expect(msg).toBe('0 intervalos no relatório.');
    expect(corpo.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
