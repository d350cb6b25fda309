import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agenda } from '../../../../src/shared/api/telemarketing.ts';
import { hojeNoModelo } from '../../../../src/shared/format/dates.ts';
import { maisDias } from '../../../../src/shared/mobilizacao/agenda.ts';
import { tabelaDoRelatorioDaMobilizacao } from '../../../../src/server/modules/mobilizacao/relatorios/tabelas.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

// The demo's fundraising on first start: the operator's agenda opens with the two callbacks due
// today, then the renewals and the campaign's donors; the collection methods the remittance and
// utility pages need are there, and the charges carry their nosso número, which finds the donor.

let t: AppDeTeste;

beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

describe('the fundraising demo', () => {
  it('gives the telemarketing operator two callbacks due today, first, then renewals and campaign donors', async () => {
    const token = await t.entrar('teleoperador');
    const agenda = (await t.chamar({ method: 'GET', url: '/api/mobilizacao/telemarketing/agenda', token })).json<{ content: Agenda }>().content;
    expect(agenda.itens.slice(0, 2).map((i) => i.motivo)).toEqual(['retorno', 'retorno']);
    expect(agenda.itens.slice(0, 2).map((i) => i.quando.slice(11))).toEqual(['10:00', '15:30']);
    expect(new Set(agenda.itens.slice(2).map((i) => i.motivo))).toEqual(new Set(['renovacao', 'campanha']));
  });

  it('has the collection methods by bank and layout, three utility companies, and charges with nosso número', async () => {
    const { rows } = await sql<{ tipo: string; layout: string | null; banco: string | null }>`SELECT tipo, layout, banco FROM mobilizacao_forma_cobranca ORDER BY id`.execute(t.db);
    expect(rows).toEqual(expect.arrayContaining([
      { tipo: 'boleto', layout: 'CNAB240', banco: '001' },
      { tipo: 'boleto', layout: 'CNAB400', banco: '237' },
      { tipo: 'debito_automatico', layout: 'FEBRABAN150', banco: '341' },
    ]));
    expect(rows.filter((r) => r.tipo === 'concessionaria')).toHaveLength(3);
    const cobrancas = await sql<{ nosso_numero: string }>`SELECT nosso_numero FROM mobilizacao_cobranca`.execute(t.db);
    expect(cobrancas.rows.length).toBeGreaterThan(0);
    expect(cobrancas.rows.every((c) => /^1234567\d{10}$/.test(c.nosso_numero))).toBe(true);
  });
});

describe('the donor lookup', () => {
  const consultar = async (url: string) => {
    const token = await t.entrarNaUnidade('admin', 'Sede');
    return t.chamar({ method: 'GET', url, token });
  };

  it('finds a donor by nosso número, by CPF and by name, and shows charges, payments, colaborações and calls', async () => {
    const { rows } = await sql<{ pessoa_id: number; nosso_numero: string; cpf: string | null; nome: string }>`
      SELECT c.pessoa_id, c.nosso_numero, p.cpf, p.nome FROM mobilizacao_cobranca AS c JOIN pessoa AS p ON p.id = c.pessoa_id ORDER BY c.id LIMIT 1`.execute(t.db);
    const alvo = rows[0]!;
    const ids = async (q: string) => (await consultar(`/api/mobilizacao/consulta?q=${encodeURIComponent(q)}`)).json<{ content: { id: number }[] }>().content.map((d) => d.id);
    expect(await ids(alvo.nosso_numero)).toEqual([alvo.pessoa_id]);
    if (alvo.cpf !== null) expect(await ids(alvo.cpf)).toContain(alvo.pessoa_id);
    expect(await ids(alvo.nome)).toContain(alvo.pessoa_id);
    expect(await ids('%')).toEqual([]);
    const doador = (await consultar(`/api/mobilizacao/consulta/${alvo.pessoa_id}`)).json<{
      content: { cobrancas: { nossoNumero: string }[]; pagamentos: unknown[]; colaboracoes: unknown[] };
    }>().content;
    expect(doador.cobrancas.map((c) => c.nossoNumero)).toContain(alvo.nosso_numero);
    expect(doador.pagamentos.length).toBeGreaterThan(0);
    expect(doador.colaboracoes.length).toBeGreaterThan(0);
  });

  it('refuses an empty search and answers 404 for a donor of another unit', async () => {
    expect((await consultar('/api/mobilizacao/consulta?q=')).statusCode).toBe(422);
    const { rows } = await sql<{ id: number }>`SELECT p.id FROM pessoa AS p JOIN unidade AS u ON u.id = p.unidade_id WHERE u.nome = 'Unidade Norte' LIMIT 1`.execute(t.db);
    expect((await consultar(`/api/mobilizacao/consulta/${rows[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('the fundraising reports', () => {
  it('counts the calls by operator and outcome with the monthly amount promised, and each campaign against its goals', async () => {
    const sede = (await sql<{ id: number }>`SELECT id FROM unidade WHERE nome = 'Sede'`.execute(t.db)).rows[0]!.id;
    const hoje = hojeNoModelo();
    const produtividade = await tabelaDoRelatorioDaMobilizacao(t.db, 'produtividade', sede, { inicio: maisDias(hoje, -7), fim: hoje });
    expect(produtividade.linhas).toContainEqual(['Operadora de Telemarketing', 'Prometeu colaborar', 1, 1, '35.00']);
    expect(produtividade.linhas).toContainEqual(['Operadora de Telemarketing', 'Pediu para ligar depois', 2, 0, '0']);
    expect(produtividade.totais).toEqual([{ rotulo: 'Ligações', tipo: 'numero', valor: 5 }, { rotulo: 'Valor mensal prometido', tipo: 'dinheiro', valor: '35.00' }]);
    const campanhas = await tabelaDoRelatorioDaMobilizacao(t.db, 'campanhas', sede, null);
    const renovacao = campanhas.linhas.find((l) => l[0] === 'Renovação de fim de ano');
    expect(renovacao?.slice(0, 3)).toEqual(['Renovação de fim de ano', 'Telemarketing', '20000.00']);
    expect(renovacao?.[5]).toBeGreaterThanOrEqual(9);
  });
});
