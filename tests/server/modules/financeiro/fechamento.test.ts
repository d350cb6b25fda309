import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// The accounting lock: with the books closed up to 30/06/2025, every finance write posted on or
// before that day is a 422 that changes nothing (a baixa and its estorno, a título's competence
// on create, edit and cancel, a transfer and its estorno, confirming a título a definir,
// grouping retenções and ungrouping them, a manual accounting entry, the year-end closing), and
// the same write dated after it goes through.

let t: AppDeTeste;
let admin: string;
const ref: Record<'pessoa' | 'categoria' | 'conta' | 'outraConta' | 'csrf' | 'fixo', number> = { pessoa: 0, categoria: 0, conta: 0, outraConta: 0, csrf: 0, fixo: 0 };

const DESPESAS = '/api/titulos/despesas';
const TRANSFERENCIAS = '/api/financeiro/transferencias';
const FECHADO = 'O período até 30/06/2025 está fechado: a contabilidade não aceita lançamentos com data até esse dia. Use uma data posterior ou peça a reabertura do período em Financeiro › Contabilidade › Fechamento.';

type Linha = Record<string, unknown>;
type Titulo = Linha & { id: number; parcelas: Linha[]; baixas: Linha[] };

const chamar = (method: 'POST' | 'GET', url: string, payload?: object) => t.chamar({ method, url, token: admin, ...(payload === undefined ? {} : { payload }) });
const ler = async (id: number): Promise<Titulo> => (await chamar('GET', `${DESPESAS}/${id}`)).json<{ content: Titulo }>().content;

const despesa = (competencia: string, extra: object = {}) => ({
  descricao: 'Material de escritório',
  pessoa: ref.pessoa,
  categoria: ref.categoria,
  conta: ref.conta,
  emissao: competencia,
  competencia,
  valor: 100,
  dataVencimento: competencia,
  quantidadeParcelas: 1,
  parcelas: [{ numero: 1, vencimento: competencia, valor: 100 }],
  ...extra,
});

async function criar(competencia: string, extra: object = {}): Promise<Titulo> {
  const r = await chamar('POST', DESPESAS, despesa(competencia, extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Titulo }>().content;
}

async function ok(r: { statusCode: number; body: string }): Promise<void> {
  expect(r.statusCode, r.body).toBe(200);
}

/** A 422 with the lock's text, on the field (or as the message of an action without a form). */
function fechado(r: { statusCode: number; json: () => unknown }, campo: string | null): void {
  expect(r.statusCode).toBe(422);
  expect(r.json()).toEqual(campo === null ? { message: FECHADO } : { message: MENSAGEM_FORMULARIO, errors: [{ field: campo, message: FECHADO }] });
}

const contar = async (tabela: 'titulo' | 'baixa' | 'transferencia'): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(tabela)}`.execute(t.db)).rows[0]?.n ?? 0;

async function aDefinir(vencimento: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo_a_definir (unidade_id, lancamento_fixo_id, tipo, descricao, pessoa_id, categoria_id, conta_id, previsto, vencimento, vencimento_real, valor)
    SELECT unidade_id, id, tipo, descricao, pessoa_id, categoria_id, conta_id, ${vencimento}::date, ${vencimento}::date, ${vencimento}::date, valor
    FROM lancamento_fixo WHERE id = ${ref.fixo} RETURNING id`.execute(t.db);
  return rows[0]!.id;
}

const retencoesAbertas = async (tituloId: number): Promise<number[]> =>
  (await sql<{ id: number }>`SELECT id FROM retencao WHERE titulo_id = ${tituloId} AND situacao = 'ABERTA' AND valor > 0`.execute(t.db)).rows.map((r) => r.id);

const comRetencao = (competencia: string) => ({ valor: 1000, retencoes: [{ imposto: ref.csrf }], parcelas: [{ numero: 1, vencimento: competencia, valor: 953.5 }] });

// Made before the closing, in what is then closed (June) and what stays open (July).
const antes = { junho: 0, julho: 0, cancelavel: 0, transferencia: 0, aDefinirJunho: 0, aDefinirJulho: 0, retencaoJunho: [] as number[], agrupamento: 0 };

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta,
    (SELECT max(id) FROM conta WHERE unidade_id = ${sede} AND ativo) AS "outraConta",
    (SELECT id FROM imposto WHERE sigla = 'PIS/COFINS/CSLL') AS csrf, 0 AS fixo`.execute(t.db);
  Object.assign(ref, rows[0]);
  await sql`UPDATE imposto SET pessoa_id = ${ref.pessoa} WHERE id = ${ref.csrf}`.execute(t.db);
  const fixo = await chamar('POST', '/api/financeiro/lancamentosfixos/despesas', {
    descricao: 'Aluguel do galpão', pessoa: ref.pessoa, categoria: ref.categoria, conta: ref.conta, valor: 1500, periodicidade: 'MENSAL', diaVencimento: 15, inicio: '2025-01-01',
  });
  ref.fixo = fixo.json<{ content: { id: number } }>().content.id;

  const junho = await criar('2025-06-01');
  await ok(await chamar('POST', `${DESPESAS}/${junho.id}/baixar`, { data: '2025-06-10', valor: 50 }));
  antes.junho = junho.id;
  antes.julho = (await criar('2025-07-01')).id;
  antes.cancelavel = (await criar('2025-06-01')).id;
  const transferencia = await chamar('POST', TRANSFERENCIAS, { data: '2025-06-15', contaOrigem: ref.conta, contaDestino: ref.outraConta, valor: 10, descricao: 'Depósito' });
  await ok(transferencia);
  antes.transferencia = transferencia.json<{ content: { id: number } }>().content.id;
  antes.aDefinirJunho = await aDefinir('2025-06-15');
  antes.aDefinirJulho = await aDefinir('2025-07-15');
  antes.retencaoJunho = await retencoesAbertas((await criar('2025-06-01', comRetencao('2025-06-30'))).id);
  await ok(await chamar('POST', '/api/impostos/retencoes/agrupar', { ids: await retencoesAbertas((await criar('2025-05-01', comRetencao('2025-05-30'))).id) }));
  antes.agrupamento = (await sql<{ id: number }>`SELECT max(id) AS id FROM agrupamento_imposto`.execute(t.db)).rows[0]!.id;

  await sql`INSERT INTO fechamento_contabil (data_fechamento, operacao) VALUES ('2025-06-30', 'FECHAMENTO')`.execute(t.db);
});
afterAll(async () => {
  await t.fechar();
});

describe('a título in a closed period', () => {
  it('is not created with a closed competence (the form sends the day with a time, too); the next month is', async () => {
    const titulos = await contar('titulo');
    fechado(await chamar('POST', DESPESAS, despesa('2025-06-01')), 'competencia');
    fechado(await chamar('POST', DESPESAS, despesa('2025-06-30T00:00:00')), 'competencia');
    expect(await contar('titulo')).toBe(titulos);
    await ok(await chamar('POST', DESPESAS, despesa('2025-07-01')));
  });

  it('is not edited, nor moved into the closed period; an open one still is', async () => {
    const junho = await ler(antes.junho);
    fechado(await chamar('POST', DESPESAS, { ...junho, descricao: 'Outra' }), 'competencia');
    expect((await ler(antes.junho))['descricao']).toBe('Material de escritório');
    const julho = await ler(antes.julho);
    fechado(await chamar('POST', DESPESAS, { ...julho, competencia: '2025-06-01' }), 'competencia');
    await ok(await chamar('POST', DESPESAS, { ...julho, descricao: 'Material de julho' }));
  });

  it('is not cancelled', async () => {
    fechado(await chamar('POST', `${DESPESAS}/${antes.cancelavel}/cancelar`, { motivo: 'Duplicado' }), null);
    expect((await ler(antes.cancelavel))['situacao']).toBe('ABERTO');
  });
});

describe('a baixa in a closed period', () => {
  it('is not recorded on a closed day, even on an open título; the day after it is', async () => {
    const baixas = await contar('baixa');
    fechado(await chamar('POST', `${DESPESAS}/${antes.julho}/baixar`, { data: '2025-06-30', valor: 10 }), 'data');
    expect(await contar('baixa')).toBe(baixas);
    expect((await ler(antes.julho))['valorPago']).toBe(0);
    await ok(await chamar('POST', `${DESPESAS}/${antes.julho}/baixar`, { data: '2025-07-01', valor: 10 }));
  });

  it('is not reversed on a closed day; reversed on an open day, even when the baixa itself was in the closed period', async () => {
    fechado(await chamar('POST', `${DESPESAS}/${antes.junho}/estornar`, { data: '2025-06-20', motivo: 'Erro' }), 'data');
    expect((await ler(antes.junho))['valorPago']).toBe(50);
    await ok(await chamar('POST', `${DESPESAS}/${antes.junho}/estornar`, { data: '2025-07-02', motivo: 'Erro' }));
  });
});

describe('a transfer in a closed period', () => {
  it('is not made on a closed day; the day after it is', async () => {
    const transferencias = await contar('transferencia');
    const corpo = { contaOrigem: ref.conta, contaDestino: ref.outraConta, valor: 10, descricao: 'Depósito' };
    fechado(await chamar('POST', TRANSFERENCIAS, { ...corpo, data: '2025-06-30' }), 'data');
    expect(await contar('transferencia')).toBe(transferencias);
    await ok(await chamar('POST', TRANSFERENCIAS, { ...corpo, data: '2025-07-01' }));
  });

  it('is not reversed on a closed day; it is on an open day', async () => {
    fechado(await chamar('POST', `${TRANSFERENCIAS}/${antes.transferencia}/estornar`, { data: '2025-06-20', motivo: 'Conta errada' }), 'data');
    const { rows } = await sql<{ n: number }>`SELECT count(data_estorno)::int AS n FROM transferencia WHERE id = ${antes.transferencia}`.execute(t.db);
    expect(rows[0]?.n).toBe(0);
    await ok(await chamar('POST', `${TRANSFERENCIAS}/${antes.transferencia}/estornar`, { data: '2025-07-01', motivo: 'Conta errada' }));
  });
});

describe('the writes that create or cancel títulos on their own', () => {
  it('does not confirm a título a definir due in a closed month; one due after it is confirmed', async () => {
    fechado(await chamar('POST', `/api/financeiro/titulosadefinir/${antes.aDefinirJunho}/confirmar`), null);
    const { rows } = await sql<{ situacao: string }>`SELECT situacao FROM titulo_a_definir WHERE id = ${antes.aDefinirJunho}`.execute(t.db);
    expect(rows[0]?.situacao).toBe('A_DEFINIR');
    await ok(await chamar('POST', `/api/financeiro/titulosadefinir/${antes.aDefinirJulho}/confirmar`));
  });

  it('does not group retenções of a closed competence, nor ungroup a tax payable of a closed competence', async () => {
    fechado(await chamar('POST', '/api/impostos/retencoes/agrupar', { ids: antes.retencaoJunho }), null);
    expect(await retencoesAbertas((await sql<{ t: number }>`SELECT titulo_id AS t FROM retencao WHERE id = ${antes.retencaoJunho[0] ?? 0}`.execute(t.db)).rows[0]?.t ?? 0)).toEqual(antes.retencaoJunho);
    fechado(await chamar('POST', `/api/impostos/agrupados/${antes.agrupamento}/desagrupar`, { motivo: 'Errado' }), null);
    const { rows } = await sql<{ situacao: string }>`SELECT situacao FROM agrupamento_imposto WHERE id = ${antes.agrupamento}`.execute(t.db);
    expect(rows[0]?.situacao).toBe('ATIVO');
  });
});

describe('accounting writes in a closed period', () => {
  it('refuses a manual entry dated in it and accepts one after it; refuses the year-end closing of a closed year', async () => {
    const { rows } = await sql<{ debito: number; credito: number }>`SELECT
      (SELECT id FROM conta_contabil WHERE codigo = '1.2.1.01') AS debito, (SELECT id FROM conta_contabil WHERE codigo = '4.2.05') AS credito`.execute(t.db);
    const manual = (data: string) => ({ data, valor: 4800, contaDebito: rows[0]?.debito, contaCredito: rows[0]?.credito, historico: 'Doação de computadores' });
    const URL = '/api/financeiro/contabilidade/lancamentos';
    fechado(await chamar('POST', URL, manual('2025-06-30')), 'data');
    await ok(await chamar('POST', URL, manual('2025-07-01')));
    fechado(await chamar('POST', '/api/financeiro/contabilidade/encerramento', { ano: 2024 }), null);
    const encerrados = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lancamento_contabil WHERE origem = 'ENCERRAMENTO' AND data = '2024-12-31'`.execute(t.db);
    expect(encerrados.rows[0]?.n).toBe(0);
  });
});

describe('closing and reopening (POST /api/financeiro/contabilidade/fechamento[/reabrir])', () => {
  const URL = '/api/financeiro/contabilidade/fechamento';
  const situacao = async () => (await chamar('GET', URL)).json<{ content: { dataFechamento: string | null; historico: Linha[] } }>().content;

  it('moves the lock forward, refuses it backwards, after today, or as a bad date, each with nothing saved', async () => {
    const fechar = await chamar('POST', URL, { data: '2025-07-31' });
    await ok(fechar);
    expect(fechar.json()).toMatchObject({ message: 'Período fechado até 31/07/2025.', content: { dataFechamento: '2025-07-31' } });
    const naoPaga = await chamar('POST', `${DESPESAS}/${antes.julho}/baixar`, { data: '2025-07-31', valor: 1 });
    expect(naoPaga.json().errors).toEqual([{ field: 'data', message: FECHADO.replace('30/06/2025', '31/07/2025') }]);
    const recua = await chamar('POST', URL, { data: '2025-05-31' });
    expect(recua.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'data', message: 'O período já está fechado até 31/07/2025: para fechar, escolha uma data posterior.' }] });
    expect((await chamar('POST', URL, { data: '2999-01-01' })).json().errors).toEqual([{ field: 'data', message: 'A data do fechamento não pode ser posterior a hoje.' }]);
    expect((await chamar('POST', URL, { data: '2025-02-30' })).json().errors).toEqual([{ field: 'data', message: 'Data inválida.' }]);
    expect((await chamar('POST', URL, { data: null })).statusCode).toBe(422);
    expect((await situacao()).historico).toHaveLength(2);
  });

  it('reopens only with a reason, back to an earlier date or entirely, and keeps every change in the history', async () => {
    const REABRIR = `${URL}/reabrir`;
    expect((await chamar('POST', REABRIR, { data: '2025-06-30', motivo: ' ' })).json().errors).toEqual([{ field: 'motivo', message: 'Informe o motivo da reabertura.' }]);
    const reaberto = await chamar('POST', REABRIR, { data: '2025-06-30T00:00:00', motivo: 'Nota de julho lançada errada' });
    await ok(reaberto);
    expect(reaberto.json().message).toBe('Período reaberto: fechado agora até 30/06/2025.');
    await ok(await chamar('POST', `${DESPESAS}/${antes.julho}/baixar`, { data: '2025-07-31', valor: 1 }));
    await ok(await chamar('POST', REABRIR, { data: null, motivo: 'Revisão do ano' }));
    const { dataFechamento, historico } = await situacao();
    expect(dataFechamento).toBeNull();
    expect(historico.map((h) => [h['operacao'], h['dataFechamento'], h['motivo'], h['usuario']])).toEqual([
      ['REABERTURA', null, 'Revisão do ano', 'Administrador'],
      ['REABERTURA', '2025-06-30', 'Nota de julho lançada errada', 'Administrador'],
      ['FECHAMENTO', '2025-07-31', null, 'Administrador'],
      ['FECHAMENTO', '2025-06-30', null, null],
    ]);
    await ok(await chamar('POST', `${DESPESAS}/${antes.junho}/baixar`, { data: '2025-06-30', valor: 1 }));
    expect((await chamar('POST', REABRIR, { data: null, motivo: 'De novo' })).json().errors).toEqual([{ field: 'data', message: 'Não há período fechado para reabrir.' }]);
  });

  it('asks for its own tag to close and to reopen (403), and refuses members it does not take', async () => {
    await criarUsuario(t.db, { login: 'so.fecha', unidadeIds: [await idDaUnidade(t.db, 'Sede')], tags: ['financeiro.contabilidade.fechar'] });
    const soFechar = await t.entrarNaUnidade('so.fecha', 'Sede');
    expect((await t.chamar({ method: 'GET', url: URL, token: soFechar })).statusCode).toBe(200);
    expect((await t.chamar({ method: 'POST', url: `${URL}/reabrir`, token: soFechar, payload: { data: null, motivo: 'x' } })).statusCode).toBe(403);
    const operador = await t.entrar('operador');
    expect((await t.chamar({ method: 'GET', url: URL, token: operador })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'POST', url: URL, token: operador, payload: { data: '2025-01-31' } })).statusCode).toBe(403);
    expect((await chamar('POST', URL, { data: '2025-01-31', unidade: 1 })).statusCode).toBe(422);
    expect((await situacao()).dataFechamento).toBeNull();
  });
});

describe('the lock over a 31/12 and each unit’s year-end closing', () => {
  it('is refused while a unit with entries in that year has not closed it, naming the units; once they all have, it closes', async () => {
    const URL = '/api/financeiro/contabilidade/fechamento';
    await ok(await chamar('POST', URL, { data: '2025-06-30' }));
    const { rows } = await sql<{ nome: string; id: number }>`SELECT DISTINCT u.nome, u.id FROM saldo_contabil_diario AS s JOIN unidade AS u ON u.id = s.unidade_id
      WHERE s.data BETWEEN '2025-07-01' AND '2025-12-31' ORDER BY u.nome`.execute(t.db);
    expect(rows.map((r) => r.nome)).toContain('Sede');
    const cedo = await chamar('POST', URL, { data: '2026-01-31' });
    expect(cedo.json().errors).toEqual([
      { field: 'data', message: `Encerre o exercício de 2025 em todas as unidades antes de fechar o período até 31/12/2025: falta ${rows.map((r) => r.nome).join(', ')}.` },
    ]);
    expect((await chamar('GET', URL)).json<{ content: { dataFechamento: string } }>().content.dataFechamento).toBe('2025-06-30');
    for (const { nome } of rows) {
      const token = await t.entrarNaUnidade('admin', nome);
      const r = await t.chamar({ method: 'POST', url: '/api/financeiro/contabilidade/encerramento', token, payload: { ano: 2025 } });
      expect(r.statusCode, r.body).toBe(200);
    }
    await ok(await chamar('POST', URL, { data: '2026-01-31' }));
  });
});
