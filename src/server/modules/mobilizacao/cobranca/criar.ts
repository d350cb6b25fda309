import { sql } from 'kysely';
import { centavosDoDecimal } from '../../../../shared/financeiro/centavos.ts';
import { ehCodigoDoBanco } from '../../../../shared/mobilizacao/boleto/bancos/index.ts';
import { calcularBoleto } from '../../../../shared/mobilizacao/boleto/boleto.ts';
import type { Db } from '../../../db/database.ts';
import { contaDaForma, type FormaDaCobranca } from './forma.ts';

// A receivable charged by boleto or débito automático becomes a charge (mobilizacao_cobranca)
// waiting for a remittance, numbered by its agreement: proximo_nosso_numero is taken and
// incremented in one UPDATE (two transactions never get the same number), and the boleto module
// composes the nosso número as the bank's files carry it.

export interface ReceivelCobrado {
  unidadeId: number;
  pessoaId: number;
  tituloId: number;
  colaboracaoId: number | null;
  formaCobrancaId: number;
  /** AAAA-MM-DD */
  vencimento: string;
  valor: string;
  /** AAAA-MM-DD */
  emissao: string;
}

const TIPOS_COM_REMESSA = ['boleto', 'debito_automatico'];

async function tomarNumero(trx: Db, formaId: number): Promise<(FormaDaCobranca & { sequencial: string }) | null> {
  const { rows } = await sql<FormaDaCobranca & { sequencial: string }>`
    UPDATE mobilizacao_forma_cobranca SET proximo_nosso_numero = proximo_nosso_numero + 1, atualizado_em = now()
    WHERE id = ${formaId} AND ativo AND tipo = ANY(${TIPOS_COM_REMESSA}::text[])
    RETURNING id, nome, tipo, banco, agencia, agencia_dv AS "agenciaDv", conta, conta_dv AS "contaDv", carteira, convenio, layout,
      (proximo_nosso_numero - 1)::text AS sequencial`.execute(trx);
  return rows[0] ?? null;
}

/** The nosso número of the agreement's sequential: the bank's composition for a boleto, the number itself for a débito. */
export function nossoNumeroDe(forma: FormaDaCobranca, sequencial: string, r: Pick<ReceivelCobrado, 'vencimento' | 'valor' | 'emissao'>): string {
  if (forma.tipo !== 'boleto' || forma.banco === null || !ehCodigoDoBanco(forma.banco)) return sequencial;
  const boleto = calcularBoleto(contaDaForma(forma, forma.banco), { sequencial, vencimento: r.vencimento, valorCentavos: centavosDoDecimal(r.valor) ?? 0, emissao: r.emissao });
  return boleto.nossoNumero;
}

/** The charge of a receivable whose method goes by remittance; its id, or null when the method has no remittance. */
export async function criarCobranca(trx: Db, r: ReceivelCobrado): Promise<number | null> {
  const forma = await tomarNumero(trx, r.formaCobrancaId);
  if (forma === null) return null;
  const nossoNumero = nossoNumeroDe(forma, forma.sequencial, r);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mobilizacao_cobranca (unidade_id, pessoa_id, titulo_id, parcela_id, colaboracao_id, forma_cobranca_id, nosso_numero, sequencial, vencimento, valor)
    SELECT ${r.unidadeId}, ${r.pessoaId}, ${r.tituloId}, (SELECT id FROM parcela WHERE titulo_id = ${r.tituloId} ORDER BY ordem LIMIT 1),
      ${r.colaboracaoId}, ${forma.id}, ${nossoNumero}, ${forma.sequencial}::bigint, ${r.vencimento}::date, ${r.valor}::numeric
    RETURNING id`.execute(trx);
  return rows[0]?.id ?? null;
}

/** The charge of a colaboração's new receivable, when its collection method is boleto or débito automático. */
export async function cobrarReceivelDaColaboracao(trx: Db, colaboracaoId: number, r: Omit<ReceivelCobrado, 'formaCobrancaId' | 'colaboracaoId'>): Promise<number | null> {
  const { rows } = await sql<{ forma: number | null }>`SELECT forma_cobranca_id AS forma FROM colaboracao WHERE id = ${colaboracaoId}`.execute(trx);
  const forma = rows[0]?.forma ?? null;
  if (forma === null) return null;
  return criarCobranca(trx, { ...r, colaboracaoId, formaCobrancaId: forma });
}

/**
 * The charge of a one-off gift paid by boleto: the boleto agreement chosen on the gift, else the
 * active one (the first registered); the gift keeps the agreement used. Null, and no charge, when
 * the one chosen is not an active boleto agreement or there is none.
 */
export async function cobrarDoacaoPorBoleto(trx: Db, doacaoId: number, escolhida: number | null, r: Omit<ReceivelCobrado, 'formaCobrancaId' | 'colaboracaoId'>): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM mobilizacao_forma_cobranca WHERE ativo AND tipo = 'boleto' AND (${escolhida}::int IS NULL OR id = ${escolhida}) ORDER BY id LIMIT 1`.execute(trx);
  const forma = rows[0]?.id;
  if (forma === undefined) return null;
  const cobranca = await criarCobranca(trx, { ...r, colaboracaoId: null, formaCobrancaId: forma });
  if (cobranca !== null) await sql`UPDATE doacao SET forma_cobranca_id = ${forma} WHERE id = ${doacaoId}`.execute(trx);
  return cobranca;
}
