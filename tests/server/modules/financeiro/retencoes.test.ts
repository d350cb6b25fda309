import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// Withheld taxes on despesas: the server works out each retenção (never the client's figures),
// the installments add up to the net, cancelling the despesa cancels its retenções; the open
// retenções are grouped by tax, competence and due date into one tax payable, a despesa with
// grouped retenções keeps them, and ungrouping (refused once the tax payable is paid) cancels
// the payable and reopens them. operador is refused everywhere.

let t: AppDeTeste;
let admin: string;
let adminNorte: string;
const ref: Record<'pessoa' | 'categoria' | 'conta' | 'csrf' | 'irrf' | 'iss' | 'receita', number> = { pessoa: 0, categoria: 0, conta: 0, csrf: 0, irrf: 0, iss: 0, receita: 0 };

const DESPESAS = '/api/titulos/despesas';
const RETENCOES = '/api/impostos/retencoes';
const AGRUPADOS = '/api/impostos/agrupados';

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  adminNorte = await t.entrarNaUnidade('admin', 'Unidade Norte');
  const sede = await idDaUnidade(t.db, 'Sede');
  const { rows } = await sql<typeof ref>`SELECT
    (SELECT min(id) FROM pessoa WHERE unidade_id = ${sede}) AS pessoa,
    (SELECT max(id) FROM pessoa WHERE unidade_id = ${sede}) AS receita,
    (SELECT min(id) FROM categoria WHERE tipo = 'ANALITICA' AND natureza = 'DESPESA') AS categoria,
    (SELECT min(id) FROM conta WHERE unidade_id = ${sede}) AS conta,
    (SELECT id FROM imposto WHERE sigla = 'PIS/COFINS/CSLL') AS csrf,
    (SELECT id FROM imposto WHERE sigla = 'IRRF') AS irrf,
    (SELECT min(id) FROM imposto WHERE sigla = 'ISS') AS iss`.execute(t.db);
  Object.assign(ref, rows[0]);
  await sql`UPDATE imposto SET pessoa_id = ${ref.receita} WHERE esfera = 'FEDERAL'`.execute(t.db);
});
afterAll(async () => {
  await t.fechar();
});

type Linha = Record<string, unknown>;
type Titulo = Linha & { id: number; parcelas: Linha[]; baixas: Linha[]; retencoes: Linha[] };

const servico = (extra: object = {}) => ({
  descricao: 'Consultoria contábil',
  pessoa: ref.pessoa,
  categoria: ref.categoria,
  conta: ref.conta,
  emissao: '2025-01-10',
  competencia: '2025-01-01',
  valor: 1000,
  dataVencimento: '2025-01-31',
  quantidadeParcelas: 1,
  parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 953.5 }],
  retencoes: [{ imposto: ref.csrf, valor: 1, aliquota: 99 }],
  ...extra,
});

const salvar = (payload: object, token = admin) => t.chamar({ method: 'POST', url: DESPESAS, token, payload });
const ler = async (id: number): Promise<Titulo> => (await t.chamar({ method: 'GET', url: `${DESPESAS}/${id}`, token: admin })).json<{ content: Titulo }>().content;

async function criar(extra: object = {}): Promise<Titulo> {
  const r = await salvar(servico(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ content: Titulo }>().content;
}

async function abertas(tituloId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`SELECT id FROM retencao WHERE titulo_id = ${tituloId} AND situacao = 'ABERTA' AND valor > 0 ORDER BY id`.execute(t.db);
  return rows.map((r) => r.id);
}

const agrupar = (ids: number[], token = admin) => t.chamar({ method: 'POST', url: `${RETENCOES}/agrupar`, token, payload: { ids } });

describe('retenções on a despesa', () => {
  it('withholds PIS/COFINS/CSLL 46,50 of R$ 1.000,00, whatever the client sent, and the installments add up to the net', async () => {
    const titulo = await criar();
    expect(titulo).toMatchObject({ valor: 1000, valorRetido: 46.5, valorLiquido: 953.5, valorAberto: 953.5, situacao: 'ABERTO' });
    // Paid on 31/01 (the first due date stands for the payment): day 20 of the next month, brought forward if not a business day.
    expect(titulo.retencoes).toEqual([expect.objectContaining({ imposto: expect.objectContaining({ id: ref.csrf }), base: 1000, aliquota: 4.65, valor: 46.5, competencia: '2025-01-01', vencimento: '2025-02-20', situacao: 'ABERTA' })]);
  });

  it('does not withhold 9,30 of R$ 200,00 (R$ 10,00 or less), nor list it as an open item', async () => {
    const titulo = await criar({ valor: 200, parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 200 }] });
    expect(titulo).toMatchObject({ valorRetido: 0, valorLiquido: 200 });
    expect(titulo.retencoes[0]).toMatchObject({ valor: 0, base: 200 });
    expect(await abertas(titulo.id)).toEqual([]);
  });

  it('takes a base of its own, and the municipal ISS falls due after the issue, put off to a business day', async () => {
    const titulo = await criar({
      valor: 2000,
      retencoes: [{ imposto: ref.irrf, base: 1000 }, { imposto: ref.iss }],
      parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 1885 }],
    });
    expect(titulo.retencoes.map((r) => [r['base'], r['valor'], r['vencimento']])).toEqual([
      [1000, 15, '2025-02-20'],
      [2000, 100, '2025-02-10'],
    ]);
    expect(titulo.valorLiquido).toBe(1885);
  });

  it('refuses installments that add up to the gross, and retenções of the whole value, with 422 and nothing saved', async () => {
    const antes = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM titulo`.execute(t.db)).rows[0]?.n;
    const bruto = await salvar(servico({ parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 1000 }] }));
    expect(bruto.statusCode).toBe(422);
    expect(bruto.json<{ errors: Linha[] }>().errors).toEqual([expect.objectContaining({ field: 'parcelas', message: 'A soma das parcelas (R$ 1.000,00) difere do valor do título (R$ 953,50).' })]);
    const demais = await salvar(servico({ valor: 100, retencoes: [{ imposto: ref.csrf, base: 999999 }], parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 100 }] }));
    expect(demais.statusCode).toBe(422);
    expect(JSON.stringify(demais.json())).toContain('devem ser menores que o valor do título');
    const semImposto = await salvar(servico({ retencoes: [{ imposto: 999999 }] }));
    expect(semImposto.statusCode).toBe(422);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM titulo`.execute(t.db)).rows[0]?.n).toBe(antes);
  });

  it('pays the net: the baixa of the balance leaves nothing open', async () => {
    const titulo = await criar();
    const r = await t.chamar({ method: 'POST', url: `${DESPESAS}/${titulo.id}/baixar`, token: admin, payload: { valor: 953.5 } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await ler(titulo.id)).toMatchObject({ situacao: 'PAGO', valorPago: 953.5, valorAberto: 0 });
  });

  it('cancelling the despesa cancels its retenções', async () => {
    const titulo = await criar();
    const r = await t.chamar({ method: 'POST', url: `${DESPESAS}/${titulo.id}/cancelar`, token: admin, payload: { motivo: 'Nota fiscal substituída' } });
    expect(r.statusCode, r.body).toBe(200);
    expect((await ler(titulo.id)).retencoes.map((l) => l['situacao'])).toEqual(['CANCELADA']);
  });
});

describe('agrupamento de impostos', () => {
  it('lists the open retenções and groups those of one tax, competence and due date into one payable to the tax authority', async () => {
    const a = await criar({ competencia: '2025-03-01', emissao: '2025-03-05', dataVencimento: '2025-03-14', parcelas: [{ numero: 1, vencimento: '2025-03-14', valor: 953.5 }] });
    const b = await criar({ competencia: '2025-03-01', emissao: '2025-03-06', dataVencimento: '2025-03-28', valor: 3000, parcelas: [{ numero: 1, vencimento: '2025-03-28', valor: 2860.5 }] });
    const ids = [...(await abertas(a.id)), ...(await abertas(b.id))];
    const lista = await t.chamar({ method: 'GET', url: RETENCOES, token: admin });
    expect(lista.statusCode, lista.body).toBe(200);
    expect(JSON.stringify(lista.json())).toContain(`"id":${ids[0]}`);

    const r = await agrupar(ids);
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ id: number; titulo_id: number; valor: string; quantidade: number; vencimento: string }>`
      SELECT id, titulo_id, valor::text AS valor, quantidade, to_char(vencimento, 'YYYY-MM-DD') AS vencimento FROM agrupamento_imposto WHERE titulo_id IN (
        SELECT titulo_id FROM agrupamento_imposto WHERE id = (SELECT agrupamento_id FROM retencao WHERE id = ${ids[0] ?? 0}))`.execute(t.db);
    expect(rows).toEqual([expect.objectContaining({ valor: '186.00', quantidade: 2, vencimento: '2025-04-17' })]);
    const imposto = await ler(rows[0]?.titulo_id ?? 0);
    expect(imposto).toMatchObject({ valor: 186, valorAberto: 186, situacao: 'ABERTO', pessoa: expect.objectContaining({ id: ref.receita }), descricao: 'PIS/COFINS/CSLL retido – competência 03/2025' });
    expect(imposto.parcelas).toEqual([expect.objectContaining({ valor: 186, vencimento: '2025-04-17' })]);
    expect((await ler(a.id)).retencoes[0]).toMatchObject({ situacao: 'AGRUPADA' });

    // A despesa with grouped retenções keeps them, and is not cancelled.
    const mudar = await salvar({ ...(await ler(a.id)), retencoes: [] });
    expect(mudar.statusCode).toBe(422);
    expect(JSON.stringify(mudar.json())).toContain('desagrupe-as em Impostos agrupados');
    expect((await t.chamar({ method: 'POST', url: `${DESPESAS}/${a.id}/cancelar`, token: admin, payload: { motivo: null } })).statusCode).toBe(422);
    // The tax payable keeps the grouped amount; its other fields change as any despesa's.
    const outroValor = await salvar({ ...imposto, valor: 200, parcelas: [{ ...imposto.parcelas[0], valor: 200 }] });
    expect(outroValor.statusCode).toBe(422);
    expect(JSON.stringify(outroValor.json())).toContain('o valor e as parcelas são os das retenções agrupadas');
    expect((await salvar({ ...imposto, documento: 'DARF 5952' })).statusCode).toBe(200);
    // The tax payable is undone by ungrouping, not cancelled as a despesa.
    expect((await t.chamar({ method: 'POST', url: `${DESPESAS}/${imposto.id}/cancelar`, token: admin, payload: { motivo: null } })).statusCode).toBe(422);

    // Ungrouping: the payable cancelled (kept), the retenções open again.
    const desfeito = await t.chamar({ method: 'POST', url: `${AGRUPADOS}/${rows[0]?.id ?? 0}/desagrupar`, token: admin, payload: { motivo: 'Competência errada' } });
    expect(desfeito.statusCode, desfeito.body).toBe(200);
    expect(await ler(imposto.id)).toMatchObject({ situacao: 'CANCELADO' });
    expect(await abertas(a.id)).toHaveLength(1);
    expect(await abertas(b.id)).toHaveLength(1);
    const agrupado = await t.chamar({ method: 'GET', url: `${AGRUPADOS}/${rows[0]?.id ?? 0}`, token: admin });
    expect(agrupado.json<{ content: Linha }>().content).toMatchObject({ situacao: 'DESFEITO', quantidade: 2, motivo: 'Competência errada', situacaoTitulo: 'CANCELADO', despesas: 'Consultoria contábil; Consultoria contábil' });
  });

  it('refuses to ungroup once the tax payable has a baixa', async () => {
    const a = await criar({ competencia: '2025-05-01' });
    const r = await agrupar(await abertas(a.id));
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ id: number; titulo_id: number; valor: string }>`SELECT a.id, a.titulo_id, t.valor_liquido AS valor FROM agrupamento_imposto AS a
      JOIN retencao AS r ON r.agrupamento_id = a.id JOIN titulo AS t ON t.id = a.titulo_id WHERE r.titulo_id = ${a.id}`.execute(t.db);
    const agrupamento = rows[0] ?? { id: 0, titulo_id: 0, valor: '0' };
    const paga = await t.chamar({ method: 'POST', url: `${DESPESAS}/${agrupamento.titulo_id}/baixar`, token: admin, payload: { valor: Number(agrupamento.valor) } });
    expect(paga.statusCode, paga.body).toBe(200);
    const recusado = await t.chamar({ method: 'POST', url: `${AGRUPADOS}/${agrupamento.id}/desagrupar`, token: admin, payload: { motivo: 'Valor errado' } });
    expect(recusado.statusCode).toBe(422);
    expect(JSON.stringify(recusado.json())).toContain('O título do imposto tem baixa: estorne as baixas antes de desagrupar.');
    expect(await abertas(a.id)).toEqual([]);
  });

  it('refuses a tax without its authority, and another unit\'s retenções', async () => {
    await sql`UPDATE imposto SET pessoa_id = NULL WHERE id = ${ref.iss}`.execute(t.db);
    const a = await criar({ retencoes: [{ imposto: ref.iss }], parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 950 }] });
    const semCredor = await agrupar(await abertas(a.id));
    expect(semCredor.statusCode).toBe(422);
    expect(JSON.stringify(semCredor.json())).toContain('não tem credor');
    expect((await agrupar(await abertas(a.id), adminNorte)).statusCode).toBe(404);
    expect(await abertas(a.id)).toHaveLength(1);
  });

  it('refuses operador (403) on the lists and the actions', async () => {
    const operador = await t.entrarNaUnidade('operador', 'Sede');
    expect((await t.chamar({ method: 'GET', url: RETENCOES, token: operador })).statusCode).toBe(403);
    expect((await t.chamar({ method: 'GET', url: AGRUPADOS, token: operador })).statusCode).toBe(403);
    expect((await agrupar([1], operador)).statusCode).toBe(403);
    expect((await t.chamar({ method: 'POST', url: `${AGRUPADOS}/1/desagrupar`, token: operador, payload: { motivo: null } })).statusCode).toBe(403);
  });
});

describe('demo data', () => {
  it('gives each unit service payables with retenções, the due ones grouped into paid tax payables that add up, the latest open', async () => {
    const { rows } = await sql<{ unidade: string; abertas: number; agrupadas: number; pagos: number }>`
      SELECT u.nome AS unidade, count(*) FILTER (WHERE r.situacao = 'ABERTA' AND r.valor > 0)::int AS abertas,
        count(*) FILTER (WHERE r.situacao = 'AGRUPADA')::int AS agrupadas,
        (SELECT count(*)::int FROM agrupamento_imposto a JOIN titulo t ON t.id = a.titulo_id WHERE a.unidade_id = u.id AND t.situacao = 'PAGO') AS pagos
      FROM retencao r JOIN unidade u ON u.id = r.unidade_id GROUP BY u.id, u.nome`.execute(t.db);
    for (const unidade of ['Sede', 'Unidade Norte']) {
      const linha = rows.find((r) => r.unidade === unidade);
      expect(linha?.abertas).toBeGreaterThan(0);
      expect(linha?.agrupadas).toBeGreaterThan(0);
      expect(linha?.pagos).toBeGreaterThan(0);
    }
    const { rows: desacertos } = await sql<{ id: number }>`
      SELECT a.id FROM agrupamento_imposto a JOIN titulo t ON t.id = a.titulo_id
      WHERE a.situacao = 'ATIVO' AND (a.valor <> (SELECT sum(valor) FROM retencao r WHERE r.agrupamento_id = a.id) OR t.valor <> a.valor)
      UNION ALL
      SELECT t.id FROM titulo t WHERE t.valor_retido <> coalesce((SELECT sum(valor) FROM retencao r WHERE r.titulo_id = t.id), 0)`.execute(t.db);
    expect(desacertos).toEqual([]);
  });
});
