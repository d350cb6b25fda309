import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../../src/shared/patrimonio/mensagens.ts';
import { documentoDasEtiquetas } from '../../../../src/server/modules/patrimonio/etiquetas.ts';
import { tabelaDaDepreciacao, tabelaDasBaixas, tabelaDosBens } from '../../../../src/server/modules/patrimonio/relatorios/tabelas.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The assets through their calls: the simulation (the worked cases, bad input, the tag),
// an asset saved with its group's life and its schedule, the transfer, the write-off with its
// gain or loss and no quota after it, and the monthly depreciation posted once when run twice.

let t: AppDeTeste;
let admin: string;
let semTag: string;
const ref = { grupoInfo: 0, grupoTerreno: 0, local: 0, outroLocal: 0, venda: 0, furto: 0 };

const BENS = '/api/patrimonio/bens';
const SIMULACAO = '/api/patrimonio/depreciacao/simulacao';
const LANCAMENTOS = '/api/patrimonio/depreciacao/lancamentos';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  await criarUsuario(t.db, { login: 'sempatrimonio', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['gestaopessoas.pessoa.visualizar'] });
  semTag = await t.entrar('sempatrimonio');
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT id FROM patrimonio_grupo WHERE codigo = 'INFO') AS "grupoInfo", (SELECT id FROM patrimonio_grupo WHERE codigo = 'TERR') AS "grupoTerreno",
    (SELECT min(id) FROM patrimonio_local) AS local, (SELECT max(id) FROM patrimonio_local) AS "outroLocal",
    (SELECT id FROM patrimonio_motivo_baixa WHERE tipo = 'VENDA') AS venda, (SELECT id FROM patrimonio_motivo_baixa WHERE tipo = 'FURTO') AS furto`.execute(t.db);
  Object.assign(ref, rows[0]);
});
afterAll(async () => {
  await t.fechar();
});

const post = (url: string, token: string, payload: object) => t.chamar({ method: 'POST', url, token, payload });

describe('the depreciation simulation', () => {
  it('answers the worked cases', async () => {
    const r = await post(SIMULACAO, admin, { valor: 6000, valorResidual: 0, vidaUtilMeses: 60, inicioUso: '2025-03-15' });
    expect(r.statusCode, r.body).toBe(200);
    const quotas = r.json<{ content: { quotas: { competencia: string; valor: number }[] } }>().content.quotas;
    expect(quotas).toHaveLength(60);
    expect(quotas[0]).toEqual({ competencia: '2025-03', valor: 100 });
    const importado = await post(SIMULACAO, admin, { valor: 6000, valorResidual: 0, vidaUtilMeses: 60, inicioUso: '2024-01-10', depreciacaoAcumulada: 1800 });
    expect(importado.json<{ content: { quotas: unknown[] } }>().content.quotas).toHaveLength(42);
    const previa = await t.chamar({ method: 'GET', url: `${SIMULACAO}?valor=1000&valorResidual=0&vidaUtilMeses=120&inicioUso=2025-01-01T00:00:00&depreciacaoAcumulada=0`, token: admin });
    const linhas = previa.json<{ content: { valor: number }[] }>().content;
    expect([linhas[0]!.valor, linhas[119]!.valor]).toEqual([8.33, 8.73]);
  });

  it('refuses bad input naming the field, and a session without the tag', async () => {
    const r = await post(SIMULACAO, admin, { valor: -1, vidaUtilMeses: 0, inicioUso: 'ontem' });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['valor', 'vidaUtilMeses', 'inicioUso']);
    expect((await post(SIMULACAO, admin, { valor: 10, vidaUtilMeses: 1, inicioUso: '2025-01-01', extra: 1 })).statusCode).toBe(422);
    const sem = await post(SIMULACAO, semTag, { valor: 6000, vidaUtilMeses: 60, inicioUso: '2025-03-15' });
    expect([sem.statusCode, sem.json<{ message: string }>().message]).toEqual([403, MENSAGEM_SEM_PERMISSAO]);
  });
});

interface Bem {
  id: number;
  vidaUtilMeses: number;
  cronograma: { competencia: string; valor: number }[];
  situacao: string;
}

async function criarBem(plaqueta: string, extra: object = {}): Promise<Bem> {
  const r = await post(BENS, admin, { plaqueta, descricao: `Bem ${plaqueta}`, grupo: ref.grupoInfo, valor: 6000, inicioUso: '2025-03-15', local: ref.local, ...extra });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Bem }>().content;
}

describe('an asset', () => {
  it('takes its group life when left blank, stores its schedule, and refuses a repeated tag number', async () => {
    const bem = await criarBem('T-0001');
    expect(bem.vidaUtilMeses).toBe(60);
    expect(bem.cronograma).toHaveLength(60);
    expect(bem.cronograma[59]).toEqual({ competencia: '2030-02', valor: 100 });
    const repetida = await post(BENS, admin, { plaqueta: 't-0001', descricao: 'Outro', grupo: ref.grupoInfo, valor: 10, inicioUso: '2025-01-01' });
    expect(repetida.statusCode).toBe(422);
    expect(repetida.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: 'plaqueta', message: M.plaquetaRepetida.replace('{plaqueta}', 't-0001') }]);
    const terreno = await criarBem('T-0002', { grupo: ref.grupoTerreno, vidaUtilMeses: 100, valorResidual: 9000 });
    expect([terreno.vidaUtilMeses, terreno.cronograma]).toEqual([0, []]);
  });

  it('is transferred to a new location with its history, and not to where it already is', async () => {
    const bem = await criarBem('T-0003');
    const mesmo = await post(`${BENS}/${bem.id}/transferir`, admin, { data: hojeNoModelo(), local: ref.local });
    expect(mesmo.statusCode).toBe(422);
    const r = await post(`${BENS}/${bem.id}/transferir`, admin, { data: hojeNoModelo(), local: ref.outroLocal, motivo: 'Mudança de sala' });
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ local: number; origem: number }>`SELECT b.local_id AS local, t.local_origem_id AS origem FROM bem AS b JOIN bem_transferencia AS t ON t.bem_id = b.id WHERE b.id = ${bem.id}`.execute(t.db);
    expect(rows).toEqual([{ local: ref.outroLocal, origem: ref.local }]);
    // The term of responsibility is a job queued once the transfer commits.
    await vi.waitFor(async () => {
      const { rows: termos } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM tarefa WHERE tipo = 'patrimonio.termo'`.execute(t.db);
      expect(termos[0]!.n).toBe('1');
    });
  });

  it('is written off with the depreciation through its month, its book value against the price, and no quota after it', async () => {
    const bem = await criarBem('T-0004');
    const furto = await post(`${BENS}/${bem.id}/baixar`, admin, { data: '2025-12-10', motivo: ref.furto });
    expect(furto.json<{ errors: { field: string }[] }>().errors).toEqual([{ field: 'boletimOcorrencia', message: M.boletimObrigatorio }]);
    const r = await post(`${BENS}/${bem.id}/baixar`, admin, { data: '2025-12-10', motivo: ref.venda, valorRecebido: 4500 });
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ acumulada: string; contabil: string; resultado: string; quotas: string }>`
      SELECT depreciacao_acumulada::text AS acumulada, valor_contabil::text AS contabil, resultado::text AS resultado,
        (SELECT count(*)::text FROM depreciacao_quota WHERE bem_id = ${bem.id}) AS quotas
      FROM bem_baixa WHERE bem_id = ${bem.id}`.execute(t.db);
    expect(rows).toEqual([{ acumulada: '1000.00', contabil: '5000.00', resultado: '-500.00', quotas: '10' }]);
    const outra = await post(`${BENS}/${bem.id}/baixar`, admin, { data: '2025-12-10', motivo: ref.venda });
    expect(outra.statusCode).toBe(409);
    await post(LANCAMENTOS, admin, { competencia: '2026-03' });
    const depois = await sql<{ n: string }>`SELECT count(*)::text AS n FROM depreciacao_quota WHERE bem_id = ${bem.id}`.execute(t.db);
    expect(depois.rows[0]!.n).toBe('10');
  });
});

describe('the monthly depreciation', () => {
  it('posts a month once, even when run twice', async () => {
    // Every asset in use catches up through the month; the new one has January and February.
    const bem = await criarBem('T-0005', { inicioUso: '2031-01-05' });
    const total = async () => (await sql<{ n: string }>`SELECT coalesce(sum(valor), 0)::text AS n FROM lancamento_contabil WHERE origem = 'DEPRECIACAO' AND competencia_depreciacao = '2031-02'`.execute(t.db)).rows[0]!.n;
    const primeira = await post(LANCAMENTOS, admin, { competencia: '2031-02' });
    expect(primeira.statusCode, primeira.body).toBe(200);
    const lancado = await total();
    expect(Number(lancado)).toBeGreaterThan(0);
    const segunda = await post(LANCAMENTOS, admin, { competencia: '2031-02' });
    expect(segunda.json<{ content: { bens: number } }>().content.bens).toBe(0);
    expect(await total()).toBe(lancado);
    const { rows } = await sql<{ lancada: string }>`SELECT depreciacao_lancada::text AS lancada FROM bem WHERE id = ${bem.id}`.execute(t.db);
    expect(rows[0]!.lancada).toBe('200.00');
    expect((await post(LANCAMENTOS, admin, { competencia: '2031-13' })).statusCode).toBe(422);
    expect((await post(LANCAMENTOS, semTag, { competencia: '2031-02' })).statusCode).toBe(403);
  });
});

describe('the reports', () => {
  it('queue a job for the unit, the period asked where the card needs one', async () => {
    const bens = await post('/api/patrimonio/relatorios/bens', admin, { formato: 'XLSX' });
    expect(bens.statusCode, bens.body).toBe(200);
    const semPeriodo = await post('/api/patrimonio/relatorios/baixas', admin, { formato: 'PDF' });
    expect(semPeriodo.statusCode).toBe(422);
    expect((await post('/api/patrimonio/relatorios/bens', semTag, { formato: 'PDF' })).statusCode).toBe(403);
  });

  it('sum to the cent what their rows hold', async () => {
    const sede = await idDaUnidade(t.db, 'Sede');
    const posicao = await tabelaDosBens(t.db, sede);
    const soma = posicao.linhas.reduce((s, l) => s + Math.round(Number(l[5]) * 100), 0);
    expect(Math.round(Number(posicao.totais[1]!.valor) * 100)).toBe(soma);
    const depreciacao = await tabelaDaDepreciacao(t.db, sede, '2000-01-01', '2099-12-31');
    expect(depreciacao.linhas.length).toBeGreaterThan(0);
    const baixas = await tabelaDasBaixas(t.db, sede, '2000-01-01', '2099-12-31');
    expect(baixas.linhas.some((l) => l[3] === 'Furto ou roubo' && l[4] === 'BO 4471/2026')).toBe(true);
  });
});

describe('the labels', () => {
  it('queue one PDF job for the whole selection', async () => {
    const a = await criarBem('T-0006');
    const b = await criarBem('T-0007');
    const r = await post(`${BENS}/etiquetas`, admin, { ids: [a.id, b.id] });
    expect(r.statusCode, r.body).toBe(200);
    // Queued once the action's transaction commits.
    await vi.waitFor(async () => {
      const { rows } = await sql<{ parametros: { ids: number[] } }>`SELECT parametros FROM tarefa WHERE tipo = 'patrimonio.etiquetas'`.execute(t.db);
      expect(rows.map((x) => x.parametros.ids)).toEqual([[a.id, b.id]]);
    });
    const pdf = await documentoDasEtiquetas([{ plaqueta: 'T-0006', descricao: 'Bem T-0006' }]);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });
});
