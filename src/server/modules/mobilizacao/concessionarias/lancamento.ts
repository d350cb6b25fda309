import { sql } from 'kysely';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { ValorDaArrecadacao } from '../../../../shared/mobilizacao/concessionarias/valorLiquido.ts';
import type { ContextoDoGancho } from '../../../resources/ganchos.ts';
import { receber } from '../../doacao/acoes.ts';
import { registrarMovimento } from '../../doacao/movimento.ts';
import { criarTituloDaDoacao } from '../../doacao/titulo.ts';
import { categoriaDasTarifas } from '../tarifas/configuracao.ts';

// A bill's gift posted in finance: the donor's open receivable of the same amount — the month's
// gift of a colaboração collected by this utility — or else a new gift of forma CONTA_CONSUMO;
// received by the donations' own Receber (the finance core's baixa) for its gross amount: the
// utility's fees are booked apart, as the file's expense (tarifas/). A utility without a category
// for its fees keeps them as the baixa's discount, so what reaches the account is the net.

export interface GiftDaConta {
  unidadeId: number;
  pessoaId: number;
  formaCobrancaId: number;
  data: string;
  valores: ValorDaArrecadacao;
}

async function doacaoEmAberto(ctx: ContextoDoGancho, g: GiftDaConta): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM doacao AS d JOIN colaboracao AS c ON c.id = d.colaboracao_id
    WHERE d.unidade_id = ${g.unidadeId} AND d.pessoa_id = ${g.pessoaId} AND d.situacao = 'PENDENTE' AND d.titulo_id IS NOT NULL
      AND c.forma_cobranca_id = ${g.formaCobrancaId} AND d.valor = ${decimalDosCentavos(g.valores.brutoCentavos)}::numeric
    ORDER BY abs(d.data - ${g.data}::date), d.id LIMIT 1 FOR UPDATE OF d`.execute(ctx.trx);
  return rows[0]?.id ?? null;
}

async function novaDoacao(ctx: ContextoDoGancho, g: GiftDaConta): Promise<number> {
  const valor = decimalDosCentavos(g.valores.brutoCentavos);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO doacao (unidade_id, pessoa_id, data, valor, forma, observacao)
    VALUES (${g.unidadeId}, ${g.pessoaId}, ${g.data}::date, ${valor}::numeric, 'CONTA_CONSUMO', 'Arrecadada na conta da concessionária')
    RETURNING id`.execute(ctx.trx);
  const id = rows[0]!.id;
  await registrarMovimento(ctx.trx, { unidadeId: g.unidadeId, pessoaId: g.pessoaId, doacaoId: id, colaboracaoId: null, data: g.data, tipo: 'DOACAO', forma: 'CONTA_CONSUMO', valor, descricao: `Doação nº ${id} na conta da concessionária` });
  await criarTituloDaDoacao(ctx.trx, { doacaoId: id, unidadeId: g.unidadeId, pessoaId: g.pessoaId, data: g.data, valor, contaId: null });
  return id;
}

/** The fees the gift's baixa discounts: none when the utility books them as an expense. */
async function descontoDasTarifas(ctx: ContextoDoGancho, g: GiftDaConta): Promise<number> {
  if ('categoriaId' in (await categoriaDasTarifas(ctx.trx, g.formaCobrancaId))) return 0;
  return reaisDosCentavos(g.valores.taxaCentavos + g.valores.tarifaCentavos);
}

/** Posts the gift received gross (net of the utility's fees when it has no category for them); answers the gift's id. */
export async function lancarDoacaoDaConta(ctx: ContextoDoGancho, g: GiftDaConta): Promise<number> {
  const id = (await doacaoEmAberto(ctx, g)) ?? (await novaDoacao(ctx, g));
  await receber(ctx, id, { dados: { data: g.data, desconto: await descontoDasTarifas(ctx, g) } });
  return id;
}
