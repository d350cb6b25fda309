import { sql } from 'kysely';
import { inicioDoMes } from '../financeiro/fechamento/competencia.ts';
import { recalcularTitulo } from '../financeiro/titulos/posicao.ts';
import type { Db } from '../../db/database.ts';
import { parametrosDasDoacoes } from './configuracao.ts';

// The receivable a gift becomes: a receita of the gift's unit from the donor, one installment due
// on the gift's date, in the category the parameters give for a person or a company and the
// gift's account (else the unit's first active one). Its baixa is the gift's payment. A gift of
// goods (at fair value) is no receivable: nothing is to be received.

export const DESCRICAO_DO_TITULO = 'Doação nº {doacao}';

export interface DadosDoTitulo {
  doacaoId: number;
  unidadeId: number;
  pessoaId: number;
  data: string;
  valor: string;
  contaId: number | null;
}

async function categoriaDoDoador(trx: Db, pessoaId: number): Promise<number | null> {
  const p = await parametrosDasDoacoes(trx);
  const { rows } = await sql<{ id: number }>`
    SELECT c.id FROM categoria AS c, pessoa AS p
    WHERE p.id = ${pessoaId} AND c.natureza = 'RECEITA'
      AND c.codigo = CASE WHEN p.cnpj IS NOT NULL AND p.cpf IS NULL THEN ${p.categoriaPessoaJuridica} ELSE ${p.categoriaPessoaFisica} END`.execute(trx);
  return rows[0]?.id ?? null;
}

async function contaDaUnidade(trx: Db, unidadeId: number, contaId: number | null): Promise<number | null> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM conta WHERE unidade_id = ${unidadeId} AND ativo AND (${contaId}::int IS NULL OR id = ${contaId}) ORDER BY (tipo = 'CONTA_CORRENTE') DESC, id LIMIT 1`.execute(trx);
  return rows[0]?.id ?? null;
}

/** Creates the gift's receivable and links it; answers its id. */
export async function criarTituloDaDoacao(trx: Db, d: DadosDoTitulo): Promise<number> {
  const categoria = await categoriaDoDoador(trx, d.pessoaId);
  const conta = await contaDaUnidade(trx, d.unidadeId, d.contaId);
  const descricao = DESCRICAO_DO_TITULO.replace('{doacao}', String(d.doacaoId));
  const { rows } = await sql<{ id: number }>`
    INSERT INTO titulo (unidade_id, tipo, pessoa_id, categoria_id, conta_id, documento, emissao, competencia, descricao, valor, data_vencimento, quantidade_parcelas,
      situacao, valor_pago, valor_aberto, proximo_vencimento)
    VALUES (${d.unidadeId}, 'RECEITA', ${d.pessoaId}, ${categoria}, ${conta}, ${`Doação ${d.doacaoId}`}, ${d.data}::date, ${inicioDoMes(d.data)}::date, ${descricao},
      ${d.valor}::numeric, ${d.data}::date, 1, 'ABERTO', 0, ${d.valor}::numeric, ${d.data}::date)
    RETURNING id`.execute(trx);
  const tituloId = rows[0]!.id;
  await sql`INSERT INTO parcela (titulo_id, unidade_id, ordem, numero, vencimento, vencimento_real, valor)
    VALUES (${tituloId}, ${d.unidadeId}, 0, 1, ${d.data}::date, ${d.data}::date, ${d.valor}::numeric)`.execute(trx);
  await recalcularTitulo(trx, tituloId);
  await sql`UPDATE doacao SET titulo_id = ${tituloId}, conta_id = coalesce(conta_id, ${conta}) WHERE id = ${d.doacaoId}`.execute(trx);
  return tituloId;
}

/** A pending gift changed on its form: its receivable follows (amount, donor, date). */
export async function acompanharTitulo(trx: Db, tituloId: number, d: Omit<DadosDoTitulo, 'doacaoId' | 'unidadeId'>): Promise<void> {
  await sql`UPDATE titulo SET pessoa_id = ${d.pessoaId}, valor = ${d.valor}::numeric, emissao = ${d.data}::date, competencia = ${inicioDoMes(d.data)}::date,
    data_vencimento = ${d.data}::date, atualizado_em = now() WHERE id = ${tituloId}`.execute(trx);
  await sql`UPDATE parcela SET valor = ${d.valor}::numeric, vencimento = ${d.data}::date, vencimento_real = ${d.data}::date WHERE titulo_id = ${tituloId}`.execute(trx);
  await recalcularTitulo(trx, tituloId);
}
