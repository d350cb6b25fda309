import { sql } from 'kysely';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../shared/suprimentos/mensagens.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { errosDeFormulario, HttpError } from '../../http/erros.ts';
import type { GanchosDoModelo } from '../../resources/ganchos.ts';
import { idDe, texto } from '../financeiro/valores.ts';
import { lancar } from './razao.ts';
import { milesimosDe } from './valores.ts';

// The hooks of transferenciaEstoque: a stored transfer is never changed; a new one moves the
// quantity between the two locations in the ledger (the item's average and value unchanged).

export const GANCHOS_DA_TRANSFERENCIA: GanchosDoModelo = {
  validar: (_ctx, registro, antes) => {
    if (antes !== null) throw new HttpError(422, M.movimentoNaoAlterado);
    const [origem, destino] = [idDe(registro['localOrigem']), idDe(registro['localDestino'])];
    return origem !== null && origem === destino ? [{ field: 'localDestino', message: M.mesmoLocal }] : [];
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    const [itemId, origem, destino, quantidade] = [idDe(registro['item']), idDe(registro['localOrigem']), idDe(registro['localDestino']), milesimosDe(registro['quantidade'])];
    if (antes !== null || id === null || itemId === null || origem === null || destino === null || quantidade === null) return;
    const r = await lancar(ctx.trx, {
      data: texto(registro['data'])?.slice(0, 10) ?? hojeNoModelo(),
      tipo: 'TRANSFERENCIA',
      itemId,
      localId: origem,
      localDestinoId: destino,
      quantidade,
      motivo: texto(registro['observacao']),
      usuarioId: ctx.sessao.usuarioId,
      transferenciaId: id,
    });
    if ('erro' in r) throw errosDeFormulario([{ field: 'quantidade', message: r.erro }]);
    await sql`UPDATE suprimento_transferencia SET usuario_id = ${ctx.sessao.usuarioId} WHERE id = ${id}`.execute(ctx.trx);
  },
};
