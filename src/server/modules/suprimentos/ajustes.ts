import { sql } from 'kysely';
import { decimalDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { proporcao } from '../../../shared/suprimentos/custo-medio.ts';
import { MENSAGENS_DOS_SUPRIMENTOS as M } from '../../../shared/suprimentos/mensagens.ts';
import { hojeNoModelo } from '../../../shared/format/dates.ts';
import { errosDeFormulario, HttpError } from '../../http/erros.ts';
import type { GanchosDoModelo } from '../../resources/ganchos.ts';
import { idDe, texto, umDe } from '../financeiro/valores.ts';
import { avisarAbaixoDoMinimo } from './avisos.ts';
import { lancar, type TipoDeMovimento } from './razao.ts';
import { decimilesimosDe, milesimosDe } from './valores.ts';

// The hooks of ajusteEstoque: a stored adjustment is never changed; a new one posts its movement
// (an entry at the unit value given or at the current average, a donation at its fair value, an
// issue at the average) and keeps what the ledger posted. A refusal rolls the save back.

const TIPOS = { ENTRADA: 'AJUSTE_ENTRADA', SAIDA: 'AJUSTE_SAIDA', DOACAO: 'DOACAO' } as const satisfies Record<string, TipoDeMovimento>;

/** quantity (thousandths) × unit value (ten-thousandths of a real), in cents. */
const valorDaEntrada = (milesimos: number, decimilesimos: number | null): number | null =>
  decimilesimos === null ? null : proporcao(decimilesimos, milesimos, 100_000);

export const GANCHOS_DO_AJUSTE: GanchosDoModelo = {
  // A donation's fair value is required by the descriptor's obrigatorioSe, which the save enforces.
  validar: (_ctx, _registro, antes) => {
    if (antes !== null) throw new HttpError(422, M.movimentoNaoAlterado);
    return [];
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = idDe(registro['id']);
    const tipo = umDe(registro['tipo'], ['ENTRADA', 'SAIDA', 'DOACAO'] as const);
    const [itemId, localId, quantidade] = [idDe(registro['item']), idDe(registro['local']), milesimosDe(registro['quantidade'])];
    if (antes !== null || id === null || tipo === null || itemId === null || localId === null || quantidade === null) return;
    const r = await lancar(ctx.trx, {
      data: texto(registro['data'])?.slice(0, 10) ?? hojeNoModelo(),
      tipo: TIPOS[tipo],
      itemId,
      localId,
      quantidade,
      valorCentavos: tipo === 'SAIDA' ? null : valorDaEntrada(quantidade, decimilesimosDe(registro['valorUnitario'])),
      motivo: texto(registro['motivo']),
      usuarioId: ctx.sessao.usuarioId,
      ajusteId: id,
    });
    if ('erro' in r) throw errosDeFormulario([{ field: 'quantidade', message: r.erro }]);
    await sql`UPDATE suprimento_ajuste SET custo = ${decimalDosCentavos(r.valorCentavos)}::numeric, usuario_id = ${ctx.sessao.usuarioId} WHERE id = ${id}`.execute(ctx.trx);
    if (r.ficouAbaixoDoMinimo) await avisarAbaixoDoMinimo(ctx, r.item);
  },
};
