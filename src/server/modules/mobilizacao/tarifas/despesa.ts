import { sql } from 'kysely';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import type { MovimentoDoDia } from '../../../../shared/mobilizacao/tarifas.ts';
import type { Db } from '../../../db/database.ts';
import { contabilizar } from '../../financeiro/contabilidade/contabilizar.ts';
import { criarTituloJaMovimentado } from '../../financeiro/titulos/tituloQuitado.ts';
import type { Baixador } from '../remessa/liquidacao.ts';

// A day's collection fees of a return booked as a despesa already paid — by the finance core's
// título for money already moved, as the reconciliation books a statement line's: one installment
// due on the credit date, of the fees' supplier (the bank, the utility), in the fees' category and
// the account the gifts were received in, approved (the bank or the utility has already kept the
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
  /** Who charges the fees (the bank, the utility), when the collection method names one. */
  fornecedorId: number | null;
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

function criarTitulo(l: Lancamento, dia: MovimentoDoDia): Promise<number> {
  const documento = 'banco' in l.retorno ? `Retorno ${l.retorno.banco}` : `Retorno da concessionária ${l.retorno.concessionaria}`;
  return criarTituloJaMovimentado(l.trx, {
    unidadeId: l.unidadeId,
    usuarioId: l.usuarioId,
    tipo: 'DESPESA',
    pessoaId: l.fornecedorId,
    categoriaId: l.categoriaId,
    centroCustoId: null,
    contaId: l.contaId,
    documento,
    data: dia.data,
    descricao: `${l.descricao} (${dia.registros} registro(s))`,
    centavos: dia.tarifaCentavos,
    motivoDaAprovacao: MENSAGEM_APROVACAO_DAS_TARIFAS,
    origem: { retornoDeCobranca: { de: null, para: documento } },
  });
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
