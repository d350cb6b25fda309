import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// The alçadas through the API: the demo's profiles (Coordenação: admin and coordenador;
// Diretoria financeira: admin and diretor) under the issue's tiers, configured here (the tests'
// template has none). admin requests, so admin never approves; a R$ 20.000,00 payable waits for
// the coordenador, then the diretor, and only then is paid.

let t: AppDeTeste;
let admin: string;
let coordenador: string;
let diretor: string;
const ref: Record<'pessoa' | 'pessoa2' | 'categoria' | 'conta' | 'coordenacao' | 'diretoria' | 'csrf', number> = { pessoa: 0, pessoa2: 0, categoria: 0, conta: 0, coordenacao: 0, diretoria: 0, csrf: 0 };

const DESPESAS = '/api/titulos/despesas';
const PENDENTES = '/api/aprovacaofinanceira/pendentes';
const ALCADAS = '/api/aprovacaofinanceira/alcadas';

const nivel = (n: number, perfil: number) => ({ nivel: n, perfis: [perfil], regra: 'QUALQUER' });

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  coordenador = await t.entrarNaUnidade('coordenador', 'Sede');
  diretor = await t.entrarNaUnidade('diretor', 'Sede');
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT max(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa2,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta,
    (SELECT id FROM perfil_aprovacao WHERE nome = 'Coordenação') AS coordenacao,
    (SELECT id FROM perfil_aprovacao WHERE nome = 'Diretoria financeira') AS diretoria,
    (SELECT id FROM imposto WHERE sigla = 'PIS/COFINS/CSLL') AS csrf`.execute(t.db);
  Object.assign(ref, rows[0]);
  for (const alcada of [
    { descricao: 'Automática', valorMinimo: 0, valorMaximo: 1000, niveis: [] },
    { descricao: 'Coordenação', valorMinimo: 1000.01, valorMaximo: 10000, niveis: [nivel(1, ref.coordenacao)] },
    { descricao: 'Coordenação e diretoria', valorMinimo: 10000.01, valorMaximo: null, niveis: [nivel(1, ref.coordenacao), nivel(2, ref.diretoria)] },
  ]) {
    const r = await t.chamar({ method: 'POST', url: ALCADAS, token: admin, payload: alcada });
    expect(r.statusCode, r.body).toBe(200);
  }
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
const pendentesDe = async (token: string): Promise<number[]> =>
  (await t.chamar({ method: 'GET', url: `${PENDENTES}?rpp=100`, token })).json<{ content: { resultList: { titulo: { id: number } }[] } }>().content.resultList.map((l) => l.titulo.id);

describe('a R$ 20.000,00 payable', () => {
  it('waits for the coordenador, then the diretor, and only then is paid', async () => {
    const { id } = await criar(20000);
    expect(await ler(id)).toMatchObject({ aprovacao: 'PENDENTE', aprovacaoNivel: 1 });
    expect((await pagar(id)).statusCode).toBe(409);
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
    expect((await pagar(id)).statusCode).toBe(409);
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
