import { sql } from 'kysely';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { MENSAGENS_DA_APROVACAO as M } from '../../../shared/aprovacao/mensagens.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/erros.ts';

/** Refuses (422) paying or grouping a título that still waits for an approval, or was rejected. */
export async function recusarSePendente(trx: Db, tituloId: number): Promise<void> {
  const { rows } = await sql<{ aprovacao: string; nivel: number | null; motivo: string | null; rejeicao: string | null }>`
    SELECT t.aprovacao, t.aprovacao_nivel AS nivel, t.aprovacao_motivo AS motivo,
      (SELECT d.motivo FROM aprovacao_decisao AS d WHERE d.titulo_id = t.id AND d.valida AND d.decisao = 'REJEITADO' ORDER BY d.id DESC LIMIT 1) AS rejeicao
    FROM titulo AS t WHERE t.id = ${tituloId}`.execute(trx);
  const t = rows[0];
  if (t === undefined || t.aprovacao === 'APROVADO') return;
  if (t.aprovacao === 'REJEITADO') throw new HttpError(422, interpolar(M.rejeitado, { motivo: t.rejeicao ?? '' }));
  const motivo = t.motivo ?? interpolar(M.descricaoDoNivel, { nivel: t.nivel ?? 1 });
  throw new HttpError(422, interpolar(M.aguardaAprovacao, { motivo }));
}
