import { sql } from 'kysely';
import { HttpError } from '../../../../http/erros.ts';
import type { AcaoDoGancho } from '../../../../resources/ganchos.ts';

// Cancelling a despesa cancels its open retenções with it. Neither a despesa whose retenções are
// grouped nor the tax payable of a grouping is cancelled here: ungrouping (Impostos agrupados)
// is what undoes a grouping, reopening its retenções and cancelling its título.

export const MENSAGEM_CANCELAR_COM_AGRUPADAS = 'Esta despesa tem retenções agrupadas num título de imposto: desagrupe-as em Impostos agrupados antes de cancelá-la.';
export const MENSAGEM_CANCELAR_AGRUPAMENTO = 'Este é o título de um agrupamento de impostos: desfaça-o em Impostos agrupados (Desagrupar).';

export function comAgrupamentos(cancelar: AcaoDoGancho): AcaoDoGancho {
  return async (ctx, id, entrada) => {
    const { rows } = await sql<{ agrupadas: boolean; agrupamento: boolean }>`
      SELECT EXISTS (SELECT 1 FROM retencao WHERE titulo_id = ${id} AND situacao = 'AGRUPADA') AS agrupadas,
        EXISTS (SELECT 1 FROM agrupamento_imposto WHERE titulo_id = ${id} AND situacao = 'ATIVO') AS agrupamento`.execute(ctx.trx);
    if (rows[0]?.agrupadas === true) throw new HttpError(422, MENSAGEM_CANCELAR_COM_AGRUPADAS);
    if (rows[0]?.agrupamento === true) throw new HttpError(422, MENSAGEM_CANCELAR_AGRUPAMENTO);
    const resultado = await cancelar(ctx, id, entrada);
    await sql`UPDATE retencao SET situacao = 'CANCELADA', atualizado_em = now() WHERE titulo_id = ${id} AND situacao = 'ABERTA'`.execute(ctx.trx);
    return resultado;
  };
}
