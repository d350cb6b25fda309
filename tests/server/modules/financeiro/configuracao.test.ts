import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { MENSAGEM_FORMULARIO } from '../../ajudantes.ts';

// The rest of the finance configuration through the generic resources: each unit's accounts,
// occurrences and payroll events posting to analytic categories, the one record of parameters,
// and the demo data each tab opens with.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
const categoria: Record<string, number> = {};

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  for (const c of await t.db.selectFrom('categoria').select(['id', 'codigo']).execute()) categoria[c.codigo] = c.id;
});
afterAll(async () => {
  await t.fechar();
});

const listar = async (url: string, token = admin) =>
  (await t.chamar({ method: 'GET', url: `${url}?rpp=50`, token })).json<{ content: { resultList: Record<string, unknown>[]; count: number } }>().content;
const salvar = (url: string, payload: object) => t.chamar({ method: 'POST', url, token: admin, payload });

describe('demo data', () => {
  it.each([
    ['/api/financeiro/gruposfinanceiros', 8],
    ['/api/financeiro/categorias', 46],
    ['/api/financeiro/centroscusto', 6],
    ['/api/financeiro/gruposcontas', 3],
    ['/api/financeiro/impostos', 5],
    ['/api/financeiro/ocorrencias', 5],
    ['/api/financeiro/eventosfolha', 10],
  ])('%s opens with %d records', async (url, quantos) => {
    expect((await listar(url)).count).toBe(quantos);
  });
});

describe('contas', () => {
  it('each unit sees its own accounts', async () => {
    const sede = await listar('/api/financeiro/contas');
    const norte = await listar('/api/financeiro/contas', adminNorte);
    expect(sede.resultList.map((c) => c['descricao'])).toContain('Banco do Brasil c/c Termo de Fomento');
    expect(norte.resultList.map((c) => c['descricao'])).toContain('Caixa da Unidade Norte');
    // The Sede's five, the MROSC term's own account (projects) and the three loan projects' accounts.
    expect([sede.count, norte.count]).toEqual([9, 4]);
    const daSede = sede.resultList[0]?.['id'];
    expect((await t.chamar({ method: 'GET', url: `/api/financeiro/contas/${String(daSede)}`, token: adminNorte })).statusCode).toBe(404);
  });

  it('reads the bank by its code and the group by name', async () => {
    const bradesco = (await listar('/api/financeiro/contas')).resultList.find((c) => c['descricao'] === 'Bradesco aplicação');
    expect(bradesco).toMatchObject({ tipo: 'APLICACAO', banco: '237', saldoInicial: 150000, grupo: { descricao: 'Aplicações financeiras' } });
  });
});

describe('contas: resumos', () => {
  it("sums the unit's opening balances to the cent, and counts the accounts the filter selects", async () => {
    const { resultList } = await listar('/api/financeiro/contas');
    const centavos = resultList.reduce((soma, c) => soma + Math.round(Number(c['saldoInicial']) * 100), 0);
    const r = await t.chamar({ method: 'GET', url: '/api/financeiro/contas/resumos', token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toEqual({ quantidade: resultList.length, saldoInicial: centavos / 100 });
    const aplicacoes = await t.chamar({ method: 'GET', url: '/api/financeiro/contas/resumos?tipo=APLICACAO', token: admin });
    expect(aplicacoes.json().content).toMatchObject({ quantidade: resultList.filter((c) => c['tipo'] === 'APLICACAO').length });
  });
});

describe('categories chosen elsewhere', () => {
  it('an occurrence posts to analytic categories', async () => {
    const r = await salvar('/api/financeiro/ocorrencias', { descricao: 'Abatimento', tipo: 'DESCONTO', categoriaReceita: categoria['2.5'], categoriaDespesa: categoria['1.4.03'] });
    expect(r.json()).toEqual({ message: MENSAGEM_FORMULARIO, errors: [{ field: 'categoriaReceita', message: 'Escolha uma categoria analítica.' }] });
  });

  it('a payroll event posts to an analytic expense category', async () => {
    const evento = { codigo: '301', descricao: 'Adicional noturno', tipo: 'PROVENTO' };
    expect((await salvar('/api/financeiro/eventosfolha', { ...evento, categoria: categoria['1.1.01'] })).json().errors).toEqual([
      { field: 'categoria', message: 'Escolha uma categoria de despesa.' },
    ]);
    const r = await salvar('/api/financeiro/eventosfolha', { ...evento, categoria: { id: categoria['2.1.01'] }, incideInss: true });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ codigo: '301', categoria: { codigo: '2.1.01', descricao: 'Salários' }, incideInss: true, incideFgts: false });
  });
});

describe('parâmetros', () => {
  const URL = '/api/financeiro/parametros';
  const ajustes = async () => (await t.chamar({ method: 'GET', url: URL, token: admin })).json<{ content: Record<string, { valor: unknown; padrao: unknown; alterado: boolean }> }>().content;

  it('are settings: each at its default until changed, the receipt’s signature from the demo', async () => {
    expect(await ajustes()).toMatchObject({
      restoParcelamento: { valor: 'ULTIMA', padrao: 'ULTIMA', alterado: false },
      diasAvisoVencimento: { valor: 3, padrao: 3, alterado: false },
      reciboCargo: { valor: 'Diretora financeira', alterado: true },
    });
  });

  it('change one by one and return to the default, judged by the model', async () => {
    const r = await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { restoParcelamento: 'PRIMEIRA', diasAvisoVencimento: 5 } });
    expect(r.statusCode).toBe(200);
    expect(r.json().content).toMatchObject({ restoParcelamento: { valor: 'PRIMEIRA', alterado: true }, diasAvisoVencimento: { valor: 5, alterado: true }, orcamentoExcedido: { valor: 'AVISAR' } });
    const fora = await t.chamar({ method: 'PUT', url: URL, token: admin, payload: { diasAvisoVencimento: 61 } });
    expect(fora.statusCode).toBe(422);
    const restaurado = await t.chamar({ method: 'DELETE', url: `${URL}/diasAvisoVencimento`, token: admin });
    expect(restaurado.json().content).toMatchObject({ diasAvisoVencimento: { valor: 3, alterado: false }, restoParcelamento: { valor: 'PRIMEIRA' } });
  });
});
