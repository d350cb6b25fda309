import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gerarDoacoesDoMes } from '../../../../src/server/modules/doacao/geracao.ts';
import { MENSAGEM_TARIFAS_SEM_CATEGORIA } from '../../../../src/server/modules/mobilizacao/tarifas/configuracao.ts';
import { retornoBancoDoBrasil240 } from '../../../../src/server/seed/retornoDoBanco.ts';
import { URL_DA_APLICACAO_DO_RETORNO, type RetornoAplicado } from '../../../../src/shared/api/retornoDeCobranca.ts';
import { MENSAGENS_DO_FINANCEIRO } from '../../../../src/shared/financeiro/mensagens.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { maisDias } from '../../../../src/shared/mobilizacao/agenda.ts';
import { valorLiquidoDaArrecadacao } from '../../../../src/shared/mobilizacao/concessionarias/valorLiquido.ts';
import { escreverRetornoDeArrecadacao } from '../../../../src/shared/mobilizacao/febraban150/arrecadacao.ts';
import type { TarefaResumo } from '../../../../src/shared/realtime/protocolo.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { corpoMultipart, idDaUnidade } from '../../ajudantes.ts';

// Collection fees booked as an expense, through the API: a bank return with two liquidations
// carrying fees pays both receivables for the gross amount and books one despesa with the sum of
// the fees, already paid from the account the gifts were received in, in the collection method's
// fee category, accounted and linked to the return (the same file again books nothing); without
// a category the fee stays on the charge only and the answer says why. A utility return the same:
// the gift received gross, the utility's fees of the file in one paid despesa (or, without a
// category, the baixa's discount as before, and the notice says why).

let t: AppDeTeste;
let admin: string;
const ref = { sede: 0, forma: 0, categoria: 0, fornecedor: 0, luz: 0, categoriaDaLuz: 0, fornecedorDaLuz: 0 };

const aplicar = (texto: string) =>
  t.chamar({
    method: 'POST',
    url: URL_DA_APLICACAO_DO_RETORNO,
    token: admin,
    ...corpoMultipart([{ campo: 'file', nomeArquivo: 'retorno.ret', tipo: 'application/octet-stream', conteudo: Buffer.from(texto, 'latin1') }]),
  });

/** Charges of new monthly colaborações by the Banco do Brasil boleto, one per amount. */
async function cobrancasNovas(valores: readonly string[]): Promise<{ id: number; nossoNumero: string; tituloId: number }[]> {
  const { rows: pessoas } = await sql<{ id: number }>`
    SELECT p.id FROM pessoa AS p WHERE p.unidade_id = ${ref.sede} AND p.ativo AND NOT EXISTS (SELECT 1 FROM colaboracao WHERE pessoa_id = p.id)
    ORDER BY p.id LIMIT ${valores.length}`.execute(t.db);
  const ids: number[] = [];
  for (const [i, p] of pessoas.entries()) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, forma_cobranca_id)
      VALUES (${ref.sede}, ${p.id}, ${valores[i]!}::numeric, 1, 'BOLETO', ${`${hojeNoModelo().slice(0, 7)}-01`}::date, ${ref.forma}) RETURNING id`.execute(t.db);
    ids.push(rows[0]!.id);
  }
  await t.db.transaction().execute((trx) => gerarDoacoesDoMes(trx, hojeNoModelo().slice(0, 7), ids));
  const { rows } = await sql<{ id: number; nossoNumero: string; tituloId: number }>`
    SELECT id, nosso_numero AS "nossoNumero", titulo_id AS "tituloId" FROM mobilizacao_cobranca WHERE colaboracao_id = ANY(${ids}::int[]) ORDER BY id`.execute(t.db);
  return rows;
}

const despesasDoRetorno = async (retornoId: number) =>
  (await sql<{ titulo: number; valor: string; data: string }>`
    SELECT titulo_id AS titulo, valor::text AS valor, to_char(data, 'YYYY-MM-DD') AS data FROM mobilizacao_tarifa_despesa WHERE retorno_id = ${retornoId}`.execute(t.db)).rows;

/** The return as Mobilização › Remessa › Histórico opens it. */
async function doHistorico(retornoId: number): Promise<Record<string, unknown>> {
  const r = await t.chamar({ method: 'GET', url: `/api/mobilizacao/remessa/historico/${retornoId}`, token: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Record<string, unknown> }>().content;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  ref.sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<{ id: number; categoria: number; fornecedor: number }>`
    SELECT id, categoria_tarifa_id AS categoria, fornecedor_tarifa_id AS fornecedor FROM mobilizacao_forma_cobranca WHERE nome = 'Boleto Banco do Brasil'`.execute(t.db);
  [ref.forma, ref.categoria, ref.fornecedor] = [rows[0]!.id, rows[0]!.categoria, rows[0]!.fornecedor];
  const { rows: luz } = await sql<{ id: number; categoria: number; fornecedor: number }>`
    SELECT id, categoria_tarifa_id AS categoria, fornecedor_tarifa_id AS fornecedor FROM mobilizacao_forma_cobranca WHERE codigo = 'luz-do-vale'`.execute(t.db);
  [ref.luz, ref.categoriaDaLuz, ref.fornecedorDaLuz] = [luz[0]!.id, luz[0]!.categoria, luz[0]!.fornecedor];
});
afterAll(async () => {
  await t?.fechar();
});

describe('the fee category of a collection method', () => {
  it('is refused under its field when it is not an analytic expense category, on both forms', async () => {
    const categoria = async (codigo: string, natureza: string) =>
      (await sql<{ id: number }>`SELECT id FROM categoria WHERE codigo = ${codigo} AND natureza = ${natureza}`.execute(t.db)).rows[0]!.id;
    const receita = await sql<{ id: number }>`SELECT id FROM categoria WHERE natureza = 'RECEITA' AND tipo = 'ANALITICA' ORDER BY id LIMIT 1`.execute(t.db);
    const formularios: [string, number][] = [['/api/mobilizacao/formascobranca', ref.forma], ['/api/mobilizacao/concessionarias/parametros', ref.luz]];
    for (const [url, id] of formularios) {
      const r = await t.chamar({ method: 'POST', url, token: admin, payload: { id, categoriaTarifa: receita.rows[0]!.id } });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: 'categoriaTarifa', message: MENSAGENS_DO_FINANCEIRO.categoriaDeDespesa }]);
    }
    const sintetica = await t.chamar({ method: 'POST', url: '/api/mobilizacao/formascobranca', token: admin, payload: { id: ref.forma, categoriaTarifa: await categoria('2.5', 'DESPESA') } });
    expect(sintetica.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: 'categoriaTarifa', message: MENSAGENS_DO_FINANCEIRO.categoriaAnalitica }]);
    const { rows } = await sql<{ categoria: number }>`SELECT categoria_tarifa_id AS categoria FROM mobilizacao_forma_cobranca WHERE id = ${ref.forma}`.execute(t.db);
    expect(rows[0]!.categoria).toBe(ref.categoria);
  });
});

describe('the fee supplier of a collection method', () => {
  it('is the bank or the utility in the demo, and is saved on both forms; an unknown person is refused and changes nothing', async () => {
    const { rows: nomes } = await sql<{ nome: string }>`SELECT nome FROM pessoa WHERE id = ANY(${[ref.fornecedor, ref.fornecedorDaLuz]}::int[]) ORDER BY id`.execute(t.db);
    expect(nomes.map((n) => n.nome)).toEqual(['Banco do Brasil S.A.', 'Companhia de Luz do Vale S.A.']);
    const formularios: [string, number, number][] = [['/api/mobilizacao/formascobranca', ref.forma, ref.fornecedor], ['/api/mobilizacao/concessionarias/parametros', ref.luz, ref.fornecedorDaLuz]];
    for (const [url, id, fornecedor] of formularios) {
      const recusada = await t.chamar({ method: 'POST', url, token: admin, payload: { id, fornecedorTarifa: 999_999_999 } });
      expect(recusada.statusCode, recusada.body).toBe(422);
      expect(recusada.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['fornecedorTarifa']);
      const trocada = await t.chamar({ method: 'POST', url, token: admin, payload: { id, fornecedorTarifa: ref.fornecedorDaLuz === fornecedor ? ref.fornecedor : ref.fornecedorDaLuz } });
      expect(trocada.statusCode, trocada.body).toBe(200);
      const lida = await t.chamar({ method: 'GET', url: `${url}/${id}`, token: admin });
      expect(lida.json<{ content: { fornecedorTarifa: { id: number } } }>().content.fornecedorTarifa.id).not.toBe(fornecedor);
      await sql`UPDATE mobilizacao_forma_cobranca SET fornecedor_tarifa_id = ${fornecedor} WHERE id = ${id}`.execute(t.db);
    }
  });
});

describe('the fees of a bank return', () => {
  it('are booked as one paid despesa with their sum, the receivables paid gross', async () => {
    const [a, b] = await cobrancasNovas(['80.00', '45.00']);
    const hoje = hojeNoModelo();
    const texto = retornoBancoDoBrasil240('1234567', [
      { nossoNumero: a!.nossoNumero, movimento: '06', valorCentavos: 8_000, valorPagoCentavos: 8_000, tarifaCentavos: 250, data: hoje },
      { nossoNumero: b!.nossoNumero, movimento: '06', valorCentavos: 4_500, valorPagoCentavos: 4_500, tarifaCentavos: 195, data: hoje },
    ], hoje);
    const r = await aplicar(texto);
    expect(r.statusCode, r.body).toBe(200);
    const aplicado = r.json<{ content: RetornoAplicado }>().content;
    expect(aplicado.resultados.paga).toBe(2);
    expect(aplicado.tarifas).toMatchObject({ valor: 4.45, motivo: null, despesas: [{ data: hoje, valor: 4.45 }] });

    // The receivables: paid in full, no discount.
    const { rows: recebidos } = await sql<{ situacao: string; pago: string; desconto: string; conta: number }>`
      SELECT t.situacao, t.valor_pago::text AS pago, sum(b.desconto)::text AS desconto, max(b.conta_id) AS conta FROM titulo AS t JOIN baixa AS b ON b.titulo_id = t.id
      WHERE t.id = ANY(${[a!.tituloId, b!.tituloId]}::int[]) GROUP BY t.id ORDER BY t.id`.execute(t.db);
    expect(recebidos.map((x) => [x.situacao, x.pago, x.desconto])).toEqual([['PAGO', '80.00', '0.00'], ['PAGO', '45.00', '0.00']]);

    // The expense: R$ 4,45 in the fees' category, paid on the credit date from the same account, accounted.
    const [despesa] = await despesasDoRetorno(aplicado.retornoId);
    expect(despesa).toEqual({ titulo: aplicado.tarifas.despesas[0]!.titulo, valor: '4.45', data: hoje });
    const { rows: titulo } = await sql<{ tipo: string; situacao: string; valor: string; categoria: number; conta: number; aprovacao: string; fornecedor: number }>`
      SELECT tipo, situacao, valor::text AS valor, categoria_id AS categoria, conta_id AS conta, aprovacao, pessoa_id AS fornecedor FROM titulo WHERE id = ${despesa!.titulo}`.execute(t.db);
    expect(titulo[0]).toEqual({ tipo: 'DESPESA', situacao: 'PAGO', valor: '4.45', categoria: ref.categoria, conta: recebidos[0]!.conta, aprovacao: 'APROVADO', fornecedor: ref.fornecedor });
    const { rows: baixas } = await sql<{ data: string; valor: string; conta: number; lancamentos: number }>`
      SELECT to_char(b.data, 'YYYY-MM-DD') AS data, b.valor::text AS valor, b.conta_id AS conta,
        (SELECT count(*)::int FROM lancamento_contabil WHERE baixa_id = b.id AND origem = 'BAIXA') AS lancamentos
      FROM baixa AS b WHERE b.titulo_id = ${despesa!.titulo}`.execute(t.db);
    expect(baixas).toEqual([{ data: hoje, valor: '4.45', conta: recebidos[0]!.conta, lancamentos: expect.any(Number) }]);
    expect(baixas[0]!.lancamentos).toBeGreaterThan(0);
    const { rows: retorno } = await sql<{ tarifas: string; motivo: string | null }>`
      SELECT tarifas::text AS tarifas, tarifas_motivo AS motivo FROM mobilizacao_retorno WHERE id = ${aplicado.retornoId}`.execute(t.db);
    expect(retorno[0]).toEqual({ tarifas: '4.45', motivo: null });
    expect(await doHistorico(aplicado.retornoId)).toMatchObject({ tipo: 'retorno', tarifas: 4.45, tarifasMotivo: null });

    // The same file again is refused as repeated: nothing is booked twice.
    expect((await aplicar(texto)).statusCode).toBe(409);
    expect(await despesasDoRetorno(aplicado.retornoId)).toHaveLength(1);
    const { rows: todas } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mobilizacao_tarifa_despesa WHERE retorno_id IS NOT NULL`.execute(t.db);
    expect(todas[0]!.n).toBe(1);
  });

  it('without a fee category on the collection method, stay on the charge, nothing booked, and the answer says why', async () => {
    await sql`UPDATE mobilizacao_forma_cobranca SET categoria_tarifa_id = NULL WHERE id = ${ref.forma}`.execute(t.db);
    try {
      const [c] = await cobrancasNovas(['60.00']);
      const hoje = hojeNoModelo();
      const r = await aplicar(retornoBancoDoBrasil240('1234567', [{ nossoNumero: c!.nossoNumero, movimento: '06', valorCentavos: 6_000, valorPagoCentavos: 6_000, tarifaCentavos: 150, data: hoje }], hoje));
      expect(r.statusCode, r.body).toBe(200);
      const aplicado = r.json<{ content: RetornoAplicado }>().content;
      expect(aplicado.tarifas).toEqual({ valor: 1.5, despesas: [], motivo: MENSAGEM_TARIFAS_SEM_CATEGORIA });
      expect(await despesasDoRetorno(aplicado.retornoId)).toEqual([]);
      const { rows } = await sql<{ tarifa: string; situacao: string; pago: string }>`
        SELECT c.tarifa::text AS tarifa, c.situacao, t.valor_pago::text AS pago FROM mobilizacao_cobranca AS c JOIN titulo AS t ON t.id = c.titulo_id WHERE c.id = ${c!.id}`.execute(t.db);
      expect(rows[0]).toEqual({ tarifa: '1.50', situacao: 'paga', pago: '60.00' });
      const { rows: retorno } = await sql<{ motivo: string | null }>`SELECT tarifas_motivo AS motivo FROM mobilizacao_retorno WHERE id = ${aplicado.retornoId}`.execute(t.db);
      expect(retorno[0]!.motivo).toBe(MENSAGEM_TARIFAS_SEM_CATEGORIA);
      expect(await doHistorico(aplicado.retornoId)).toMatchObject({ tarifas: 1.5, tarifasMotivo: MENSAGEM_TARIFAS_SEM_CATEGORIA });
    } finally {
      await sql`UPDATE mobilizacao_forma_cobranca SET categoria_tarifa_id = ${ref.categoria} WHERE id = ${ref.forma}`.execute(t.db);
    }
  });
});

describe('the fees of a utility return', () => {
  const pago = maisDias(hojeNoModelo(), -2);

  /** A new donor consenting to the installation; answers the person. */
  async function consentido(instalacao: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM pessoa AS p WHERE unidade_id = ${ref.sede} AND ativo AND NOT EXISTS (SELECT 1 FROM mobilizacao_consentimento WHERE pessoa_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM doacao WHERE pessoa_id = p.id AND forma = 'CONTA_CONSUMO') ORDER BY id DESC LIMIT 1`.execute(t.db);
    const pessoa = rows[0]!.id;
    await sql`INSERT INTO mobilizacao_consentimento (unidade_id, pessoa_id, forma_cobranca_id, instalacao, data, evidencia)
      VALUES (${ref.sede}, ${pessoa}, ${ref.luz}, ${instalacao}, ${maisDias(pago, -30)}::date, 'Formulário assinado.')`.execute(t.db);
    return pessoa;
  }

  /** Sends a return of the bills given and waits for its job; answers the return and the job's notice. */
  async function enviar(contas: { instalacao: string; valorCentavos: number }[], nsa: number): Promise<{ retorno: number; mensagem: string }> {
    const linhas = escreverRetornoDeArrecadacao({
      convenio: '0042', nomeDaEmpresa: 'LUZ DO VALE', banco: '104', nomeDoBanco: 'CAIXA', dataDeGeracao: pago, nsa, segmento: '3', empresa: '0042',
      contas: contas.map((c) => ({ ...c, tarifaCentavos: 0, dataDoPagamento: pago, dataDoCredito: pago })),
    });
    const conteudo = Buffer.from(linhas.map((l) => `${l}\r\n`).join(''), 'latin1');
    const r = await t.chamar({
      method: 'POST', url: '/api/mobilizacao/concessionarias/luz-do-vale/retornos', token: admin,
      ...corpoMultipart([{ campo: 'file', nomeArquivo: 'retorno.ret', tipo: 'text/plain', conteudo }]),
    });
    expect(r.statusCode, r.body).toBe(202);
    const { retorno, tarefa } = r.json<{ content: { retorno: number; tarefa: TarefaResumo } }>().content;
    const limite = Date.now() + 30_000;
    for (;;) {
      const lida = (await t.chamar({ method: 'GET', url: `/api/tarefas/${tarefa.id}`, token: admin })).json<{ content: TarefaResumo }>().content;
      if (lida.estado === 'concluida') return { retorno, mensagem: lida.mensagem ?? '' };
      if (lida.estado === 'falhou' || Date.now() > limite) throw new Error(`tarefa ${tarefa.id}: ${JSON.stringify(lida)}`);
      await new Promise((fim) => setTimeout(fim, 200));
    }
  }

  const baixaDoDoador = async (pessoa: number) =>
    (await sql<{ valor: string; desconto: string }>`
      SELECT b.valor::text AS valor, b.desconto::text AS desconto FROM doacao AS d JOIN baixa AS b ON b.id = d.baixa_id WHERE d.pessoa_id = ${pessoa} AND d.forma = 'CONTA_CONSUMO'`.execute(t.db)).rows;

  const parametros = async () =>
    (await sql<{ taxa: string; tarifa: string }>`SELECT taxa_percentual::text AS taxa, tarifa_fixa::text AS tarifa FROM mobilizacao_forma_cobranca WHERE id = ${ref.luz}`.execute(t.db)).rows[0]!;
  const tarifasDe = async (centavos: number) => {
    const p = await parametros();
    const v = valorLiquidoDaArrecadacao(centavos, Number(p.taxa), Math.round(Number(p.tarifa) * 100));
    return v.taxaCentavos + v.tarifaCentavos;
  };

  it('books the fees of every bill of the file in one paid despesa and receives the gift gross', async () => {
    const pessoa = await consentido('5550001');
    const { retorno, mensagem } = await enviar([{ instalacao: '5550001', valorCentavos: 3_000 }, { instalacao: '5559999', valorCentavos: 1_500 }], 31);
    expect(await baixaDoDoador(pessoa)).toEqual([{ valor: '30.00', desconto: '0.00' }]);
    const soma = (await tarifasDe(3_000)) + (await tarifasDe(1_500));
    const { rows } = await sql<{ titulo: number; valor: string; data: string; situacao: string; categoria: number; fornecedor: number }>`
      SELECT m.titulo_id AS titulo, m.valor::text AS valor, to_char(m.data, 'YYYY-MM-DD') AS data, t.situacao, t.categoria_id AS categoria, t.pessoa_id AS fornecedor
      FROM mobilizacao_tarifa_despesa AS m JOIN titulo AS t ON t.id = m.titulo_id WHERE m.retorno_concessionaria_id = ${retorno}`.execute(t.db);
    expect(rows).toEqual([{ titulo: expect.any(Number), valor: (soma / 100).toFixed(2), data: pago, situacao: 'PAGO', categoria: ref.categoriaDaLuz, fornecedor: ref.fornecedorDaLuz }]);
    expect(mensagem).toMatch(/: 1 de 2 registro\(s\) lançado\(s\), R\$ \d+,\d\d líquidos; 1 a resolver\. Tarifas de R\$ \d+,\d\d lançadas como despesa paga\.$/);
  });

  it('without a fee category, keeps them as the gift’s discount, books nothing and says why', async () => {
    await sql`UPDATE mobilizacao_forma_cobranca SET categoria_tarifa_id = NULL WHERE id = ${ref.luz}`.execute(t.db);
    try {
      const pessoa = await consentido('5550002');
      const { retorno, mensagem } = await enviar([{ instalacao: '5550002', valorCentavos: 2_000 }], 32);
      expect(await baixaDoDoador(pessoa)).toEqual([{ valor: '20.00', desconto: ((await tarifasDe(2_000)) / 100).toFixed(2) }]);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mobilizacao_tarifa_despesa WHERE retorno_concessionaria_id = ${retorno}`.execute(t.db);
      expect(rows[0]!.n).toBe(0);
      const { rows: lido } = await sql<{ motivo: string | null }>`SELECT tarifas_motivo AS motivo FROM mobilizacao_retorno_concessionaria WHERE id = ${retorno}`.execute(t.db);
      expect(lido[0]!.motivo).toBe(MENSAGEM_TARIFAS_SEM_CATEGORIA);
      expect(mensagem).toContain(`não lançadas: ${MENSAGEM_TARIFAS_SEM_CATEGORIA}`);
      // The utility's returns screen shows the fees and why they were not booked.
      const tela = await t.chamar({ method: 'GET', url: `/api/mobilizacao/concessionarias/retornos/${retorno}`, token: admin });
      expect(tela.json<{ content: object }>().content).toMatchObject({ tarifas: (await tarifasDe(2_000)) / 100, tarifasMotivo: MENSAGEM_TARIFAS_SEM_CATEGORIA });
    } finally {
      await sql`UPDATE mobilizacao_forma_cobranca SET categoria_tarifa_id = ${ref.categoriaDaLuz} WHERE id = ${ref.luz}`.execute(t.db);
    }
  });
});

describe('the demo', () => {
  it('books the fees of the processed utility return in "Tarifas de arrecadação", its gifts received gross', async () => {
    const { rows } = await sql<{ categoria: string; situacao: string; valor: string; tarifas: string; descontos: string }>`
      SELECT c.descricao AS categoria, t.situacao, m.valor::text AS valor, r.tarifas::text AS tarifas,
        (SELECT coalesce(sum(b.desconto), 0) FROM mobilizacao_retorno_concessionaria_registro AS g JOIN doacao AS d ON d.id = g.doacao_id JOIN baixa AS b ON b.id = d.baixa_id
          WHERE g.retorno_id = r.id)::text AS descontos
      FROM mobilizacao_tarifa_despesa AS m JOIN mobilizacao_retorno_concessionaria AS r ON r.id = m.retorno_concessionaria_id
      JOIN titulo AS t ON t.id = m.titulo_id JOIN categoria AS c ON c.id = t.categoria_id WHERE r.nome_arquivo = 'luz-do-vale-retorno-001.ret'`.execute(t.db);
    expect(rows).toEqual([{ categoria: 'Tarifas de arrecadação', situacao: 'PAGO', valor: rows[0]?.tarifas, tarifas: expect.stringMatching(/^\d+\.\d\d$/), descontos: '0.00' }]);
    expect(Number(rows[0]!.valor)).toBeGreaterThan(0);
  });
});
