import { sql } from 'kysely';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { MovimentoDoDia } from '../../../../shared/mobilizacao/tarifas.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { registrarAprovacaoAutomatica } from '../../aprovacaofinanceira/automatica.ts';
import { contabilizar } from '../../financeiro/contabilidade/contabilizar.ts';
import { inicioDoMes } from '../../financeiro/fechamento/competencia.ts';
import { feriadosDaInstituicao } from '../../financeiro/titulos/feriados.ts';
import { comVencimentoReal } from '../../financeiro/titulos/vencimento-real.ts';
import type { Baixador } from '../remessa/liquidacao.ts';

// A day's collection fees of a return booked as a despesa already paid — as the reconciliation
// books a statement line's: one installment due on the credit date, in the fees' category and the
// account the gifts were received in, approved (the bank or the utility has already kept the
// money; its history says so), paid by the finance core's own baixa on that date and accounted
// like every baixa; linked to its return and date, so a file's fees are booked once.

export const MENSAGEM_APROVACAO_DAS_TARIFAS = 'Tarifas de cobrança: o banco ou a concessionária já as descontou do crédito';

export type RetornoDasTarifas = { banco: number } | { concessionaria: number };

export interface Lancamento {
  trx: Db;
  unidadeId: number;
  usuarioId: number;
  baixar: Baixador;
  categoriaId: number;
  contaId: number;
  retorno: RetornoDasTarifas;
  /** The título's description: what the fees are of. */
  descricao: string;
}

export interface DespesaLancada {
  data: string;
  tarifaCentavos: number;
  tituloId: number;
}

async function criarTitulo(l: Lancamento, dia: MovimentoDoDia): Promise<number> {
  const valor = decimalDosCentavos(dia.tarifaCentavos);
  const [parcela] = comVencimentoReal([{ numero: 1, vencimento: dia.data, valor: reaisDosCentavos(dia.tarifaCentavos) }], await feriadosDaInstituicao(l.trx)) as { vencimentoReal: string }[];
  const documento = 'banco' in l.retorno ? `Retorno ${l.retorno.banco}` : `Retorno da concessionária ${l.retorno.concessionaria}`;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, conta_id, documento, emissao, competencia, descricao, valor,
      data_vencimento, quantidade_parcelas, situacao, valor_pago, valor_aberto, proximo_vencimento)
    VALUES (${l.unidadeId}, 'DESPESA', NULL, ${l.categoriaId}, ${l.contaId}, ${documento}, ${dia.data}::date, ${inicioDoMes(dia.data)}::date,
      ${`${l.descricao} (${dia.registros} registro(s))`.slice(0, 500)}, ${valor}::numeric, ${dia.data}::date, 1, 'ABERTO', 0, ${valor}::numeric, ${dia.data}::date)
    RETURNING id`.execute(l.trx);
  const id = rows[0]!.id;
  await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
    VALUES (${id}, ${l.unidadeId}, 0, 1, ${dia.data}::date, ${parcela?.vencimentoReal ?? dia.data}::date, ${valor}::numeric)`.execute(l.trx);
  await registrarAprovacaoAutomatica(l.trx, id, l.usuarioId, MENSAGEM_APROVACAO_DAS_TARIFAS);
  await auditar(l.trx, { usuarioId: l.usuarioId, unidadeId: l.unidadeId, entidade: 'despesa', entidadeId: id, acao: 'criar', alteracoes: { retornoDeCobranca: { de: null, para: documento } } });
  return id;
}

/** Books each day's fees as a paid despesa linked to the return; answers what it booked. */
export async function lancarDespesasDeTarifas(l: Lancamento, dias: readonly MovimentoDoDia[]): Promise<DespesaLancada[]> {
  const lancadas: DespesaLancada[] = [];
  for (const dia of dias) {
    const tituloId = await criarTitulo(l, dia);
    await l.baixar(tituloId, { data: dia.data, conta: l.contaId, forma: 'DEBITO_AUTOMATICO', valor: reaisDosCentavos(dia.tarifaCentavos) });
    await contabilizar(l.trx, { titulos: [tituloId] });
    const banco = 'banco' in l.retorno ? l.retorno.banco : null;
    const concessionaria = 'concessionaria' in l.retorno ? l.retorno.concessionaria : null;
    await sql`INSERT INTO mobilizacao_tarifa_despesa (unidade_id, retorno_id, retorno_concessionaria_id, data, valor, registros, titulo_id)
      VALUES (${l.unidadeId}, ${banco}, ${concessionaria}, ${dia.data}::date, ${decimalDosCentavos(dia.tarifaCentavos)}::numeric, ${dia.registros}, ${tituloId})`.execute(l.trx);
    lancadas.push({ data: dia.data, tarifaCentavos: dia.tarifaCentavos, tituloId });
  }
  return lancadas;
}
