import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeTeste } from '../../../support/app.ts';
import { criarAppDaAprovacao, pendentesDe as pendentesNoApp, URL_DOS_PENDENTES as PENDENTES, type ReferenciasDaAprovacao } from './alcadas-de-teste.ts';

// The alçadas through the API: the demo's profiles (Coordenação: admin and coordenador;
// Diretoria financeira: admin and diretor) under the issue's tiers, configured here (the tests'
// template has none). admin requests, so admin never approves; a R$ 20.000,00 payable waits for
// the coordenador, then the diretor, and only then is paid.

let t: AppDeTeste;
let admin: string;
let coordenador: string;
let diretor: string;
let ref: ReferenciasDaAprovacao;

const DESPESAS = '/api/titulos/despesas';
const ALCADAS = '/api/aprovacaofinanceira/alcadas';

beforeAll(async () => {
  ({ t, admin, coordenador, diretor, ref } = await criarAppDaAprovacao());
});
afterAll(async () => {
  await t.fechar();
});

interface Despesa {
  id: number;
  aprovacao: string;
  aprovacaoNivel: number | null;
  situacao: string;
}

const novaDespesa = (valor: number) => ({
  descricao: 'Reforma da cozinha comunitária', pessoa: ref.pessoa, categoria: ref.categoria, conta: ref.conta,
  emissao: '2025-01-10', competencia: '2025-01-20', valor, dataVencimento: '2025-01-31', quantidadeParcelas: 1,
  parcelas: [{ numero: 1, vencimento: '2025-01-31', valor }],
});

async function criar(valor: number): Promise<Despesa> {
  const r = await t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload: novaDespesa(valor) });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Despesa }>().content;
}
const ler = async (id: number): Promise<Despesa> => (await t.chamar({ method: 'GET', url: `${DESPESAS}/${id}`, token: admin })).json<{ content: Despesa }>().content;
const pagar = (id: number) => t.chamar({ method: 'POST', url: `/api/titulos/${id}/baixar`, token: admin, payload: { data: '2025-02-05', conta: ref.conta, forma: 'PIX', valor: 1 } });
const decidir = (token: string, nome: 'aprovar' | 'rejeitar', ids: number[], motivo?: string) =>
  t.chamar({ method: 'POST', url: `${PENDENTES}/${nome}`, token, payload: { ids, ...(motivo === undefined ? {} : { motivo }) } });
const pendentesDe = (token: string) => pendentesNoApp(t, token);
const recusa = async (r: ReturnType<AppDeTeste['chamar']>) => {
  const resposta = await r;
  return { status: resposta.statusCode, mensagem: resposta.json<{ message: string }>().message };
};

describe('a R$ 20.000,00 payable', () => {
  it('waits for the coordenador, then the diretor, and only then is paid', async () => {
    const { id } = await criar(20000);
    expect(await ler(id)).toMatchObject({ aprovacao: 'PENDENTE', aprovacaoNivel: 1 });
    expect(await recusa(pagar(id))).toEqual({ status: 422, mensagem: 'O título aguarda aprovação: nível 1' });
    expect(await pendentesDe(coordenador)).toContain(id);
    expect(await pendentesDe(diretor)).not.toContain(id);
    expect((await decidir(diretor, 'aprovar', [id])).statusCode).toBe(403);

    expect((await decidir(coordenador, 'aprovar', [id])).statusCode).toBe(200);
    expect(await ler(id)).toMatchObject({ aprovacao: 'PENDENTE', aprovacaoNivel: 2 });
    expect(await pendentesDe(coordenador)).not.toContain(id);
    expect(await pendentesDe(diretor)).toContain(id);

    expect((await decidir(diretor, 'aprovar', [id])).statusCode).toBe(200);
    expect(await ler(id)).toMatchObject({ aprovacao: 'APROVADO', aprovacaoNivel: null });
    const pago = await pagar(id);
    expect(pago.statusCode, pago.body).toBe(200);
  });

  it('the requester never approves it: admin, in every profile, does not see it', async () => {
    const { id } = await criar(20000);
    expect(await pendentesDe(admin)).not.toContain(id);
    expect((await decidir(admin, 'aprovar', [id])).statusCode).toBe(403);
  });

  it('editing the amount after an approval resets the approvals, and the history keeps both', async () => {
    const { id } = await criar(20000);
    await decidir(coordenador, 'aprovar', [id]);
    const atual = (await t.chamar({ method: 'GET', url: `${DESPESAS}/${id}`, token: admin })).json<{ content: Record<string, unknown> }>().content;
    const r = await t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload: { ...atual, valor: 21000, parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 21000 }] } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await ler(id)).toMatchObject({ aprovacao: 'PENDENTE', aprovacaoNivel: 1 });
    const historico = await sql<{ decisao: string; valida: boolean }>`SELECT decisao, valida FROM aprovacao_decisao WHERE titulo_id = ${id} ORDER BY id`.execute(t.db);
    expect(historico.rows).toEqual([{ decisao: 'APROVADO', valida: false }, { decisao: 'REINICIADO', valida: false }]);
  });

  it('changing the person resets too; another field does not', async () => {
    const { id } = await criar(5000);
    await decidir(coordenador, 'aprovar', [id]);
    expect(await ler(id)).toMatchObject({ aprovacao: 'APROVADO' });
    const atual = (await t.chamar({ method: 'GET', url: `${DESPESAS}/${id}`, token: admin })).json<{ content: Record<string, unknown> }>().content;
    await t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload: { ...atual, documento: 'NF 77' } });
    expect(await ler(id)).toMatchObject({ aprovacao: 'APROVADO' });
    await t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload: { ...atual, documento: 'NF 77', pessoa: ref.pessoa2 } });
    expect(await ler(id)).toMatchObject({ aprovacao: 'PENDENTE', aprovacaoNivel: 1 });
  });

  it('one rejection, with its reason, rejects it: paying stays refused', async () => {
    const { id } = await criar(20000);
    expect((await decidir(coordenador, 'rejeitar', [id])).statusCode).toBe(422);
    expect((await decidir(coordenador, 'rejeitar', [id], 'Orçamento acima do combinado.')).statusCode).toBe(200);
    expect(await ler(id)).toMatchObject({ aprovacao: 'REJEITADO' });
    expect(await recusa(pagar(id))).toEqual({ status: 422, mensagem: 'O título foi rejeitado na aprovação: Orçamento acima do combinado.' });
    expect(await pendentesDe(diretor)).not.toContain(id);
  });

  it('its withheld taxes are not grouped while it waits', async () => {
    const r = await t.chamar({ method: 'POST', url: DESPESAS, token: admin, payload: { ...novaDespesa(20000), retencoes: [{ imposto: ref.csrf }], parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 19070 }] } });
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ id: number }>`SELECT id FROM retencao WHERE titulo_id = ${r.json<{ content: Despesa }>().content.id} AND valor > 0`.execute(t.db);
    const agrupar = await t.chamar({ method: 'POST', url: '/api/impostos/retencoes/agrupar', token: admin, payload: { ids: rows.map((l) => l.id) } });
    expect(agrupar.statusCode).toBe(422);
    expect(agrupar.json<{ message: string }>().message).toBe('O título aguarda aprovação: nível 1');
  });
});

describe('the automatic tier and the configuration', () => {
  it('R$ 1.000,00 is approved at once and paid', async () => {
    const { id } = await criar(1000);
    expect(await ler(id)).toMatchObject({ aprovacao: 'APROVADO' });
    expect((await pagar(id)).statusCode).toBe(200);
  });

  it('a profile needs its name and approvers; without the tag, 403', async () => {
    const semNome = await t.chamar({ method: 'POST', url: '/api/aprovacaofinanceira/perfis', token: admin, payload: { usuarios: [] } });
    expect(semNome.statusCode).toBe(422);
    const semTag = await t.chamar({ method: 'POST', url: '/api/aprovacaofinanceira/perfis', token: coordenador, payload: { nome: 'X', usuarios: [] } });
    expect(semTag.statusCode).toBe(403);
    expect((await t.chamar({ method: 'GET', url: ALCADAS, token: coordenador })).statusCode).toBe(403);
  });
});
