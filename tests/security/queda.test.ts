import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArquivoDaImportacao, ImportacaoResumo } from '../../src/shared/api/importacao.ts';
import type { TarefaResumo } from '../../src/shared/realtime/protocolo.ts';
import { gerarCpf } from '../../src/shared/validation/index.ts';
import { comTarefas } from '../../src/server/jobs/tabelas.ts';
import { aleatorioComSemente } from '../../src/server/seed/aleatorio.ts';
import { criarBancoDeTeste, type BancoDeTeste } from '../support/banco.ts';
import { esperar, matarTodos } from '../support/filhos.ts';
import { iniciarEscritas, type Chamar, type Escritas, type Resposta } from './queda-escritas.ts';
import { servidorReiniciavel } from './queda-servidor.ts';

// Crash safety (issue 7): a real server (job workers on) is killed with SIGKILL 8 times during a
// 4,000-row people import, each time when the import's checkpoint passes the next of 8 points
// spread over the file, while people are created and renamed and sectors created over HTTP. After
// every restart the server answers and no acknowledged write is missing; at the end the import has
// finished once, with one person and one outcome per row, and nothing was created twice.
// 20 kills over 10,000 rows (until issue 14) took two minutes of every CI run to check the same:
// the kills' delays below still cut a batch at each of its stages, each stage twice.

const LINHAS = 4_000;
const QUEDAS = 8;
const PONTOS = Array.from({ length: QUEDAS }, (_, i) => Math.round(((i + 1) * LINHAS) / (QUEDAS + 1)));
// After a checkpoint passes its point, the kill waits a little (a batch takes 100–250 ms here), so
// the next batch's transaction is cut at different stages.
const ATRASOS_MS = Array.from({ length: QUEDAS }, (_, i) => (i * 37) % 150);
const soDigitos = (cpf: string) => cpf.replace(/\D/g, '');

let banco: BancoDeTeste;
let dataDir: string;
let servidor: ReturnType<typeof servidorReiniciavel>;
let chamar: Chamar;

async function conteudo<T>(r: Promise<Resposta>): Promise<T> {
  const { status, corpo } = await r;
  expect(status, JSON.stringify(corpo)).toBe(200);
  return corpo.content as T;
}

beforeAll(async () => {
  banco = await criarBancoDeTeste();
  dataDir = await mkdtemp(path.join(tmpdir(), 'alicerce-queda-'));
  servidor = servidorReiniciavel(banco.url, dataDir);
  chamar = servidor.chamar;
  await servidor.subir();
  servidor.token = (await conteudo<{ token: string }>(chamar('POST', '/api/login', { username: 'admin', password: 'admin' }))).token;
  const sede = await banco.db.selectFrom('unidade').select('id').where('nome', '=', 'Sede').executeTakeFirstOrThrow();
  await conteudo(chamar('POST', '/api/context/unidade', { unidadeId: sede.id }));
});

afterAll(async () => {
  await matarTodos();
  await banco.descartar();
  await rm(dataDir, { recursive: true, force: true });
});

/** Distinct valid CPFs no one holds yet: the file's rows, then the concurrent creations'. */
async function cpfsNovos(quantos: number): Promise<string[]> {
  const { rows } = await sql<{ cpf: string }>`SELECT regexp_replace(cpf, '\\D', '', 'g') AS cpf FROM pessoa WHERE cpf IS NOT NULL`.execute(banco.db);
  const usados = new Set(rows.map((r) => r.cpf));
  const random = aleatorioComSemente(7_007);
  const novos: string[] = [];
  while (novos.length < quantos) {
    const cpf = gerarCpf(random, { formatado: true });
    if (usados.has(soDigitos(cpf))) continue;
    usados.add(soDigitos(cpf));
    novos.push(cpf);
  }
  return novos;
}

/**
 * Every write acknowledged so far is in the database, with its value; the edited person reads as
 * the rename acknowledged last before the kill (`ultimaEdicao`), or one sent after it.
 */
async function conferirConfirmadas(escritas: Escritas, editada: number, ultimaEdicao: number) {
  const [pessoas, setores] = [[...escritas.pessoas], [...escritas.setores]];
  const gravadas = pessoas.length === 0 ? [] : await banco.db.selectFrom('pessoa').select(['id', 'nome', 'cpf']).where('id', 'in', pessoas.map((p) => p.id)).execute();
  expect(new Map(gravadas.map((p) => [p.id, [p.nome, soDigitos(p.cpf ?? '')]]))).toEqual(new Map(pessoas.map((p) => [p.id, [p.nome, soDigitos(p.cpf)]])));
  const gravados = setores.length === 0 ? [] : await banco.db.selectFrom('setor').select(['id', 'nome']).where('id', 'in', setores.map((s) => s.id)).execute();
  expect(new Map(gravados.map((s) => [s.id, s.nome]))).toEqual(new Map(setores.map((s) => [s.id, s.nome])));
  const lida = await conteudo<{ nome: string }>(chamar('GET', `/api/pessoas/${editada}`));
  if (ultimaEdicao > 0) expect(Number(/^Editada (\d+)$/.exec(lida.nome)?.[1] ?? 0)).toBeGreaterThanOrEqual(ultimaEdicao);
}

/** The import processed every row once: one outcome, one person (one CPF) and one audit row each. */
async function conferirLinhasUmaVez(importacaoId: number, cpfs: readonly string[]) {
  const { rows: linhas } = await sql<{ n: number; linhas: number; pessoas: number }>`
    SELECT count(*)::int AS n, count(DISTINCT linha)::int AS linhas, count(DISTINCT registro_id)::int AS pessoas
    FROM importacao_linha WHERE importacao_id = ${importacaoId} AND situacao = 'incluida'`.execute(banco.db);
  expect(linhas[0]).toEqual({ n: cpfs.length, linhas: cpfs.length, pessoas: cpfs.length });
  const { rows: porCpf } = await sql<{ n: number; cpfs: number }>`
    SELECT count(*)::int AS n, count(DISTINCT regexp_replace(cpf, '\\D', '', 'g'))::int AS cpfs FROM pessoa
    WHERE regexp_replace(cpf, '\\D', '', 'g') = ANY(${cpfs.map(soDigitos)}::text[])`.execute(banco.db);
  expect(porCpf[0]).toEqual({ n: cpfs.length, cpfs: cpfs.length });
  const { rows: auditadas } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM auditoria
    WHERE entidade = 'pessoa' AND acao = 'criar' AND (alteracoes -> 'importacao' -> 'para' ->> 'id')::bigint = ${importacaoId}`.execute(banco.db);
  expect(auditadas[0]?.n).toBe(cpfs.length);
}

/** No concurrent creation happened twice; each acknowledged rename committed, and the last one stands unless a later unanswered one committed. */
async function conferirEscritas(escritas: Escritas, cpfsTentados: readonly string[], editada: number) {
  const { rows: concorrentes } = await sql<{ cpf: string; n: number }>`
    SELECT regexp_replace(cpf, '\\D', '', 'g') AS cpf, count(*)::int AS n FROM pessoa
    WHERE regexp_replace(cpf, '\\D', '', 'g') = ANY(${cpfsTentados.map(soDigitos)}::text[]) GROUP BY 1`.execute(banco.db);
  expect(concorrentes.filter((c) => c.n > 1)).toEqual([]);
  const criados = new Set(concorrentes.map((c) => c.cpf));
  expect([...escritas.pessoas.map((p) => p.cpf), ...escritas.pessoasSemResposta].map(soDigitos).filter((c) => !criados.has(c))).toEqual([]);
  const { rows: setoresRepetidos } = await sql<{ nome: string }>`SELECT nome FROM setor WHERE nome LIKE 'Setor da queda %' GROUP BY nome HAVING count(*) > 1`.execute(banco.db);
  expect(setoresRepetidos).toEqual([]);
  // A rename's audit row commits with it.
  const { rows: renomeacoes } = await sql<{ nome: string }>`
    SELECT alteracoes -> 'nome' ->> 'para' AS nome FROM auditoria
    WHERE entidade = 'pessoa' AND acao = 'alterar' AND entidade_id = ${String(editada)} AND alteracoes ? 'nome'`.execute(banco.db);
  const auditadas = new Set(renomeacoes.map((r) => r.nome));
  expect(escritas.edicoes.filter((e) => e.confirmada && !auditadas.has(e.nome)).map((e) => e.nome)).toEqual([]);
  const final = await banco.db.selectFrom('pessoa').select('nome').where('id', '=', editada).executeTakeFirstOrThrow();
  const ultima = escritas.edicoes.findLast((e) => e.confirmada)?.n ?? 0;
  expect(escritas.edicoes.filter((e) => e.n >= ultima).map((e) => e.nome)).toContain(final.nome);
}

describe(`a server killed ${QUEDAS} times during a ${LINHAS}-row import and concurrent edits`, () => {
  it('restarts every time, keeps every acknowledged write and finishes the import exactly once', { timeout: 300_000 }, async () => {
    const cpfs = await cpfsNovos(LINHAS + 5_000);
    const doArquivo = cpfs.slice(0, LINHAS);
    const arquivo = ['Nome;CPF', ...doArquivo.map((cpf, i) => `Importada ${i + 1};${cpf}`)].join('\r\n') + '\r\n';
    const envio = new FormData();
    envio.append('file', new Blob([arquivo], { type: 'text/csv' }), 'pessoas.csv');
    const enviado = await conteudo<ArquivoDaImportacao>(chamar('POST', '/api/pessoas/importacao', envio));
    expect(enviado.total).toBe(LINHAS);

    const editada = await banco.db
      .selectFrom('pessoa')
      .innerJoin('unidade', 'unidade.id', 'pessoa.unidade_id')
      .select('pessoa.id')
      .where('unidade.nome', '=', 'Sede')
      .where('pessoa.ativo', '=', true)
      .where('pessoa.anonimizada_em', 'is', null)
      .orderBy('pessoa.id')
      .executeTakeFirstOrThrow();
    const escritor = iniciarEscritas(chamar, { cpfs: cpfs.slice(LINHAS), pessoaEditada: editada.id });
    const { escritas } = escritor;

    const tarefa = await conteudo<TarefaResumo>(chamar('POST', `/api/pessoas/importacao/${enviado.id}/iniciar`, { mapeamento: enviado.mapeamentoSugerido }));
    const linhaDaTarefa = () => comTarefas(banco.db).selectFrom('tarefa').selectAll().where('id', '=', tarefa.id).executeTakeFirstOrThrow();
    const processadas = (l: { ponto: unknown }) => (l.ponto as { processadas?: number } | null)?.processadas ?? 0;

    const quedas: number[] = [];
    const inicio = Date.now();
    for (const [i, alvo] of PONTOS.entries()) {
      await esperar(linhaDaTarefa, (l) => processadas(l) >= alvo || l.estado === 'concluida', 60_000, 20);
      await new Promise((r) => setTimeout(r, ATRASOS_MS[i]));
      const ultimaEdicao = escritor.ultimaEdicaoConfirmada();
      await servidor.matar();
      const noKill = await linhaDaTarefa();
      expect(noKill.estado, `queda em ${alvo}`).toBe('executando');
      quedas.push(processadas(noKill));
      await servidor.subir();
      expect((await chamar('GET', '/health')).status).toBe(200);
      await conferirConfirmadas(escritas, editada.id, ultimaEdicao);
    }
    const duracaoDasQuedas = Date.now() - inicio;

    const fim = await esperar(
      () => conteudo<ImportacaoResumo>(chamar('GET', `/api/pessoas/importacao/${enviado.id}`)),
      (r) => r.estado === 'concluida' && r.tarefa?.estado === 'concluida',
      60_000,
      200,
    );
    await escritor.parar();
    console.log(
      `quedas em ${quedas.join(', ')} linhas (${(duracaoDasQuedas / 1000).toFixed(1)} s); ` +
        `escritas confirmadas: ${escritas.pessoas.length} pessoas, ${escritas.edicoes.filter((e) => e.confirmada).length} de ${escritas.edicoes.length} renomeações, ` +
        `${escritas.setores.length} de ${escritas.setoresTentados} setores; ${escritas.pessoasSemResposta.length} criações sem resposta gravadas`,
    );

    // Each kill hit the import mid-way, further on each time, and the job resumed after every one.
    expect(quedas.length).toBe(QUEDAS);
    expect(quedas.every((q, i) => q >= (PONTOS[i] ?? 0) && q < LINHAS && (i === 0 || q > (quedas[i - 1] ?? 0))), quedas.join(', ')).toBe(true);
    expect(escritas.inesperadas).toEqual([]);

    // The import finished once: one attempt per server life, every row processed once.
    expect(fim.contagens).toEqual({ lidas: LINHAS, incluidas: LINHAS, ignoradas: 0, rejeitadas: 0, pendentes: 0 });
    const concluida = await linhaDaTarefa();
    expect(concluida).toMatchObject({ estado: 'concluida', progresso: 100, tentativas: QUEDAS + 1, execucao: null });
    const { rows: jobs } = await sql<{ state: string; retry_count: number }>`SELECT state, retry_count FROM pgboss.job WHERE id = ${concluida.job_id}::uuid`.execute(banco.db);
    expect(jobs).toEqual([{ state: 'completed', retry_count: QUEDAS }]);
    await conferirLinhasUmaVez(enviado.id, doArquivo);

    // Every acknowledged write is there; nothing was created twice.
    await conferirConfirmadas(escritas, editada.id, escritor.ultimaEdicaoConfirmada());
    await conferirEscritas(escritas, cpfs.slice(LINHAS), editada.id);

    // Still once a while later: no attempt started again, the completion was not repeated.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await linhaDaTarefa()).toMatchObject({ estado: 'concluida', tentativas: QUEDAS + 1, concluida_em: concluida.concluida_em });
    const importacao = await banco.db.selectFrom('importacao').select(['estado', 'concluida_em']).where('id', '=', enviado.id).executeTakeFirstOrThrow();
    expect(importacao.estado).toBe('concluida');
    expect(importacao.concluida_em?.toISOString()).toBe(fim.concluidaEm === null ? undefined : new Date(fim.concluidaEm).toISOString());
    expect(servidor.erros.filter((l) => !l.includes('execução assumida por outro processo'))).toEqual([]);
  });
});
