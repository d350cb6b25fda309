import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// Money and rates are exact from the payload to numeric(14,2) / numeric(7,4) and back: a value is
// read as it was sent, and one with more decimals than its column keeps is refused, never rounded.

const CONTAS = '/api/financeiro/contas';
const IMPOSTOS = '/api/financeiro/impostos';

let t: AppDeTeste;
let admin: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
});
afterAll(async () => {
  await t.fechar();
});

const salvar = (url: string, payload: object) => t.chamar({ method: 'POST', url, token: admin, payload });
const conta = (saldoInicial: number) => ({ descricao: 'Conta do teste', tipo: 'CONTA_CORRENTE', banco: '756', agencia: '3001', numero: '12345-6', saldoInicial, dataSaldoInicial: '2026-01-01' });
const imposto = (extra: object) => ({ sigla: 'CSRF', descricao: 'Retenção do teste', esfera: 'FEDERAL', aliquota: 4.65, fatoGerador: 'PAGAMENTO', vencimentoDia: 20, ...extra });
const CSRF = [{ sigla: 'PIS', aliquota: 0.65 }, { sigla: 'COFINS', aliquota: 3 }, { sigla: 'CSLL', aliquota: 1 }];

async function saldoGuardado(id: number): Promise<string> {
  return (await t.db.selectFrom('conta').select('saldo_inicial').where('id', '=', id).executeTakeFirstOrThrow()).saldo_inicial;
}

describe('money', () => {
  it.each([1234567.89, 0.1, -250.5, 999999999999.99, 0.3])('%d round-trips to the cent', async (valor) => {
    const r = await salvar(CONTAS, conta(valor));
    expect(r.statusCode).toBe(200);
    const { id, saldoInicial } = r.json<{ content: { id: number; saldoInicial: number } }>().content;
    expect(saldoInicial).toBe(valor);
    expect(await saldoGuardado(id)).toBe(valor.toFixed(2));
    const lida = await t.chamar({ method: 'GET', url: `${CONTAS}/${id}`, token: admin });
    expect(lida.json<{ content: { saldoInicial: number } }>().content.saldoInicial).toBe(valor);
  });

  it('refuses a third decimal instead of rounding it, and changes nothing', async () => {
    const antes = await t.db.selectFrom('conta').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const r = await salvar(CONTAS, conta(10.005));
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'saldoInicial', message: 'Informe no máximo 2 casas decimais.' }] });
    const depois = await t.db.selectFrom('conta').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(depois.n).toBe(antes.n);
  });

  it('refuses a float sum’s noise (0,1 + 0,2)', async () => {
    const r = await salvar(CONTAS, conta(0.1 + 0.2));
    expect(r.json().errors).toEqual([{ field: 'saldoInicial', message: 'Informe no máximo 2 casas decimais.' }]);
  });
});

describe('rates', () => {
  it('round-trips PIS/COFINS/CSLL 0,65 + 3 + 1 = 4,65 and the R$ 10,00 minimum exactly', async () => {
    const r = await salvar(IMPOSTOS, imposto({ componentes: CSRF, valorMinimo: 10 }));
    expect(r.statusCode).toBe(200);
    const { id } = r.json<{ content: { id: number } }>().content;
    const lido = await t.chamar({ method: 'GET', url: `${IMPOSTOS}/${id}`, token: admin });
    expect(lido.json().content).toMatchObject({ aliquota: 4.65, componentes: CSRF, valorMinimo: 10 });
    const guardado = await t.db.selectFrom('imposto').select(['aliquota', 'valor_minimo']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(guardado).toEqual({ aliquota: '4.6500', valor_minimo: '10.00' });
  });

  it('keeps four decimals and refuses a fifth', async () => {
    expect((await salvar(IMPOSTOS, imposto({ aliquota: 0.0001 }))).json().content.aliquota).toBe(0.0001);
    const r = await salvar(IMPOSTOS, imposto({ aliquota: 1.23456 }));
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'aliquota', message: 'Informe no máximo 4 casas decimais.' }] });
  });

  it('refuses a rate that is not the sum of its components', async () => {
    const r = await salvar(IMPOSTOS, imposto({ aliquota: 4.6, componentes: CSRF }));
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'aliquota', message: 'A alíquota é a soma dos componentes: 4,65.' }] });
  });

  it('asks the municipality of a municipal tax', async () => {
    const r = await salvar(IMPOSTOS, imposto({ sigla: 'ISS', esfera: 'MUNICIPAL', aliquota: 2, fatoGerador: 'EMISSAO', vencimentoDia: 10 }));
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'municipio', message: 'Preenchimento obrigatório.' }] });
  });
});
