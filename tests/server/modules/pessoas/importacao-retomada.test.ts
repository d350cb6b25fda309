import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gerarCpf } from '../../../../src/shared/validation/index.ts';
import { tarefaDaImportacao } from '../../../../src/server/resources/importacao/index.ts';
import { criarTarefas, type Tarefas } from '../../../../src/server/jobs/tarefas.ts';
import { comTarefas } from '../../../../src/server/jobs/tabelas.ts';
import { aleatorioComSemente } from '../../../../src/server/seed/aleatorio.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { esperar, iniciarFilho, matar, matarTodos, TEMPOS_RAPIDOS } from '../../../support/filhos.ts';
import { contarPessoas, csv, enviarBem, esperarFim, importacaoDePessoas, iniciar } from './importacao-ajudantes.ts';

// An import whose server process is killed (SIGKILL) mid-way: after the restart the job resumes
// from its checkpoint and finishes once; every row is processed exactly once, every person is
// created once, and what the killed process committed stays.

const TRABALHADOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'importacao-trabalhador.ts');
const LINHAS = 600;

let t: AppDeTeste;
let admin: string;
let url: string;
const servicos: Tarefas[] = [];

beforeAll(async () => {
  // This app only queues jobs: the workers are the child process and, after it dies, one here.
  t = await criarAppDeTeste({ jobWorkers: false });
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const { rows } = await sql<{ nome: string }>`SELECT current_database() AS nome`.execute(t.db);
  url = inject('pgAdminUrl').replace(/\/postgres(\?|$)/, `/${rows[0]?.nome ?? ''}$1`);
});
afterAll(async () => {
  await matarTodos();
  for (const s of servicos) await s.parar();
  await t.fechar();
});

/** 600 rows: 580 distinct people, 10 repeating an earlier row's CPF, 10 with an invalid CPF. */
function arquivo(): string {
  const random = aleatorioComSemente(4242);
  const cpfs = Array.from({ length: 580 }, () => gerarCpf(random, { formatado: true }));
  const linhas = cpfs.map((cpf, i) => [`Pessoa ${i + 1}`, cpf]);
  for (let i = 0; i < 10; i++) linhas.splice(100 + i * 45, 0, [`Repetida ${i + 1}`, cpfs[i * 7] ?? '']);
  for (let i = 0; i < 10; i++) linhas.splice(50 + i * 50, 0, [`Inválida ${i + 1}`, '123.456.789-00']);
  return csv([['Nome', 'CPF'], ...linhas]);
}

describe('an import whose process is killed mid-way', () => {
  it('resumes after the restart and finishes exactly once, with no duplicates', { timeout: 90_000 }, async () => {
    const antes = await contarPessoas(t);
    const enviado = await enviarBem(t, admin, arquivo());
    expect(enviado.total).toBe(LINHAS);
    const tarefa = await iniciar(t, admin, enviado.id, enviado.mapeamentoSugerido, true);
    const linhaDaTarefa = () => comTarefas(t.db).selectFrom('tarefa').selectAll().where('id', '=', tarefa.id).executeTakeFirstOrThrow();
    const situacoes = async () => {
      const grupos = await t.db
        .selectFrom('importacao_linha')
        .select((eb) => ['situacao', eb.fn.countAll<number>().as('n')])
        .where('importacao_id', '=', enviado.id)
        .groupBy('situacao')
        .execute();
      return Object.fromEntries(grupos.map((g) => [g.situacao, Number(g.n)]));
    };

    const { filho: primeiro } = await iniciarFilho(TRABALHADOR, [url, '300']);
    await esperar(linhaDaTarefa, (l) => l.progresso >= 30);
    await matar(primeiro);

    const noKill = await linhaDaTarefa();
    expect(noKill.estado).toBe('executando');
    expect(noKill.progresso).toBeLessThan(100);
    const feitas = await situacoes();
    expect(feitas['pendente'] ?? 0).toBeGreaterThan(0);
    const processadasAntes = LINHAS - (feitas['pendente'] ?? 0);
    expect(processadasAntes).toBeGreaterThanOrEqual(200);
    // What the killed process committed is whole: its people exist, one per included row.
    expect(await contarPessoas(t)).toBe(antes + (feitas['incluida'] ?? 0));
    expect((noKill.ponto as { processadas: number }).processadas).toBe(processadasAntes);

    // The restarted server: a worker here notices the dead attempt and pg-boss retries the job.
    const segundo = criarTarefas({ db: t.db, avisos: { notificarUsuario: async () => undefined, atualizarTarefa: async () => undefined }, ...TEMPOS_RAPIDOS });
    servicos.push(segundo);
    await segundo.registrarTipoDeTarefa(tarefaDaImportacao(await importacaoDePessoas(t.db)));
    await segundo.iniciar();
    const fim = await esperarFim(t, admin, enviado.id, 60_000);

    expect(fim.contagens).toEqual({ lidas: LINHAS, incluidas: 580, ignoradas: 10, rejeitadas: 10, pendentes: 0 });
    expect(await linhaDaTarefa()).toMatchObject({ estado: 'concluida', progresso: 100, tentativas: 2, execucao: null });
    expect(await contarPessoas(t)).toBe(antes + 580);
    const { rows: repetidos } = await sql<{ cpf: string }>`SELECT cpf FROM pessoa WHERE ativo AND cpf IS NOT NULL GROUP BY cpf HAVING count(*) > 1`.execute(t.db);
    expect(repetidos).toEqual([]);
    // One creation (and one audit row) per included row: no row was processed twice.
    const { rows: auditadas } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM auditoria
      WHERE entidade = 'pessoa' AND acao = 'criar' AND (alteracoes -> 'importacao' -> 'para' ->> 'id')::bigint = ${enviado.id}`.execute(t.db);
    expect(auditadas[0]?.n).toBe(580);
    const { rows: pessoas } = await sql<{ n: number; distintas: number }>`
      SELECT count(*)::int AS n, count(DISTINCT registro_id)::int AS distintas FROM importacao_linha
      WHERE importacao_id = ${enviado.id} AND situacao = 'incluida'`.execute(t.db);
    expect(pessoas[0]).toEqual({ n: 580, distintas: 580 });
  });
});
