import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtratoDaConta, FluxoDeCaixaDaUnidade } from '../../../../src/shared/api/movimento.ts';
import { dataDoNumero, numeroDoDia } from '../../../../src/shared/calendario/data.ts';
import { decimalDosCentavos } from '../../../../src/shared/financeiro/centavos.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// Balances never drift: over random baixas (receitas and despesas with interest, fines and
// discounts, some reversed later), transfers in and out (some reversed) of a fresh account, the
// statement's closing balance is its opening one plus entradas minus saídas to the cent, its rows
// add up to that, two consecutive periods chain, the cash flow ends where the statement does, and
// all of it equals the movements worked out here from the raw rows.

let t: AppDeTeste;
let admin: string;
let sede = 0;
let outra = 0;
let categoria = 0;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ outra: number; categoria: number }>`SELECT
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS outra,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA') AS categoria`.execute(t.db);
  ({ outra, categoria } = rows[0]!);
});
afterAll(async () => {
  await t.fechar();
});

const dia = fc.integer({ min: numeroDoDia('2025-01-01'), max: numeroDoDia('2025-12-31') }).map(dataDoNumero);
const quantia = (max: number) => fc.integer({ min: 0, max });
const baixa = fc.record({
  receita: fc.boolean(),
  valor: fc.integer({ min: 1, max: 5_000_000 }),
  juros: quantia(50_000),
  multa: quantia(20_000),
  desconto: quantia(30_000),
  data: dia,
  estornoApos: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
});
const transferencia = fc.record({ entrada: fc.boolean(), valor: fc.integer({ min: 1, max: 5_000_000 }), data: dia, estornoApos: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }) });

type Baixa = typeof baixa extends fc.Arbitrary<infer B> ? B : never;
type Transferencia = typeof transferencia extends fc.Arbitrary<infer T> ? T : never;

const depois = (data: string, dias: number): string => dataDoNumero(numeroDoDia(data) + dias);

async function gravar(contaId: number, baixas: readonly Baixa[], transferencias: readonly Transferencia[]): Promise<void> {
  for (const b of baixas) {
    const valor = decimalDosCentavos(b.valor);
    const { rows } = await sql<{ id: number }>`INSERT INTO titulo (unidade_id, tipo, categoria_id, conta_id, descricao, valor, situacao)
      VALUES (${sede}, ${b.receita ? 'RECEITA' : 'DESPESA'}, ${categoria}, ${contaId}, 'Propriedade', ${valor}, 'PAGO') RETURNING id`.execute(t.db);
    await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, conta_id, forma, valor, juros, multa, desconto, estornada_em)
      VALUES (${rows[0]!.id}, ${sede}, 1, ${b.data}, ${contaId}, 'PIX', ${valor}, ${decimalDosCentavos(b.juros)}, ${decimalDosCentavos(b.multa)}, ${decimalDosCentavos(b.desconto)},
        ${b.estornoApos === null ? null : depois(b.data, b.estornoApos)})`.execute(t.db);
  }
  for (const tr of transferencias) {
    const [origem, destino] = tr.entrada ? [outra, contaId] : [contaId, outra];
    await sql`INSERT INTO transferencia (unidade_id, data, conta_origem_id, conta_destino_id, valor, descricao, data_estorno)
      VALUES (${sede}, ${tr.data}, ${origem}, ${destino}, ${decimalDosCentavos(tr.valor)}, 'Propriedade', ${tr.estornoApos === null ? null : depois(tr.data, tr.estornoApos)})`.execute(t.db);
  }
}

/** The account's movements as the rule says: a baixa's money on its date, its reversal back; a transfer out or in, its reversal back. */
function esperados(baixas: readonly Baixa[], transferencias: readonly Transferencia[]): { data: string; centavos: number }[] {
  return [
    ...baixas.flatMap((b) => {
      const centavos = (b.receita ? 1 : -1) * (b.valor + b.juros + b.multa - b.desconto);
      return [{ data: b.data, centavos }, ...(b.estornoApos === null ? [] : [{ data: depois(b.data, b.estornoApos), centavos: -centavos }])];
    }),
    ...transferencias.flatMap((tr) => {
      const centavos = tr.entrada ? tr.valor : -tr.valor;
      return [{ data: tr.data, centavos }, ...(tr.estornoApos === null ? [] : [{ data: depois(tr.data, tr.estornoApos), centavos: -centavos }])];
    }),
  ];
}

const centavos = (reais: number): number => Math.round(reais * 100);

async function ler<T>(url: string): Promise<T> {
  const r = await t.chamar({ method: 'GET', url, token: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: T }>().content;
}

describe('the movements of an account', () => {
  it('never drift: closing = opening + entradas − saídas, the rows add up, periods chain, the cash flow agrees', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(quantia(10_000_000), fc.array(baixa, { maxLength: 12 }), fc.array(transferencia, { maxLength: 8 }), dia, async (abertura, baixas, transferencias, corte) => {
        const { rows } = await sql<{ id: number }>`INSERT INTO conta (unidade_id, descricao, tipo, saldo_inicial, data_saldo_inicial)
          VALUES (${sede}, ${`Propriedade ${++n}`}, 'CAIXA', ${decimalDosCentavos(abertura)}, '2025-01-01') RETURNING id`.execute(t.db);
        const contaId = rows[0]!.id;
        await gravar(contaId, baixas, transferencias);
        const todos = esperados(baixas, transferencias).filter((m) => m.data <= '2025-12-31');
        const ano = await ler<ExtratoDaConta>(`/api/financeiro/extrato?conta=${contaId}&inicio=2025-01-01&fim=2025-12-31`);
        const [i, e, s, f] = [ano.saldoInicial, ano.entradas, ano.saidas, ano.saldoFinal].map(centavos) as [number, number, number, number];
        expect(i).toBe(abertura);
        expect(f).toBe(i + e - s);
        expect(ano.linhas.reduce((soma, l) => soma + centavos(l.valor), 0)).toBe(e - s);
        expect(centavos(ano.linhas.at(-1)?.saldo ?? ano.saldoInicial)).toBe(f);
        expect(f).toBe(abertura + todos.reduce((soma, m) => soma + m.centavos, 0));
        const ate = await ler<ExtratoDaConta>(`/api/financeiro/extrato?conta=${contaId}&inicio=2025-01-01&fim=${corte}`);
        if (corte < '2025-12-31') {
          const resto = await ler<ExtratoDaConta>(`/api/financeiro/extrato?conta=${contaId}&inicio=${depois(corte, 1)}&fim=2025-12-31`);
          expect(centavos(resto.saldoInicial)).toBe(centavos(ate.saldoFinal));
          expect(centavos(resto.saldoFinal)).toBe(f);
        }
        const fluxo = await ler<FluxoDeCaixaDaUnidade>(`/api/financeiro/fluxocaixa?conta=${contaId}&inicio=2025-01-01&fim=2025-12-31&agrupamento=SEMANA`);
        expect(centavos(fluxo.saldoFinal)).toBe(f);
        const realizado = fluxo.faixas.reduce((soma, x) => soma + centavos(x.realizadoEntradas) - centavos(x.realizadoSaidas), 0);
        expect(realizado).toBe(e - s);
      }),
      { numRuns: 25 },
    );
  });
});
