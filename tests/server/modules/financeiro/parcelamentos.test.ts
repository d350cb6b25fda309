import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// GET /api/titulos/parcelamentos: the installments the título's form previews, with the issue's
// worked cases, the remainder where the finance parameters put it, the real due dates past the
// national holidays and the institution's own, and a pt-BR 422 for anything outside 1..360
// installments of a positive value.

let t: AppDeTeste;
let admin: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(async () => {
  await t.fechar();
});

const previa = (consulta: string, token = admin) => t.chamar({ method: 'GET', url: `/api/titulos/parcelamentos?${consulta}`, token });

describe('the preview', () => {
  it('splits R$ 100,00 in 3 with the remainder on the last, clamped to the months from 31/01', async () => {
    const r = await previa('valor=100&dataVencimento=2025-01-31&quantidade=3');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      content: [
        { numero: 1, dataVencimento: '2025-01-31', dataVencimentoReal: '2025-01-31', valor: 33.33 },
        { numero: 2, dataVencimento: '2025-02-28', dataVencimentoReal: '2025-02-28', valor: 33.33 },
        { numero: 3, dataVencimento: '2025-03-31', dataVencimentoReal: '2025-03-31', valor: 33.34 },
      ],
    });
  });

  it("takes the first due date as the form's date fields hold it", async () => {
    const r = await previa('valor=100&dataVencimento=2025-01-31T00:00:00&quantidade=1');
    expect(r.json()).toEqual({ content: [{ numero: 1, dataVencimento: '2025-01-31', dataVencimentoReal: '2025-01-31', valor: 100 }] });
  });

  it('moves a due date to the next business day: Sexta-feira Santa, the weekend, then Tiradentes', async () => {
    const r = await previa('valor=200&dataVencimento=2025-04-18&quantidade=3');
    expect(r.json().content.map((p: { dataVencimentoReal: string; valor: number }) => [p.dataVencimentoReal, p.valor])).toEqual([
      ['2025-04-22', 66.66],
      ['2025-05-19', 66.66],
      ['2025-06-18', 66.68],
    ]);
  });

  it("puts the remainder on the first when the parameters say so, and skips the institution's holidays", async () => {
    await sql`INSERT INTO ajuste (modelo, unidade_id, campo, valor) VALUES ('parametroFinanceiro', NULL, 'restoParcelamento', '"PRIMEIRA"'::jsonb)`.execute(t.db);
    await sql`INSERT INTO feriado (data, descricao, abrangencia) VALUES ('2025-01-31', 'Aniversário da cidade', 'MUNICIPAL')`.execute(t.db);
    const r = await previa('valor=100&dataVencimento=2025-01-31&quantidade=3');
    expect(r.json().content.map((p: { dataVencimentoReal: string; valor: number }) => [p.dataVencimentoReal, p.valor])).toEqual([
      ['2025-02-03', 33.34],
      ['2025-02-28', 33.33],
      ['2025-03-31', 33.33],
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['valor=100&dataVencimento=2025-01-31&quantidade=0', 'quantidade'],
    ['valor=100&dataVencimento=2025-01-31&quantidade=361', 'quantidade'],
    ['valor=100&dataVencimento=2025-01-31&quantidade=2.5', 'quantidade'],
    ['valor=0&dataVencimento=2025-01-31&quantidade=3', 'valor'],
    ['valor=-10&dataVencimento=2025-01-31&quantidade=3', 'valor'],
    ['valor=abc&dataVencimento=2025-01-31&quantidade=3', 'valor'],
    ['valor=10.001&dataVencimento=2025-01-31&quantidade=3', 'valor'],
    ['valor=100&dataVencimento=2025-02-30&quantidade=3', 'dataVencimento'],
    ['valor=100&quantidade=3', 'dataVencimento'],
  ])('%s is a 422 on %s', async (consulta, campo) => {
    const r = await previa(consulta);
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(MENSAGEM_FORMULARIO);
    expect(r.json().errors.map((e: { field: string }) => e.field)).toEqual([campo]);
  });

  it('says why in pt-BR', async () => {
    expect((await previa('valor=100&dataVencimento=2025-01-31&quantidade=0')).json().errors[0].message).toMatch(/360/);
  });

  it('is refused to operador', async () => {
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    expect((await previa('valor=100&dataVencimento=2025-01-31&quantidade=3', operador)).statusCode).toBe(403);
  });
});
