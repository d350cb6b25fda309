import { sql } from 'kysely';
import type { ConflitosNaImportacao, ExtratoImportado } from '../../../../../shared/api/conciliacaoOfx.ts';
import { decimalDosCentavos } from '../../../../../shared/financeiro/centavos.ts';
import { auditar } from '../../../../auditoria.ts';
import type { Db } from '../../../../db/database.ts';
import type { ExtratoAnalisado } from './analise.ts';

// One statement saved into its account (inside the caller's transaction): the import's record
// and its nova lines; the conflito lines too, marked conferir, when the officer chose to import
// them (a line without date is a conflito dated at the statement's end). An existente line is
// never saved again, and the line's identity is unique in the table, so a second import of the
// same file, even racing the first, adds nothing. Nothing new: no record either.

const LINHAS_POR_INSERCAO = 1_000;

interface Quem {
  usuarioId: number;
  unidadeId: number;
}

async function inserirLinhas(trx: Db, importacaoId: number, contaId: number, quem: Quem, linhas: ExtratoAnalisado['linhas']): Promise<{ novas: number; conferir: number }> {
  let [novas, conferir] = [0, 0];
  for (let i = 0; i < linhas.length; i += LINHAS_POR_INSERCAO) {
    const valores = linhas.slice(i, i + LINHAS_POR_INSERCAO).map(
      (l) => sql`(${importacaoId}::integer, ${quem.unidadeId}::integer, ${contaId}::integer, ${l.fitid}, ${l.ocorrencia}::integer, ${l.data}::date,
        ${decimalDosCentavos(l.valorCentavos)}::numeric, ${l.memo}, ${l.tipo}, ${l.documento}, ${l.situacao === 'conflito'})`,
    );
    const { rows } = await sql<{ conferir: boolean }>`
      INSERT INTO extrato_linha (importacao_id, unidade_id, conta_id, fitid, ocorrencia, data, valor, memo, tipo_transacao, documento, conferir)
      VALUES ${sql.join(valores)} ON CONFLICT (conta_id, fitid, data, valor, ocorrencia) DO NOTHING RETURNING conferir`.execute(trx);
    novas += rows.length;
    conferir += rows.filter((r) => r.conferir).length;
  }
  return { novas, conferir };
}

export async function importarExtrato(trx: Db, analisado: ExtratoAnalisado, conflitos: ConflitosNaImportacao, arquivo: string, quem: Quem): Promise<ExtratoImportado> {
  const { indice, extrato, contaId, linhas } = analisado;
  const existentes = linhas.filter((l) => l.situacao === 'existente').length;
  const aSalvar = linhas.filter((l) => l.situacao === 'nova' || (l.situacao === 'conflito' && conflitos === 'importar'));
  const vazio = { indice, contaId, importacaoId: null, novas: 0, conferir: 0, existentes };
  if (contaId === null) return { ...vazio, naoImportadas: linhas.length - existentes };
  const naoImportadas = linhas.length - existentes - aSalvar.length;
  if (aSalvar.length === 0) return { ...vazio, naoImportadas };

  const saldo = extrato.saldoFinal === null ? null : decimalDosCentavos(extrato.saldoFinal);
  const { rows } = await sql<{ id: number }>`
    INSERT INTO extrato_importacao (unidade_id, conta_id, arquivo, tipo, inicio, fim, saldo_final, usuario_id)
    VALUES (${quem.unidadeId}, ${contaId}, ${arquivo}, ${extrato.tipo}, ${extrato.inicio}::date, ${extrato.fim}::date, ${saldo}::numeric, ${quem.usuarioId})
    RETURNING id`.execute(trx);
  const importacaoId = rows[0]?.id ?? 0;
  const { novas, conferir } = await inserirLinhas(trx, importacaoId, contaId, quem, aSalvar);
  if (novas === 0) {
    await sql`DELETE FROM extrato_importacao WHERE id = ${importacaoId}`.execute(trx);
    return { ...vazio, existentes: existentes + aSalvar.length, naoImportadas };
  }
  await sql`UPDATE extrato_importacao SET linhas_novas = ${novas} WHERE id = ${importacaoId}`.execute(trx);
  await auditar(trx, {
    usuarioId: quem.usuarioId,
    unidadeId: quem.unidadeId,
    entidade: 'extrato_importacao',
    entidadeId: importacaoId,
    acao: 'criar',
    alteracoes: { conta: { de: null, para: contaId }, arquivo: { de: null, para: arquivo }, linhas: { de: null, para: novas } },
  });
  return { indice, contaId, importacaoId, novas, conferir, existentes: existentes + aSalvar.length - novas, naoImportadas };
}
