import { sql } from 'kysely';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import { idDe } from '../../financeiro/valores.ts';

// The hooks of the requisition form: a new one (its items required by the model) is stamped with
// its requester; a stored one changes only while it waits for approval (the descriptor's read-only
// rules say the same on the screen).

export const GANCHOS_DA_REQUISICAO: GanchosDoModelo = {
  validar: (_ctx, _registro, antes) => {
    if (antes !== null && antes['situacao'] !== 'SOLICITADA') throw new HttpError(422, M.requisicaoNaoAlterada);
    return [];
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    if (antes !== null || id === null) return;
    await sql`UPDATE suprimento_requisicao SET solicitante_id = ${ctx.sessao.usuarioId} WHERE id = ${id}`.execute(ctx.trx);
  },
};
