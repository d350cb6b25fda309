import { sql } from 'kysely';
import { interpolar } from '../../../../shared/i18n/idiomas.ts';
import { auditar } from '../../../auditoria.ts';
import type { Db } from '../../../db/database.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { anoFechado, travarAno } from './anos-fechados.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';

// Fechamento freezes a year's budget (orcamento_fechamento: who, when); reopening takes the row
// away. The Fechamento tab lists the years (vw_orcamento_ano) and runs these as its rows' actions.

export interface MudancaDoFechamento {
  unidadeId: number;
  usuarioId: number;
  ano: number;
}

export async function fecharAno(trx: Db, { unidadeId, usuarioId, ano }: MudancaDoFechamento): Promise<void> {
  await travarAno(trx, unidadeId, ano);
  if (await anoFechado(trx, unidadeId, ano)) throw errosDeFormulario([{ field: 'ano', message: interpolar(M.jaFechado, { ano: String(ano) }) }]);
  await sql`INSERT INTO orcamento_fechamento (unidade_id, ano, usuario_id) VALUES (${unidadeId}, ${ano}, ${usuarioId})`.execute(trx);
  await auditar(trx, { usuarioId, unidadeId, entidade: 'orcamento', entidadeId: ano, acao: 'fechar' });
}

export async function reabrirAno(trx: Db, { unidadeId, usuarioId, ano }: MudancaDoFechamento): Promise<void> {
  await travarAno(trx, unidadeId, ano);
  const { rows } = await sql`DELETE FROM orcamento_fechamento WHERE unidade_id = ${unidadeId} AND ano = ${ano} RETURNING ano`.execute(trx);
  if (rows.length === 0) throw errosDeFormulario([{ field: 'ano', message: interpolar(M.naoFechado, { ano: String(ano) }) }]);
  await auditar(trx, { usuarioId, unidadeId, entidade: 'orcamento', entidadeId: ano, acao: 'reabrir' });
}
