import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../../shared/financeiro/centavos.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../../shared/suprimentos/mensagens.ts';
import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import { idDe } from '../../financeiro/valores.ts';
import { valorDaLinha } from './valores.ts';

// The hooks of the purchase form: its total is the sum of its lines (quantity × unit value, each
// to the cent), a new one is stamped with its requester, and the items change only while it
// waits for approval (the descriptor's read-only rules say the same on the screen).

const EDITAVEL = ['SOLICITADA', 'APROVADA', 'PEDIDO'];

function totalDe(itens: unknown): number {
  if (!Array.isArray(itens)) return 0;
  return itens.reduce<number>((soma, linha: Record<string, unknown>) => soma + valorDaLinha(linha['quantidade'], linha['valorUnitario']), 0);
}

export const GANCHOS_DA_COMPRA: GanchosDoModelo = {
  validar: (_ctx, _registro, antes) => {
    if (antes !== null && !EDITAVEL.includes(String(antes['situacao']))) throw new HttpError(422, M.compraNaoAlterada);
    return [];
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    if (id === null) return;
    const total = decimalDosCentavos(totalDe(registro['itens']));
    const solicitante = antes === null ? ctx.sessao.usuarioId : null;
    await sql`UPDATE suprimento_compra SET valor_total = ${total}::numeric, solicitante_id = coalesce(${solicitante}, solicitante_id) WHERE id = ${id}`.execute(ctx.trx);
  },
};
