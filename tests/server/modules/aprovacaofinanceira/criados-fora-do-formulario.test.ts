import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeTeste } from '../../../support/app.ts';
import { idDoUsuario } from '../../ajudantes.ts';
import { criarAppDaAprovacao, pendentesDe, URL_DOS_PENDENTES, type ReferenciasDaAprovacao } from './alcadas-de-teste.ts';

// Payables born outside the despesa form, under the tiers (alcadas-de-teste.ts): a título
// a definir confirmed and a tax grouping enter the approval as the form's do, whoever confirms or
// groups being the requester (admin: the coordenador approves); the título a statement line
// creates is born paid and stays approved, its history saying why.

let t: AppDeTeste;
let admin: string;
let coordenador: string;
let diretor: string;
let ref: ReferenciasDaAprovacao;

beforeAll(async () => {
  ({ t, admin, coordenador, diretor, ref } = await criarAppDaAprovacao());
});
afterAll(async () => {
  await t.fechar();
});

interface Aprovacao {
  aprovacao: string;
  aprovacao_nivel: number | null;
  solicitante_id: number | null;
}
const aprovacaoDe = async (id: number): Promise<Aprovacao> =>
  (await sql<Aprovacao>`SELECT aprovacao, aprovacao_nivel, solicitante_id FROM titulo WHERE id = ${id}`.execute(t.db)).rows[0]!;
const pagar = (id: number) => t.chamar({ method: 'POST', url: `/api/titulos/${id}/baixar`, token: admin, payload: { data: '2025-02-05', conta: ref.conta, valor: 1 } });
const aprovar = (token: string, id: number) => t.chamar({ method: 'POST', url: `${URL_DOS_PENDENTES}/aprovar`, token, payload: { ids: [id] } });

describe('payables created outside the form', () => {
  it('a título a definir of R$ 5.000,00, confirmed, waits for the coordenador, admin its requester', async () => {
    const fixo = await t.chamar({ method: 'POST', url: '/api/financeiro/lancamentosfixos/despesas', token: admin, payload: {
      descricao: 'Aluguel do galpão', pessoa: ref.pessoa, categoria: ref.categoria, conta: ref.conta, valor: 5000, periodicidade: 'MENSAL', diaVencimento: 15, inicio: '2030-01-01',
    } });
    expect(fixo.statusCode, fixo.body).toBe(200);
    const { rows } = await sql<{ id: number }>`
      INSERT INTO titulo_a_definir (unidade_id, lancamento_fixo_id, tipo, descricao, pessoa_id, categoria_id, conta_id, previsto, vencimento, vencimento_real, valor)
      SELECT unidade_id, id, tipo, 'Aluguel do galpão 01/2030', pessoa_id, categoria_id, conta_id, '2030-01-15', '2030-01-15', '2030-01-15', valor
      FROM lancamento_fixo WHERE id = ${fixo.json<{ content: { id: number } }>().content.id} RETURNING id`.execute(t.db);
    const r = await t.chamar({ method: 'POST', url: `/api/financeiro/titulosadefinir/${rows[0]!.id}/confirmar`, token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const id = r.json<{ content: { titulo: number } }>().content.titulo;
    expect(await aprovacaoDe(id)).toEqual({ aprovacao: 'PENDENTE', aprovacao_nivel: 1, solicitante_id: await idDoUsuario(t.db, 'admin') });
    expect(await pendentesDe(t, coordenador)).toContain(id);
    expect(await pendentesDe(t, admin)).not.toContain(id);
    expect((await pagar(id)).statusCode).toBe(422);
  });

  it('a tax grouping of R$ 1.395,00 waits for the coordenador, and is paid once approved', async () => {
    const despesa = await t.chamar({ method: 'POST', url: '/api/titulos/despesas', token: admin, payload: {
      descricao: 'Reforma do telhado', pessoa: ref.pessoa, categoria: ref.categoria, conta: ref.conta, emissao: '2025-01-10', competencia: '2025-01-20',
      valor: 30000, dataVencimento: '2025-01-31', quantidadeParcelas: 1, retencoes: [{ imposto: ref.csrf }], parcelas: [{ numero: 1, vencimento: '2025-01-31', valor: 28605 }],
    } });
    expect(despesa.statusCode, despesa.body).toBe(200);
    const despesaId = despesa.json<{ content: { id: number } }>().content.id;
    expect((await aprovar(coordenador, despesaId)).statusCode).toBe(200);
    expect((await aprovar(diretor, despesaId)).statusCode).toBe(200);
    const retencoes = await sql<{ id: number }>`SELECT id FROM retencao WHERE titulo_id = ${despesaId} AND valor > 0`.execute(t.db);
    const agrupar = await t.chamar({ method: 'POST', url: '/api/impostos/retencoes/agrupar', token: admin, payload: { ids: retencoes.rows.map((l) => l.id) } });
    expect(agrupar.statusCode, agrupar.body).toBe(200);
    const grupo = await sql<{ titulo_id: number; valor: string }>`
      SELECT a.titulo_id, t.valor::text AS valor FROM agrupamento_imposto AS a JOIN titulo AS t ON t.id = a.titulo_id
      WHERE a.titulo_id <> ${despesaId} AND a.situacao = 'ATIVO' AND a.id IN (SELECT agrupamento_id FROM retencao WHERE titulo_id = ${despesaId})`.execute(t.db);
    expect(grupo.rows.map((g) => g.valor)).toEqual(['1395.00']);
    const id = grupo.rows[0]!.titulo_id;
    expect(await aprovacaoDe(id)).toMatchObject({ aprovacao: 'PENDENTE', aprovacao_nivel: 1 });
    const recusado = await pagar(id);
    expect([recusado.statusCode, recusado.json<{ message: string }>().message]).toEqual([422, 'O título aguarda aprovação: nível 1']);
    expect((await aprovar(coordenador, id)).statusCode).toBe(200);
    expect(await aprovacaoDe(id)).toMatchObject({ aprovacao: 'APROVADO' });
    const pago = await pagar(id);
    expect(pago.statusCode, pago.body).toBe(200);
  });

  it('a statement line of R$ 20.000,00 out makes a paid despesa, approved, its history saying the bank already paid', async () => {
    const importacao = (await sql<{ id: number }>`INSERT INTO extrato_importacao (unidade_id, conta_id, arquivo, tipo, inicio, fim, saldo_final)
      VALUES (${ref.sede}, ${ref.conta}, 'aprovacao.ofx', 'BANCO', '2026-03-01', '2026-03-31', '0') RETURNING id`.execute(t.db)).rows[0]!.id;
    const linha = (await sql<{ id: number }>`INSERT INTO extrato_linha (importacao_id, unidade_id, conta_id, fitid, data, valor, memo)
      VALUES (${importacao}, ${ref.sede}, ${ref.conta}, 'APR1', '2026-03-10', '-20000.00', 'PIX ENVIADO CONSTRUTORA') RETURNING id`.execute(t.db)).rows[0]!.id;
    const r = await t.chamar({ method: 'POST', url: `/api/financeiro/conciliacao/linhas/${linha}/titulo`, token: admin, payload: { categoria: ref.categoria } });
    expect(r.statusCode, r.body).toBe(200);
    const { rows } = await sql<{ id: number; situacao: string; aprovacao: string }>`
      SELECT t.id, t.situacao, t.aprovacao FROM titulo AS t JOIN baixa AS b ON b.titulo_id = t.id JOIN conciliacao AS c ON c.baixa_id = b.id
      WHERE c.extrato_linha_id = ${linha}`.execute(t.db);
    expect(rows).toMatchObject([{ situacao: 'PAGO', aprovacao: 'APROVADO' }]);
    const historico = await sql<{ decisao: string; motivo: string; usuario_id: number }>`
      SELECT decisao, motivo, usuario_id FROM aprovacao_decisao WHERE titulo_id = ${rows[0]!.id}`.execute(t.db);
    expect(historico.rows).toEqual([{ decisao: 'AUTOMATICO', motivo: 'Criado pela conciliação: o pagamento já consta do extrato', usuario_id: await idDoUsuario(t.db, 'admin') }]);
  });
});
