import { sql } from 'kysely';
import { somarMeses } from '../../shared/calendario/index.ts';
import { vencimentoNoMes } from '../../shared/doacao/colaboracao.ts';
import { hojeNoModelo } from '../../shared/format/dates.ts';
import type { Db } from '../db/database.ts';
import { registrarMovimento } from '../modules/doacao/movimento.ts';
import { contabilizar } from '../modules/financeiro/contabilidade/contabilizar.ts';
import { criarTituloDaDoacao } from '../modules/doacao/titulo.ts';
import { recalcularTitulo } from '../modules/financeiro/titulos/posicao.ts';

// The donations on first start, in Sede: the PIX key of the portal, twelve donors (four registered
// through the portal), five monthly plans over the last fifteen months (active, one failing, one
// cancelled after its failures) with their gifts received month by month and this month's still
// open, one-off gifts by PIX, boleto and cash in two campaigns, and a reversed one; every gift a
// receivable with its baixa (booked in the accounts), and its movement lines. A donor who gave 13
// months ago and again this month is lapsed last month and recaptured this one; the plans fill the
// retention.

const PARAMETROS = { chavePix: 'doacoes@alicerce.org.br', nomeRecebedor: 'Instituto Alicerce', cidadeRecebedor: 'Sao Paulo' } as const;

/** [donor index, amount, day, months ago it started, months ago it stopped (null: still on), situation]. */
const PLANOS: readonly (readonly [number, string, number, number, number | null, 'ATIVA' | 'FALHANDO' | 'CANCELADA'])[] = [
  [0, '30.00', 10, 14, null, 'ATIVA'],
  [1, '50.00', 5, 11, null, 'ATIVA'],
  [2, '100.00', 15, 8, null, 'FALHANDO'],
  [3, '25.00', 20, 13, 4, 'CANCELADA'],
  [4, '40.00', 1, 3, null, 'ATIVA'],
];

/** [donor index, amount, months ago, method, campaign]. */
const AVULSAS: readonly (readonly [number, string, number, string, string | null])[] = [
  [5, '200.00', 13, 'PIX', 'Natal'],
  [6, '150.00', 13, 'BOLETO', 'Natal'],
  [7, '80.00', 12, 'DINHEIRO', null],
  [8, '500.00', 10, 'PIX', 'Campanha do agasalho'],
  [5, '250.00', 1, 'PIX', 'Natal'],
  [6, '120.00', 0, 'PIX', 'Campanha do agasalho'],
  [9, '60.00', 6, 'DINHEIRO', null],
  [10, '1000.00', 7, 'BOLETO', 'Campanha do agasalho'],
  [11, '35.00', 0, 'PIX', null],
  [7, '90.00', 0, 'PIX', 'Natal'],
];

const FORMA_DA_BAIXA: Readonly<Record<string, string>> = { PIX: 'PIX', BOLETO: 'BOLETO', DINHEIRO: 'DINHEIRO' };

interface Gift {
  unidadeId: number;
  pessoaId: number;
  data: string;
  valor: string;
  forma: string;
  campanha: string | null;
  colaboracaoId: number | null;
  recebida: boolean;
}

async function doar(db: Db, g: Gift): Promise<number> {
  const origem = g.colaboracaoId === null ? 'EQUIPE' : 'COLABORACAO';
  const { rows } = await sql<{ id: number }>`
    INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, campanha, periodicidade, colaboracao_id, competencia, origem)
    VALUES (${g.unidadeId}, ${g.pessoaId}, ${g.data}::date, ${g.valor}::numeric, ${g.forma}, ${g.campanha}, ${g.colaboracaoId === null ? 'UNICA' : 'MENSAL'}, ${g.colaboracaoId},
      ${g.colaboracaoId === null ? null : `${g.data.slice(0, 7)}-01`}::date, ${origem}) RETURNING id`.execute(db);
  const id = rows[0]!.id;
  const base = { unidadeId: g.unidadeId, pessoaId: g.pessoaId, doacaoId: id, colaboracaoId: g.colaboracaoId, data: g.data, forma: g.forma, valor: g.valor };
  await registrarMovimento(db, { ...base, tipo: 'DOACAO', descricao: `Doação nº ${id}` });
  const tituloId = await criarTituloDaDoacao(db, { doacaoId: id, unidadeId: g.unidadeId, pessoaId: g.pessoaId, data: g.data, valor: g.valor, contaId: null });
  if (!g.recebida) return id;
  const baixa = await sql<{ id: number }>`
    INSERT INTO baixa (titulo_id, unidade_id, ordem, parcela, data, conta_id, forma, valor)
    SELECT id, unidade_id, 0, 1, ${g.data}::date, conta_id, ${FORMA_DA_BAIXA[g.forma] ?? 'TRANSFERENCIA'}, valor FROM titulo WHERE id = ${tituloId} RETURNING id`.execute(db);
  await recalcularTitulo(db, tituloId);
  await sql`UPDATE doacao SET situacao = 'RECEBIDA', baixa_id = ${baixa.rows[0]!.id} WHERE id = ${id}`.execute(db);
  await registrarMovimento(db, { ...base, tipo: 'PAGAMENTO', descricao: `Pagamento da doação nº ${id}` });
  return id;
}

export async function semearDoacoes(db: Db, sede: number): Promise<void> {
  for (const [campo, valor] of Object.entries(PARAMETROS)) {
    await sql`INSERT INTO ajuste (modelo, unidade_id, campo, valor) VALUES ('doacaoParametro', NULL, ${campo}, ${JSON.stringify(valor)}::jsonb)`.execute(db);
  }
  const { rows: pessoas } = await sql<{ id: number }>`
    SELECT id FROM pessoa WHERE unidade_id = ${sede} AND ativo AND papel_pessoa_fisica AND email_principal IS NOT NULL ORDER BY id LIMIT 12`.execute(db);
  if (pessoas.length < 12) return;
  const doador = (i: number): number => pessoas[i]!.id;
  await sql`UPDATE pessoa SET origem_cadastro_portal_doacao = true WHERE id = ANY(${[doador(0), doador(4), doador(9), doador(11)]}::int[])`.execute(db);
  const hoje = hojeNoModelo();
  const mes = (atras: number): string => somarMeses(hoje, -atras).slice(0, 7);
  for (const [i, valor, dia, inicio, fim, situacao] of PLANOS) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO colaboracao (unidade_id, pessoa_id, valor, dia_do_mes, forma, inicio, fim, situacao, falhas, origem)
      VALUES (${sede}, ${doador(i)}, ${valor}::numeric, ${dia}, ${i === 1 ? 'BOLETO' : 'PIX'}, ${`${mes(inicio)}-01`}::date, ${fim === null ? null : `${mes(fim)}-28`}::date, ${situacao},
        ${situacao === 'FALHANDO' ? 1 : situacao === 'CANCELADA' ? 3 : 0}, ${i === 0 || i === 4 ? 'PORTAL' : 'EQUIPE'}) RETURNING id`.execute(db);
    const colaboracaoId = rows[0]!.id;
    for (let atras = inicio; atras >= (fim ?? 0); atras--) {
      const data = vencimentoNoMes(dia, mes(atras));
      await doar(db, { unidadeId: sede, pessoaId: doador(i), data, valor, forma: i === 1 ? 'BOLETO' : 'PIX', campanha: null, colaboracaoId, recebida: atras > 0 && data <= hoje });
    }
  }
  for (const [i, valor, atras, forma, campanha] of AVULSAS) {
    const data = vencimentoNoMes(Math.min(Number(hoje.slice(8, 10)), 12), mes(atras));
    await doar(db, { unidadeId: sede, pessoaId: doador(i), data, valor, forma, campanha, colaboracaoId: null, recebida: true });
  }
  // A gift typed twice: the second reversed, with its receivable cancelled.
  const id = await doar(db, { unidadeId: sede, pessoaId: doador(8), data: vencimentoNoMes(3, mes(1)), valor: '500.00', forma: 'PIX', campanha: 'Campanha do agasalho', colaboracaoId: null, recebida: false });
  await sql`UPDATE titulo SET situacao = 'CANCELADO', motivo_cancelamento = 'Doação lançada em duplicidade', cancelado_em = ${hoje}::date, valor_aberto = 0, proximo_vencimento = NULL
    WHERE id = (SELECT titulo_id FROM doacao WHERE id = ${id})`.execute(db);
  await sql`UPDATE doacao SET situacao = 'ESTORNADA', estornado = true, estornado_em = now(), motivo_estorno = 'Doação lançada em duplicidade' WHERE id = ${id}`.execute(db);
  await registrarMovimento(db, { unidadeId: sede, pessoaId: doador(8), doacaoId: id, colaboracaoId: null, data: hoje, tipo: 'ESTORNO', forma: 'PIX', valor: '500.00', descricao: `Estorno da doação nº ${id}: lançada em duplicidade` });
  // Every payment booked, as the actions book theirs.
  const { rows: titulos } = await sql<{ id: number }>`SELECT titulo_id AS id FROM doacao WHERE titulo_id IS NOT NULL`.execute(db);
  await contabilizar(db, { titulos: titulos.map((t) => t.id) });
}
