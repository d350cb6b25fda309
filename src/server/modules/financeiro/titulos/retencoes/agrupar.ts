import { sql } from 'kysely';
import { hojeNoModelo } from '../../../../../shared/format/dates.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import type { Db } from '../../../../db/database.ts';
import { HttpError } from '../../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../../resources/ganchos.ts';
import { inicioDoMes } from '../../fechamento/competencia.ts';
import { recusarAcaoSeFechada } from '../../fechamento/trava.ts';
import { recalcularTitulo } from '../posicao.ts';
import { entrarEmAprovacaoCriado } from '../../../aprovacaofinanceira/entrada.ts';
import { recusarSePendente } from '../../../aprovacaofinanceira/recusar.ts';

// Agrupar, on the Agrupamento de impostos' selection: the selected open retenções of one tax,
// competence and due date join one grouping and its one payable to the tax's authority (the
// imposto's pessoa), due on that date, for their sum. The engine runs the action once per
// retenção in one transaction: the first of a key makes the grouping and its título, the others
// of the same key (found by the transaction's id) add to them. The título takes the account,
// category and cost centre of the despesa of its first retenção, and enters the approval with
// whoever groups as its requester, worked out again as each retenção adds to its amount (the
// demo's seed groups with no one asking: its títulos stay approved).

export const MENSAGEM_SEM_CREDOR = 'O imposto {sigla} não tem credor: informe, no cadastro do imposto, a pessoa que o recebe (Receita Federal do Brasil, a prefeitura).';
export const MENSAGEM_AGRUPADOS = 'Impostos agrupados.';

interface RetencaoLida {
  unidade_id: number;
  titulo_id: number;
  imposto_id: number;
  competencia: string;
  vencimento: string;
  valor: string;
  conta_id: number | null;
  categoria_id: number | null;
  centro_custo_id: number | null;
  pessoa_id: number | null;
  sigla: string;
}

const mesAno = (data: string): string => `${data.slice(5, 7)}/${data.slice(0, 4)}`;

async function criarAgrupamento(trx: Db, r: RetencaoLida): Promise<{ id: number; titulo_id: number }> {
  if (r.pessoa_id === null) throw new HttpError(422, interpolar(MENSAGEM_SEM_CREDOR, { sigla: r.sigla }));
  const descricao = `${r.sigla} retido – competência ${mesAno(r.competencia)}`;
  const titulo = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, emissao, competencia, descricao, valor, data_vencimento, quantidade_parcelas)
    VALUES (${r.unidade_id}, 'DESPESA', ${r.pessoa_id}, ${r.categoria_id}, ${r.centro_custo_id}, ${r.conta_id}, ${hojeNoModelo()}::date, ${r.competencia}::date, ${descricao}, ${r.valor}::numeric, ${r.vencimento}::date, 1)
    RETURNING id`.execute(trx);
  const tituloId = titulo.rows[0]?.id;
  if (tituloId === undefined) throw new Error('INSERT without RETURNING.');
  await sql`INSERT INTO parcela (titulo_id, unidade_id, numero, vencimento, vencimento_real, valor)
    VALUES (${tituloId}, ${r.unidade_id}, 1, ${r.vencimento}::date, ${r.vencimento}::date, ${r.valor}::numeric)`.execute(trx);
  const agrupamento = await sql<{ id: number; titulo_id: number }>`
    INSERT INTO agrupamento_imposto (unidade_id, imposto_id, competencia, vencimento, titulo_id)
    VALUES (${r.unidade_id}, ${r.imposto_id}, ${r.competencia}::date, ${r.vencimento}::date, ${tituloId})
    RETURNING id, titulo_id`.execute(trx);
  const criado = agrupamento.rows[0];
  if (criado === undefined) throw new Error('INSERT without RETURNING.');
  return criado;
}

/** Joins one open retenção to its key's grouping of this transaction, made with its título if none is; answers the título's id. */
export async function agruparRetencao(trx: Db, id: number): Promise<number> {
  const { rows } = await sql<RetencaoLida>`
    SELECT r.unidade_id, r.titulo_id, r.imposto_id, to_char(r.competencia, 'YYYY-MM-DD') AS competencia, to_char(r.vencimento, 'YYYY-MM-DD') AS vencimento,
      r.valor::text AS valor, t.conta_id, t.categoria_id, t.centro_custo_id, i.pessoa_id, i.sigla
    FROM retencao AS r JOIN titulo AS t ON t.id = r.titulo_id JOIN imposto AS i ON i.id = r.imposto_id
    WHERE r.id = ${id} AND r.situacao = 'ABERTA' AND r.valor > 0 AND r.competencia IS NOT NULL AND r.vencimento IS NOT NULL
    FOR UPDATE OF r`.execute(trx);
  const r = rows[0];
  if (r === undefined) throw new HttpError(409, 'A retenção não está mais em aberto.');
  // A despesa still waiting for its approval is not paid, nor are its taxes grouped.
  await recusarSePendente(trx, r.titulo_id);
  await recusarAcaoSeFechada(trx, inicioDoMes(r.competencia));
  const existente = await sql<{ id: number; titulo_id: number }>`
    SELECT id, titulo_id FROM agrupamento_imposto
    WHERE transacao = txid_current() AND situacao = 'ATIVO' AND unidade_id = ${r.unidade_id} AND imposto_id = ${r.imposto_id}
      AND competencia = ${r.competencia}::date AND vencimento = ${r.vencimento}::date`.execute(trx);
  const agrupamento = existente.rows[0] ?? (await criarAgrupamento(trx, r));
  await sql`UPDATE retencao SET situacao = 'AGRUPADA', agrupamento_id = ${agrupamento.id}, atualizado_em = now() WHERE id = ${id}`.execute(trx);
  await sql`INSERT INTO agrupamento_retencao (agrupamento_id, retencao_id) VALUES (${agrupamento.id}, ${id})`.execute(trx);
  const soma = sql`(SELECT sum(valor) FROM retencao WHERE agrupamento_id = ${agrupamento.id})`;
  await sql`UPDATE agrupamento_imposto SET valor = ${soma}, quantidade = quantidade + 1, atualizado_em = now() WHERE id = ${agrupamento.id}`.execute(trx);
  await sql`UPDATE titulo SET valor = ${soma}, atualizado_em = now() WHERE id = ${agrupamento.titulo_id}`.execute(trx);
  await sql`UPDATE parcela SET valor = ${soma}, atualizado_em = now() WHERE titulo_id = ${agrupamento.titulo_id}`.execute(trx);
  await recalcularTitulo(trx, agrupamento.titulo_id);
  return agrupamento.titulo_id;
}

export const agrupar: AcaoDoGancho = async (ctx, id) => {
  await entrarEmAprovacaoCriado(ctx, await agruparRetencao(ctx.trx, id), ctx.sessao.usuarioId);
  return { mensagem: MENSAGEM_AGRUPADOS };
};
