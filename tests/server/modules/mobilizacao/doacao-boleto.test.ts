import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../src/shared/mobilizacao/mensagens.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';

// A one-off gift registered by boleto on the staff's form gets its charge, in the same
// transaction as its receivable: numbered by the boleto agreement chosen on the gift, else by the
// active one; an agreement that is not an active boleto one is refused on its field; with no
// active boleto agreement the gift is registered without a charge and the reply says so. A
// pending gift changed takes its charge along until the bank has it; then the change is refused.

let t: AppDeTeste;
let admin: string;
const ref = { pessoa: 0, bb: 0, bradesco: 0, itau: 0 };

interface Doacao {
  titulo: number;
  forma: number | null;
}
interface Cobranca {
  titulo: number;
  forma: number;
  sequencial: string;
  valor: string;
  situacao: string;
}

const forma = async (nome: string): Promise<number> => (await sql<{ id: number }>`SELECT id FROM mobilizacao_forma_cobranca WHERE nome = ${nome}`.execute(t.db)).rows[0]!.id;
const proximo = async (id: number): Promise<string> =>
  (await sql<{ p: string }>`SELECT proximo_nosso_numero::text AS p FROM mobilizacao_forma_cobranca WHERE id = ${id}`.execute(t.db)).rows[0]!.p;
const doar = (extra: object = {}) =>
  t.chamar({ method: 'POST', url: '/api/doacao/doacoes', token: admin, payload: { pessoa: ref.pessoa, data: '2026-12-10', valor: 55.5, forma: 'BOLETO', ...extra } });

async function gravada(id: number): Promise<{ doacao: Doacao; cobrancas: Cobranca[] }> {
  const { rows } = await sql<Doacao>`SELECT titulo_id AS titulo, forma_cobranca_id AS forma FROM doacao WHERE id = ${id}`.execute(t.db);
  const doacao = rows[0]!;
  const { rows: cobrancas } = await sql<Cobranca>`
    SELECT titulo_id AS titulo, forma_cobranca_id AS forma, sequencial::text AS sequencial, valor::text AS valor, situacao FROM mobilizacao_cobranca WHERE titulo_id = ${doacao.titulo}`.execute(t.db);
  return { doacao, cobrancas };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  ref.pessoa = (await sql<{ id: number }>`SELECT id FROM pessoa WHERE unidade_id = (SELECT id FROM unidade WHERE nome = 'Sede') AND ativo ORDER BY id LIMIT 1`.execute(t.db)).rows[0]!.id;
  ref.bb = await forma('Boleto Banco do Brasil');
  ref.bradesco = await forma('Boleto Bradesco');
  ref.itau = await forma('Débito automático Itaú');
});
afterAll(async () => {
  await t?.fechar();
});

describe('a one-off gift by boleto', () => {
  it('gets its charge with the next nosso número of the active boleto agreement', async () => {
    const numero = await proximo(ref.bb);
    const r = await doar();
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ avisos?: string[] }>().avisos).toBeUndefined();
    const { doacao, cobrancas } = await gravada(r.json<{ content: { id: number } }>().content.id);
    expect(doacao.forma).toBe(ref.bb);
    expect(cobrancas).toEqual([{ titulo: doacao.titulo, forma: ref.bb, sequencial: numero, valor: '55.50', situacao: 'a_enviar' }]);
    expect(await proximo(ref.bb)).toBe(String(Number(numero) + 1));
  });

  it('is charged by the agreement chosen on the gift', async () => {
    const numero = await proximo(ref.bradesco);
    const r = await doar({ formaCobranca: ref.bradesco });
    expect(r.statusCode, r.body).toBe(200);
    const { cobrancas } = await gravada(r.json<{ content: { id: number } }>().content.id);
    expect(cobrancas.map((c) => [c.forma, c.sequencial])).toEqual([[ref.bradesco, numero]]);
  });

  it('offers on the gift’s form only the active boleto agreements', async () => {
    const r = await t.chamar({ method: 'GET', url: '/api/mobilizacao/formascobranca?tipo=boleto&ativo=true&page=1&rpp=50', token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const ids = r.json<{ content: { resultList: { id: number }[] } }>().content.resultList.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining([ref.bb, ref.bradesco]));
    expect(ids).not.toContain(ref.itau);
  });

  it('refuses an agreement that is not an active boleto one, registering nothing', async () => {
    const antes = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM doacao`.execute(t.db)).rows[0]!.n;
    const r = await doar({ formaCobranca: ref.itau });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field: 'formaCobranca', message: M.convenioDeBoleto });
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM doacao`.execute(t.db)).rows[0]!.n).toBe(antes);
  });

  it('is registered without a charge when no boleto agreement is active, and the reply says so', async () => {
    await sql`UPDATE mobilizacao_forma_cobranca SET ativo = false WHERE tipo = 'boleto'`.execute(t.db);
    try {
      const r = await doar();
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json<{ avisos?: string[] }>().avisos).toEqual([M.doacaoSemBoleto]);
      const { doacao, cobrancas } = await gravada(r.json<{ content: { id: number } }>().content.id);
      expect(doacao.titulo).toBeGreaterThan(0);
      expect([doacao.forma, cobrancas]).toEqual([null, []]);
    } finally {
      await sql`UPDATE mobilizacao_forma_cobranca SET ativo = true WHERE tipo = 'boleto'`.execute(t.db);
    }
  });

  it('by any other method gets no charge', async () => {
    const r = await doar({ forma: 'PIX' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await gravada(r.json<{ content: { id: number } }>().content.id)).cobrancas).toEqual([]);
  });
});

describe('a pending gift by boleto that is changed', () => {
  /** The gift as the form reads it, changed and saved again. */
  async function alterar(id: number, mudancas: object) {
    const lido = await t.chamar({ method: 'GET', url: `/api/doacao/doacoes/${id}`, token: admin });
    expect(lido.statusCode, lido.body).toBe(200);
    return t.chamar({ method: 'POST', url: '/api/doacao/doacoes', token: admin, payload: { ...lido.json<{ content: object }>().content, ...mudancas } });
  }
  const nova = async (extra: object = {}): Promise<number> => {
    const r = await doar(extra);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ content: { id: number } }>().content.id;
  };
  const cobrancasDe = async (id: number) =>
    (await sql<{ sequencial: string; valor: string; vencimento: string; situacao: string; motivo: string | null }>`
      SELECT c.sequencial::text AS sequencial, c.valor::text AS valor, to_char(c.vencimento, 'YYYY-MM-DD') AS vencimento, c.situacao, c.motivo
      FROM mobilizacao_cobranca AS c JOIN doacao AS d ON d.titulo_id = c.titulo_id WHERE d.id = ${id} ORDER BY c.id`.execute(t.db)).rows;

  it('takes its charge along while the bank has not got it: the same nosso número, the new amount and due date', async () => {
    const id = await nova();
    const [antes] = await cobrancasDe(id);
    const r = await alterar(id, { valor: 70, data: '2026-12-20' });
    expect(r.statusCode, r.body).toBe(200);
    expect(await cobrancasDe(id)).toEqual([{ sequencial: antes!.sequencial, valor: '70.00', vencimento: '2026-12-20', situacao: 'a_enviar', motivo: null }]);
  });

  it('writes the charge off when it is no longer by boleto, and gets a new one when it is again', async () => {
    const id = await nova();
    expect((await alterar(id, { forma: 'PIX' })).statusCode).toBe(200);
    expect((await cobrancasDe(id)).map((c) => [c.situacao, c.motivo])).toEqual([['baixada', M.deixouDeSerBoleto]]);
    expect((await alterar(id, { forma: 'BOLETO' })).statusCode).toBe(200);
    expect((await cobrancasDe(id)).map((c) => c.situacao)).toEqual(['baixada', 'a_enviar']);
  });

  it('is refused once its boleto is at the bank, and nothing changes', async () => {
    const id = await nova();
    await sql`UPDATE mobilizacao_cobranca SET situacao = 'enviada' FROM doacao AS d WHERE d.id = ${id} AND mobilizacao_cobranca.titulo_id = d.titulo_id`.execute(t.db);
    const r = await alterar(id, { valor: 99 });
    expect(r.statusCode).toBe(422);
    expect(r.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field: 'valor', message: M.boletoNoBanco });
    expect((await cobrancasDe(id)).map((c) => [c.valor, c.situacao])).toEqual([['55.50', 'enviada']]);
    const { rows } = await sql<{ valor: string }>`SELECT valor::text AS valor FROM doacao WHERE id = ${id}`.execute(t.db);
    expect(rows[0]!.valor).toBe('55.50');
  });
});
