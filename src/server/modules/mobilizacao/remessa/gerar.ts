import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { centavosDoDecimal, decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { hojeNoModelo } from '../../../../shared/format/dates.ts';
import { ehBancoLido } from '../../../../shared/mobilizacao/cnab/bancos.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../shared/mobilizacao/mensagens.ts';
import type { Arquivos } from '../../../arquivos.ts';
import type { Db } from '../../../db/database.ts';
import { lerForma } from '../cobranca/forma.ts';
import { textoDaRemessaDaForma, type CobrancaASerEnviada, type Instituicao } from './arquivo.ts';

// Generating the remittances of the charges chosen: one file per agreement, each in its own
// transaction with its charges locked. Only charges waiting (a_enviar) or rejected by the bank
// go; each goes once (the database refuses a second remittance of a charge not rejected), so a
// retried job finds the charges already sent and sends them no more.

export interface RemessaGerada {
  id: number;
  formaCobrancaId: number;
  quantidade: number;
}

const ELEGIVEIS = ['a_enviar', 'rejeitada'];

async function formasDasCobrancas(db: Db, unidadeId: number, ids: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ forma: number }>`
    SELECT DISTINCT forma_cobranca_id AS forma FROM mobilizacao_cobranca
    WHERE id = ANY(${[...ids]}::int[]) AND unidade_id = ${unidadeId} AND ativo AND situacao = ANY(${ELEGIVEIS}::text[]) ORDER BY 1`.execute(db);
  return rows.map((r) => r.forma);
}

async function travarCobrancas(trx: Db, unidadeId: number, formaId: number, ids: readonly number[]): Promise<CobrancaASerEnviada[]> {
  const { rows } = await sql<CobrancaASerEnviada>`
    SELECT c.id, c.nosso_numero AS "nossoNumero", to_char(c.vencimento, 'YYYY-MM-DD') AS vencimento, to_char(c.criado_em, 'YYYY-MM-DD') AS emissao,
      c.valor::text AS valor, p.codigo AS "pessoaCodigo", p.nome, p.cpf, p.cnpj, p.logradouro, p.numero, p.bairro, p.cep, ci.nome AS cidade, e.uf,
      col.debito_agencia AS "debitoAgencia", col.debito_conta AS "debitoConta"
    FROM mobilizacao_cobranca AS c
    JOIN pessoa AS p ON p.id = c.pessoa_id
    LEFT JOIN colaboracao AS col ON col.id = c.colaboracao_id
    LEFT JOIN cidade AS ci ON ci.id = p.cidade_id
    LEFT JOIN estado AS e ON e.id = ci.estado_id
    WHERE c.id = ANY(${[...ids]}::int[]) AND c.unidade_id = ${unidadeId} AND c.forma_cobranca_id = ${formaId} AND c.ativo
      AND c.situacao = ANY(${ELEGIVEIS}::text[])
    ORDER BY c.vencimento, c.id
    FOR UPDATE OF c`.execute(trx);
  return rows;
}

async function instituicao(db: Db, unidadeId: number): Promise<Instituicao> {
  const { rows } = await sql<Instituicao>`SELECT nome, coalesce(cnpj, '') AS cnpj FROM unidade WHERE id = ${unidadeId}`.execute(db);
  return rows[0] ?? { nome: '', cnpj: '' };
}

/** The agreement's remittance of the charges chosen still to send, in the transaction given (its arquivos writing in it too); null when none is left. */
export async function gerarRemessaNa(trx: Db, arquivos: Arquivos, dono: { unidadeId: number; usuarioId: number }, formaId: number, ids: readonly number[]): Promise<RemessaGerada | null> {
  const forma = await lerForma(trx, formaId);
  if (forma === null || forma.banco === null || !ehBancoLido(forma.banco) || forma.layout === null) return null;
  const banco = forma.banco;
  await sql`SELECT 1 FROM mobilizacao_forma_cobranca WHERE id = ${formaId} FOR UPDATE`.execute(trx);
  const travadas = await travarCobrancas(trx, dono.unidadeId, formaId, ids);
  // A débito goes to the bank with the donor's account; one without it stays to send, saying why.
  const semConta = forma.tipo === 'debito_automatico' ? travadas.filter((c) => c.debitoAgencia === null || c.debitoConta === null).map((c) => c.id) : [];
  if (semConta.length > 0) {
    await sql`UPDATE mobilizacao_cobranca SET motivo = ${M.cobrancaSemConta}, atualizado_em = now() WHERE id = ANY(${semConta}::int[])`.execute(trx);
  }
  const cobrancas = travadas.filter((c) => !semConta.includes(c.id));
  if (cobrancas.length === 0) return null;
  const { rows: seq } = await sql<{ proxima: number }>`SELECT coalesce(max(sequencia), 0)::int + 1 AS proxima FROM mobilizacao_remessa WHERE forma_cobranca_id = ${formaId}`.execute(trx);
  const sequencia = seq[0]?.proxima ?? 1;
  const texto = textoDaRemessaDaForma(forma, banco, sequencia, hojeNoModelo(), await instituicao(trx, dono.unidadeId), cobrancas);
  const conteudo = Buffer.from(texto, 'latin1');
  const nome = `remessa-${banco}-${String(sequencia).padStart(6, '0')}.${forma.layout === 'CNAB400' ? 'rem' : 'txt'}`;
  const sufixo = createHash('sha256').update(conteudo).digest('hex').slice(0, 12);
  const arquivoId = await arquivos.salvar({ conteudo, nomeOriginal: nome, tipoMime: 'text/plain', diretorio: `mobilizacao/remessas/${formaId}-${sequencia}-${sufixo}`, criadoPor: dono.usuarioId });
  const total = decimalDosCentavos(cobrancas.reduce((soma, c) => soma + (centavosDoDecimal(c.valor) ?? 0), 0));
  const { rows } = await sql<{ id: number }>`
    INSERT INTO mobilizacao_remessa (unidade_id, forma_cobranca_id, sequencia, layout, arquivo_id, quantidade, total, criado_por)
    VALUES (${dono.unidadeId}, ${formaId}, ${sequencia}, ${forma.layout}, ${arquivoId}, ${cobrancas.length}, ${total}::numeric, ${dono.usuarioId})
    RETURNING id`.execute(trx);
  const remessaId = rows[0]!.id;
  const enviadas = cobrancas.map((c) => c.id);
  await sql`INSERT INTO mobilizacao_remessa_cobranca (remessa_id, cobranca_id) SELECT ${remessaId}, unnest(${enviadas}::int[])`.execute(trx);
  await sql`UPDATE mobilizacao_cobranca SET situacao = 'enviada', remessa_id = ${remessaId}, motivo = NULL, atualizado_em = now() WHERE id = ANY(${enviadas}::int[])`.execute(trx);
  return { id: remessaId, formaCobrancaId: formaId, quantidade: cobrancas.length };
}

/** Runs one remittance's writes in a transaction: its own, or the job's step that commits them with its checkpoint. */
export type EmTransacao = (escrever: (trx: Db) => Promise<RemessaGerada | null>) => Promise<RemessaGerada | null>;

/** The remittances of the charges chosen (those of the unit still to send): one per agreement. */
export async function gerarRemessas(
  db: Db,
  arquivos: Arquivos,
  dono: { unidadeId: number; usuarioId: number },
  ids: readonly number[],
  emTransacao: EmTransacao = (escrever) => db.transaction().execute(escrever),
): Promise<RemessaGerada[]> {
  const geradas: RemessaGerada[] = [];
  for (const forma of await formasDasCobrancas(db, dono.unidadeId, ids)) {
    const gerada = await emTransacao((trx) => gerarRemessaNa(trx, arquivos, dono, forma, ids));
    if (gerada !== null) geradas.push(gerada);
  }
  return geradas;
}
