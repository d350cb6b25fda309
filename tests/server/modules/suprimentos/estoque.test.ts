import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { criarUsuario, idDaUnidade, MENSAGEM_SEM_PERMISSAO } from '../../ajudantes.ts';

// The stock ledger through its screens' saves: adjustments (with the issue's worked case of the
// moving average), transfers (average and value unchanged), negative stock refused unless the
// parameter allows it, stored movements never changed, the tags, and concurrent issues of the
// last units (the item's row lock: never below zero).

let t: AppDeTeste;
let admin: string;
let semTag: string;
const ref = { grupo: 0, un: 0, a: 0, b: 0 };

const AJUSTES = '/api/suprimentos/ajustes';
const TRANSFERENCIAS = '/api/suprimentos/transferencias';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  await criarUsuario(t.db, { login: 'semestoque', unidadeIds: [sede], tags: ['suprimentos.estoque.visualizar'] });
  semTag = await t.entrar('semestoque');
  const um = async (consulta: ReturnType<typeof sql<{ id: number }>>) => (await consulta.execute(t.db)).rows[0]!.id;
  ref.grupo = await um(sql<{ id: number }>`INSERT INTO suprimento_grupo (descricao) VALUES ('Grupo do teste') RETURNING id`);
  ref.un = await um(sql<{ id: number }>`INSERT INTO suprimento_unidade_medida (sigla, descricao) VALUES ('tst', 'Unidade do teste') RETURNING id`);
  ref.a = await um(sql<{ id: number }>`INSERT INTO suprimento_local (descricao) VALUES ('Local A do teste') RETURNING id`);
  ref.b = await um(sql<{ id: number }>`INSERT INTO suprimento_local (descricao) VALUES ('Local B do teste') RETURNING id`);
});
afterAll(async () => {
  await t.fechar();
});

async function novoItem(codigo: string, estoqueMinimo = 0): Promise<number> {
  const r = await t.chamar({ method: 'POST', url: '/api/suprimentos/itens', token: admin, payload: { codigo, descricao: `Item ${codigo}`, grupo: ref.grupo, unidadeMedida: ref.un, estoqueMinimo } });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: { id: number } }>().content.id;
}

const ajuste = (item: number, tipo: string, quantidade: number, extra: object = {}, token = admin) =>
  t.chamar({ method: 'POST', url: AJUSTES, token, payload: { data: '2030-01-10', tipo, item, local: ref.a, quantidade, motivo: 'Teste', ...extra } });

async function saldo(item: number): Promise<{ quantidade: string; valor: string }> {
  return (await sql<{ quantidade: string; valor: string }>`SELECT quantidade::text, valor_total::text AS valor FROM suprimento_item WHERE id = ${item}`.execute(t.db)).rows[0]!;
}
async function noLocal(item: number, local: number): Promise<string | undefined> {
  return (await sql<{ q: string }>`SELECT quantidade::text AS q FROM suprimento_estoque WHERE item_id = ${item} AND local_id = ${local}`.execute(t.db)).rows[0]?.q;
}

describe('the stock ledger', () => {
  it('holds the worked case of the moving average through adjustments and a donation', async () => {
    const item = await novoItem('T-MEDIA');
    const passos: [string, number, number | null, string, string][] = [
      ['DOACAO', 1000, 5, '1000.000', '5000.00'],
      ['ENTRADA', 150, 6, '1150.000', '5900.00'],
      ['SAIDA', 300, null, '850.000', '4360.87'],
      ['ENTRADA', 200, 8, '1050.000', '5960.87'],
      ['SAIDA', 500, null, '550.000', '3122.36'],
      ['ENTRADA', 50, 9, '600.000', '3572.36'],
    ];
    for (const [tipo, quantidade, valorUnitario, q, v] of passos) {
      const r = await ajuste(item, tipo, quantidade, valorUnitario === null ? {} : { valorUnitario });
      expect(r.statusCode, r.body).toBe(200);
      expect(await saldo(item)).toEqual({ quantidade: q, valor: v });
    }
    const custos = await sql<{ custo: string }>`SELECT custo::text FROM suprimento_ajuste WHERE item_id = ${item} AND tipo = 'SAIDA' ORDER BY id`.execute(t.db);
    expect(custos.rows.map((c) => c.custo)).toEqual(['1539.13', '2838.51']);
    const posicao = await t.chamar({ method: 'GET', url: `/api/suprimentos/estoque?item=${item}`, token: admin });
    expect(posicao.json<{ content: { resultList: { custoMedio: number; valor: number }[] } }>().content.resultList).toMatchObject([{ custoMedio: 5.9539, valor: 3572.36 }]);
    const movimentos = await sql<{ n: number }>`SELECT count(*)::int AS n FROM suprimento_movimento WHERE item_id = ${item}`.execute(t.db);
    expect(movimentos.rows[0]!.n).toBe(6);
  });

  it('a transfer moves the quantity and changes neither the average nor the value', async () => {
    const item = await novoItem('T-TRANSF');
    expect((await ajuste(item, 'DOACAO', 10, { valorUnitario: 3.3333 })).statusCode).toBe(200);
    const antes = await saldo(item);
    const r = await t.chamar({ method: 'POST', url: TRANSFERENCIAS, token: admin, payload: { data: '2030-01-11', item, localOrigem: ref.a, localDestino: ref.b, quantidade: 4 } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await saldo(item)).toEqual(antes);
    expect([await noLocal(item, ref.a), await noLocal(item, ref.b)]).toEqual(['6.000', '4.000']);
    const mesmo = await t.chamar({ method: 'POST', url: TRANSFERENCIAS, token: admin, payload: { data: '2030-01-11', item, localOrigem: ref.a, localDestino: ref.a, quantidade: 1 } });
    expect(mesmo.json()).toMatchObject({ errors: [{ field: 'localDestino', message: 'O local de destino deve ser diferente do local de origem.' }] });
    const demais = await t.chamar({ method: 'POST', url: TRANSFERENCIAS, token: admin, payload: { data: '2030-01-11', item, localOrigem: ref.b, localDestino: ref.a, quantidade: 5 } });
    expect(demais.statusCode).toBe(422);
    expect(demais.json()).toMatchObject({ errors: [{ field: 'quantidade', message: 'Estoque insuficiente: há 4 e foram pedidas 5.' }] });
    expect([await noLocal(item, ref.a), await noLocal(item, ref.b)]).toEqual(['6.000', '4.000']);
  });

  it('refuses negative stock unless the parameter allows it, and never changes a stored movement', async () => {
    const item = await novoItem('T-NEG');
    expect((await ajuste(item, 'DOACAO', 2, { valorUnitario: 1 })).statusCode).toBe(200);
    const recusa = await ajuste(item, 'SAIDA', 3);
    expect(recusa.statusCode).toBe(422);
    expect(recusa.json()).toMatchObject({ errors: [{ field: 'quantidade', message: 'Estoque insuficiente: há 2 e foram pedidas 3.' }] });
    expect(await saldo(item)).toEqual({ quantidade: '2.000', valor: '2.00' });
    expect((await ajuste(item, 'SAIDA', 1.5)).json()).toMatchObject({ errors: [{ message: 'A unidade tst não é fracionável: informe uma quantidade inteira.' }] });
    expect((await ajuste(item, 'DOACAO', 1)).json()).toMatchObject({ errors: [{ field: 'valorUnitario', message: 'Preenchimento obrigatório.' }] });

    const parametro = await t.chamar({ method: 'PUT', url: '/api/suprimentos/parametros', token: admin, payload: { permitirEstoqueNegativo: true } });
    expect(parametro.statusCode, parametro.body).toBe(200);
    const aceita = await ajuste(item, 'SAIDA', 3);
    expect(aceita.statusCode, aceita.body).toBe(200);
    expect(await saldo(item)).toEqual({ quantidade: '-1.000', valor: '-1.00' });
    await t.chamar({ method: 'DELETE', url: '/api/suprimentos/parametros/permitirEstoqueNegativo', token: admin });

    const id = aceita.json<{ content: { id: number } }>().content.id;
    const alterar = await t.chamar({ method: 'POST', url: AJUSTES, token: admin, payload: { id, data: '2030-01-10', tipo: 'SAIDA', item, local: ref.a, quantidade: 1, motivo: 'Outro' } });
    expect(alterar.statusCode).toBe(422);
    const erros = alterar.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(erros).toContainEqual({ field: 'quantidade', message: 'Um movimento de estoque gravado não é alterado: registre outro que o corrija.' });
    expect(await saldo(item)).toEqual({ quantidade: '-1.000', valor: '-1.00' });
  });

  it('needs the tags to adjust and to transfer', async () => {
    const item = await novoItem('T-TAG');
    expect((await ajuste(item, 'DOACAO', 1, { valorUnitario: 1 }, semTag)).json()).toEqual({ message: MENSAGEM_SEM_PERMISSAO });
    const transferir = await t.chamar({ method: 'POST', url: TRANSFERENCIAS, token: semTag, payload: { data: '2030-01-11', item, localOrigem: ref.a, localDestino: ref.b, quantidade: 1 } });
    expect(transferir.statusCode).toBe(403);
    expect((await t.chamar({ method: 'GET', url: '/api/suprimentos/estoque', token: semTag })).statusCode).toBe(200);
  });

  it('concurrent issues of the last units never drive the stock below zero', async () => {
    const item = await novoItem('T-CORRIDA');
    expect((await ajuste(item, 'DOACAO', 5, { valorUnitario: 2 })).statusCode).toBe(200);
    const respostas = await Promise.all(Array.from({ length: 12 }, () => ajuste(item, 'SAIDA', 1)));
    const status = respostas.map((r) => r.statusCode);
    expect(respostas.filter((r) => r.statusCode === 422).map((r) => r.json<{ errors: { message: string }[] }>().errors[0]?.message)).toContain('Estoque insuficiente: há 0 e foram pedidas 1.');
    expect(status.filter((s) => s === 200)).toHaveLength(5);
    expect(status.filter((s) => s === 422)).toHaveLength(7);
    expect(await saldo(item)).toEqual({ quantidade: '0.000', valor: '0.00' });
    expect(await noLocal(item, ref.a)).toBe('0.000');
  });
});
