import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarArquivos } from '../../../../src/server/arquivos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

// The service desk's reports over what the calls did, on a clock the test moves: a ticket opened
// Monday 08:00, paused 09:00–10:00 and resolved at 11:00 took 2 business hours, within its 8.

const em = (local: string): Date => new Date(`${local}:00-03:00`);
let relogio = em('2031-03-03T08:00');
let t: AppDeTeste;
let admin: string;

beforeAll(async () => {
  t = await criarAppDeTeste({}, { agora: () => relogio });
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(async () => {
  await t.fechar();
});

async function emitir(relatorio: string, corpo: object): Promise<string[]> {
  const r = await t.chamar({ method: 'POST', url: `/api/atendimento/relatorios/${relatorio}`, token: admin, payload: corpo });
  expect(r.statusCode, r.body).toBe(200);
  const tarefaId = r.json<{ content: { id: number } }>().content.id;
  const limite = Date.now() + 60_000;
  let estado = '';
  while (Date.now() < limite && !['concluida', 'falhou'].includes(estado)) {
    await new Promise((pronto) => setTimeout(pronto, 100));
    estado = String((await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefaId}`, token: admin })).json<{ content: { estado: string } }>().content.estado);
  }
  expect(estado).toBe('concluida');
  const arquivo = await t.db.selectFrom('arquivo').select('id').where('diretorio', '=', `relatorios/tarefa-${tarefaId}`).executeTakeFirstOrThrow();
  const livro = new ExcelJS.Workbook();
  await livro.xlsx.load(((await criarArquivos(t.db, t.config.dataDir).ler(arquivo.id))?.conteudo ?? Buffer.alloc(0)) as unknown as ExcelJS.Buffer);
  const celulas: string[] = [];
  livro.worksheets[0]!.eachRow((row) => celulas.push((row.values as ExcelJS.CellValue[]).slice(1).map(String).join(' | ')));
  return celulas;
}

describe('the service desk reports', () => {
  it('count the period’s tickets by type, the targets met, and the business time to resolve without the pause', async () => {
    const tipo = (await sql<{ id: number }>`INSERT INTO atendimento_tipo (descricao, resolucao_media) VALUES ('Tipo dos relatórios', 480) RETURNING id`.execute(t.db)).rows[0]!.id;
    const r = await t.chamar({ method: 'POST', url: '/api/atendimento/atendimentos', token: admin, payload: { assunto: 'Projetor da sala 3', tipo, prioridade: 'MEDIA' } });
    const id = r.json<{ content: { id: number } }>().content.id;
    relogio = em('2031-03-03T09:00');
    await t.chamar({ method: 'POST', url: `/api/atendimento/atendimentos/${id}/situacao`, token: admin, payload: { situacao: 'AGUARDANDO_SOLICITANTE' } });
    relogio = em('2031-03-03T10:00');
    await t.chamar({ method: 'POST', url: `/api/atendimento/atendimentos/${id}/situacao`, token: admin, payload: { situacao: 'EM_ANDAMENTO' } });
    relogio = em('2031-03-03T11:00');
    expect((await t.chamar({ method: 'POST', url: `/api/atendimento/atendimentos/${id}/resolver`, token: admin, payload: { motivo: 'Cabo HDMI trocado.' } })).statusCode).toBe(200);

    const periodo = { dataInicial: '2031-03-01', dataFinal: '2031-03-31', formato: 'XLSX' };
    expect((await t.chamar({ method: 'POST', url: '/api/atendimento/relatorios/tempo', token: admin, payload: { formato: 'XLSX' } })).statusCode).toBe(422);
    const volume = await emitir('volume', periodo);
    expect(volume).toContain('Tipo dos relatórios | 1 | 0 | 0 | 1 | 0');
    const sla = await emitir('sla', periodo);
    expect(sla).toContain('Tipo dos relatórios | 1 | 0 | 1 | 0');
    const tempo = await emitir('tempo', periodo);
    const linha = tempo.find((c) => c.startsWith(`${id} | Projetor da sala 3`));
    // The duration is a spreadsheet time (a Date on 1899-12-30): 02:00:00 is the two business hours.
    expect(linha).toMatch(/^\d+ \| Projetor da sala 3 \| Tipo dos relatórios \| Média \| .*1899 02:00:00 .*\| No prazo$/);
    expect(tempo.join('\n')).toContain('Tempo em horas de atendimento, sem o tempo aguardando o solicitante');
  });
});
