import { sql } from 'kysely';
import { decimalDosCentavos, reaisDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { registrarAprovacaoAutomatica } from '../../aprovacaofinanceira/automatica.ts';
import { feriadosDaInstituicao } from './feriados.ts';
import { comVencimentoReal } from './vencimento-real.ts';

// A título of one installment for money that has already moved (a statement line the
// reconciliation books, the fees a bank or a utility kept from a return): due on that day, in
// the given account, approved without the approval chain (its history says why), audited. The
// caller pays it by the finance core's own baixa, in the same transaction.

export interface TituloJaMovimentado {
  unidadeId: number;
  usuarioId: number;
  tipo: 'RECEITA' | 'DESPESA';
  pessoaId: number | null;
  categoriaId: number;
  centroCustoId: number | null;
  contaId: number;
  documento: string | null;
  /** The day the money moved: emission, due date and month of competence. */
  data: string;
  descricao: string;
  centavos: number;
  /** Why the título skips the approval, as its history says it. */
  motivoDaAprovacao: string;
  /** What the audit keeps of where it came from. */
  origem: Record<string, unknown>;
}

/** Creates the título and its one installment, approved and audited; answers its id. */
export async function criarTituloJaMovimentado(trx: Db, t: TituloJaMovimentado): Promise<number> {
  const valor = decimalDosCentavos(t.centavos);
  const [parcela] = comVencimentoReal([{ numero: 1, vencimento: t.data, valor: reaisDosCentavos(t.centavos) }], await feriadosDaInstituicao(trx)) as { vencimentoReal: string }[];
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, centro_custo_id, conta_id, documento, emissao, competencia, descricao, valor,
      data_vencimento, quantidade_parcelas, situacao, valor_pago, valor_aberto, proximo_vencimento)
    VALUES (${t.unidadeId}, ${t.tipo}, ${t.pessoaId}, ${t.categoriaId}, ${t.centroCustoId}, ${t.contaId}, ${t.documento}, ${t.data}::date,
      date_trunc('month', ${t.data}::date)::date, ${t.descricao.slice(0, 500)}, ${valor}::numeric, ${t.data}::date, 1, 'ABERTO', 0, ${valor}::numeric, ${t.data}::date)
    RETURNING id`.execute(trx);
  const id = rows[0]!.id;
  await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
    VALUES (${id}, ${t.unidadeId}, 0, 1, ${t.data}::date, ${parcela?.vencimentoReal ?? t.data}::date, ${valor}::numeric)`.execute(trx);
  await registrarAprovacaoAutomatica(trx, id, t.usuarioId, t.motivoDaAprovacao);
  await auditar(trx, { usuarioId: t.usuarioId, unidadeId: t.unidadeId, entidade: t.tipo.toLowerCase(), entidadeId: id, acao: 'criar', alteracoes: t.origem });
  return id;
}
