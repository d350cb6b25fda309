import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../../shared/financeiro/centavos.ts';
import { aplicarRegras, type RegraDeConciliacao, type TipoDaRegra } from '../../../../../shared/financeiro/conciliacao/regras.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import type { Execucao } from './baixa-do-titulo.ts';
import { desfazer } from './desfazer.ts';
import { fechadaAte } from './periodo-fechado.ts';
import { travarLinhaPendente } from './linha.ts';
import { tituloDaLinha } from './titulo-da-linha.ts';

// "Aplicar regras" on an account's pending lines (of the open period, nothing matched yet): each
// line a rule takes (shared/financeiro/conciliacao/regras.ts) becomes a paid título of the rule's
// category, cost centre and person, matched to it, the rule's id on the line and the match. "Desfazer
// regras" undoes exactly those, in the open period.

export const MENSAGEM_REGRAS_APLICADAS = 'Regras aplicadas: {quantidade} linha(s) conciliada(s).';
export const MENSAGEM_REGRAS_DESFEITAS = 'Regras desfeitas: {quantidade} linha(s) de volta às pendentes.';

interface LinhaDaRegra {
  id: number;
  tipo: TipoDaRegra;
  texto_contem: string;
  prioridade: number;
  categoria_id: number;
  centro_custo_id: number | null;
  pessoa_id: number | null;
}

async function regrasDaUnidade(e: Execucao): Promise<RegraDeConciliacao[]> {
  const { rows } = await sql<LinhaDaRegra>`
    SELECT id, tipo, texto_contem, prioridade, categoria_id, centro_custo_id, pessoa_id FROM regra_conciliacao
    WHERE unidade_id = ${e.sessao.unidadeId} AND ativo ORDER BY id`.execute(e.trx);
  return rows.map((r) => ({ id: r.id, tipo: r.tipo, textoContem: r.texto_contem, prioridade: r.prioridade, categoriaId: r.categoria_id, centroCustoId: r.centro_custo_id, pessoaId: r.pessoa_id }));
}

async function depoisDoFechamento(e: Execucao, contaId: number): Promise<string> {
  return (await fechadaAte(e.trx, contaId)) ?? '0001-01-01';
}

export async function aplicarRegrasNaConta(e: Execucao, contaId: number): Promise<string> {
  const regras = await regrasDaUnidade(e);
  const desde = await depoisDoFechamento(e, contaId);
  const { rows } = await sql<{ id: number; valor: string; memo: string }>`
    SELECT l.id, l.valor::text AS valor, l.memo FROM extrato_linha AS l
    WHERE l.conta_id = ${contaId} AND l.unidade_id = ${e.sessao.unidadeId} AND l.situacao = 'PENDENTE' AND l.ativo AND l.data > ${desde}::date
      AND NOT EXISTS (SELECT 1 FROM conciliacao AS c WHERE c.extrato_linha_id = l.id)
    ORDER BY l.data, l.id`.execute(e.trx);
  const aplicacoes = aplicarRegras(regras, rows.map((r) => ({ id: r.id, valorCentavos: centavosDoDecimal(r.valor) ?? 0, memo: r.memo })));
  for (const { linhaId, regra } of aplicacoes) {
    const linha = await travarLinhaPendente(e.trx, linhaId, e.sessao.unidadeId);
    await tituloDaLinha(e, linha, { categoria: regra.categoriaId, centroCusto: regra.centroCustoId, pessoa: regra.pessoaId, descricao: null }, regra.id);
  }
  return interpolar(MENSAGEM_REGRAS_APLICADAS, { quantidade: aplicacoes.length });
}

export async function desfazerRegrasNaConta(e: Execucao, contaId: number): Promise<string> {
  const desde = await depoisDoFechamento(e, contaId);
  const { rows } = await sql<{ id: number }>`
    SELECT l.id FROM extrato_linha AS l
    WHERE l.conta_id = ${contaId} AND l.unidade_id = ${e.sessao.unidadeId} AND l.regra_id IS NOT NULL AND l.data > ${desde}::date
    ORDER BY l.data, l.id`.execute(e.trx);
  for (const { id } of rows) await desfazer(e, id);
  return interpolar(MENSAGEM_REGRAS_DESFEITAS, { quantidade: rows.length });
}
