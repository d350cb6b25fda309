import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDaTransparenciaPublico } from '../../../../src/shared/portaltransparencia/contrato.ts';
import { MENSAGEM_PERIODO_INVERTIDO, MENSAGEM_PERIODO_OBRIGATORIO } from '../../../../src/shared/portaltransparencia/receitasPorFonte.ts';
import { criarAppDeTeste, type AppDeTeste } from '../../../support/app.ts';
import { idDaUnidade } from '../../ajudantes.ts';

// "Recursos recebidos por fonte" computed from finance: the baixas of the receivables in the
// item's period, by source (a public partnership's project, a donation by a person or a
// company, everything else), reversed baixas and payables left out; the visitor reads the table.

let t: AppDeTeste;
let admin: string;
let sede: number;
const ITENS = '/api/portaltransparencia/transparencias';
const PREVIA = '/api/portaltransparencia/receitas-por-fonte';

async function receita(valor: string, baixa: { data: string; valor: string; juros?: string; desconto?: string; estornadaEm?: string }, extra: { projetoId?: number; tipo?: 'DESPESA' } = {}): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, valor, data_vencimento, projeto_id) VALUES (${sede}, ${extra.tipo ?? 'RECEITA'}, ${valor}::numeric, ${baixa.data}::date, ${extra.projetoId ?? null})
    RETURNING id`.execute(t.db);
  const id = rows[0]!.id;
  await sql`INSERT INTO baixa (titulo_id, unidade_id, parcela, data, forma, valor, juros, desconto, estornada_em)
    VALUES (${id}, ${sede}, 1, ${baixa.data}::date, 'PIX', ${baixa.valor}::numeric, ${baixa.juros ?? '0'}::numeric, ${baixa.desconto ?? '0'}::numeric, ${baixa.estornadaEm ?? null}::date)`.execute(t.db);
  return id;
}

async function doacao(tituloId: number, pessoa: 'fisica' | 'juridica'): Promise<void> {
  await sql`INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, titulo_id, situacao)
    SELECT ${sede}, p.id, t.data_vencimento, t.valor, 'PIX', t.id, 'RECEBIDA' FROM titulo t,
      (SELECT id FROM pessoa WHERE ${pessoa === 'juridica'} = papel_pessoa_juridica AND (${pessoa === 'juridica'} OR coalesce(cnpj, '') = '') ORDER BY id LIMIT 1) p
     WHERE t.id = ${tituloId}`.execute(t.db);
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await t.entrarNaUnidade('admin', 'Sede');
  sede = await idDaUnidade(t.db, 'Sede');
  // 2031 is far from the demo's finance, so only these amounts fall in the period.
  const { rows } = await sql<{ id: number }>`
    INSERT INTO projeto (codigo, nome, parceria, instrumento) VALUES ('RF-1', 'Convênio municipal', true, 'TERMO_FOMENTO') RETURNING id`.execute(t.db);
  const parceria = rows[0]!.id;
  await receita('10500.00', { data: '2031-02-10', valor: '10500.00' }, { projetoId: parceria });
  await receita('10500.00', { data: '2031-08-10', valor: '10000.00', juros: '12.34' }, { projetoId: parceria });
  await doacao(await receita('30.00', { data: '2031-03-05', valor: '30.00' }), 'fisica');
  await doacao(await receita('5000.00', { data: '2031-04-01', valor: '5000.00' }), 'juridica');
  await receita('850.00', { data: '2031-05-20', valor: '850.00', desconto: '37.65' });
  await receita('999.00', { data: '2031-06-01', valor: '999.00', estornadaEm: '2031-06-02' });
  await receita('777.00', { data: '2031-06-01', valor: '777.00' }, { tipo: 'DESPESA' });
  await receita('123.00', { data: '2032-01-01', valor: '123.00' });
});
afterAll(() => t.fechar());

describe('amounts received by source', () => {
  it('publishes the computed table for the item period, and the visitor reads it to the cent', async () => {
    const r = await t.chamar({
      method: 'POST',
      url: ITENS,
      token: admin,
      payload: { tipo: 'RECEITAS_POR_FONTE', titulo: 'Recursos recebidos em 2031', periodoInicio: '2031-01-01', periodoFim: '2031-12-31', publicadoEm: '2026-01-01' },
    });
    expect(r.statusCode).toBe(200);
    const { rows } = await sql<{ fontes: unknown }>`SELECT fontes FROM transparencia_item WHERE titulo = 'Recursos recebidos em 2031'`.execute(t.db);
    expect(rows[0]!.fontes).toEqual([
      { fonte: 'Parcerias com o poder público', valor: 20512.34 },
      { fonte: 'Doações de pessoas físicas', valor: 30 },
      { fonte: 'Doações de empresas', valor: 5000 },
      { fonte: 'Outras receitas próprias', valor: 812.35 },
    ]);

    const portal = (await t.chamar({ method: 'GET', url: '/api/publico/transparencia/portal' })).json<{ content: PortalDaTransparenciaPublico }>().content;
    const item = portal.itens.find((i) => i.titulo === 'Recursos recebidos em 2031');
    expect(item?.receitas).toEqual({
      periodo: { inicio: '2031-01-01', fim: '2031-12-31' },
      linhas: [
        { fonte: 'PARCERIAS_PUBLICAS', valorCentavos: 2_051_234 },
        { fonte: 'DOACOES_PESSOAS', valorCentavos: 3_000 },
        { fonte: 'DOACOES_EMPRESAS', valorCentavos: 500_000 },
        { fonte: 'OUTRAS_RECEITAS', valorCentavos: 81_235 },
      ],
      totalCentavos: 2_635_469,
    });
  });

  it('previews the table for a start–end period on the staff form', async () => {
    const r = await t.chamar({ method: 'GET', url: `${PREVIA}?inicio=2031-03-01&fim=2031-04-30`, token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.json<{ content: { fonte: string; valor: number }[] }>().content.map((l) => l.valor)).toEqual([0, 30, 5000, 0]);
  });

  it('refuses an item or a preview without its period, or with the end before the start, and writes nothing', async () => {
    const sem = await t.chamar({ method: 'POST', url: ITENS, token: admin, payload: { tipo: 'RECEITAS_POR_FONTE', titulo: 'Sem período' } });
    expect(sem.statusCode).toBe(422);
    expect(sem.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'periodoInicio', message: 'Preenchimento obrigatório.' },
      { field: 'periodoFim', message: 'Preenchimento obrigatório.' },
    ]);
    const semFim = await t.chamar({ method: 'GET', url: `${PREVIA}?inicio=2031-05-01`, token: admin });
    expect(semFim.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'periodoFim', message: MENSAGEM_PERIODO_OBRIGATORIO }]);
    const invertido = await t.chamar({ method: 'POST', url: ITENS, token: admin, payload: { tipo: 'RECEITAS_POR_FONTE', titulo: 'Sem período', periodoInicio: '2031-05-01', periodoFim: '2031-04-30' } });
    expect(invertido.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'periodoFim', message: MENSAGEM_PERIODO_INVERTIDO }]);
    const invertida = await t.chamar({ method: 'GET', url: `${PREVIA}?inicio=2031-05-01&fim=2031-04-30`, token: admin });
    expect(invertida.statusCode).toBe(422);
    expect(invertida.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'periodoFim', message: MENSAGEM_PERIODO_INVERTIDO }]);
    for (const inicio of ['ontem', '2031-02-30']) {
      const lixo = await t.chamar({ method: 'GET', url: `${PREVIA}?inicio=${inicio}&fim=2031-04-30`, token: admin });
      expect(lixo.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'periodoFim', message: MENSAGEM_PERIODO_OBRIGATORIO }]);
    }
    const { rows } = await sql`SELECT 1 FROM transparencia_item WHERE titulo = 'Sem período'`.execute(t.db);
    expect(rows).toHaveLength(0);
  });

  it('shows the preview only to who may see the portal pages', async () => {
    expect((await t.chamar({ method: 'GET', url: `${PREVIA}?inicio=2031-01-01&fim=2031-12-31` })).statusCode).toBe(401);
  });
});
