import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/ganchos.ts';
import { recusarSeFechado } from '../fechamento/trava.ts';
import { texto } from '../valores.ts';
import { estornarTransferencia } from './estornar.ts';
import { gravarLadoDoDestino } from './lados.ts';
import { errosDaTransferencia } from './regras.ts';

// The hooks of the model transferencia: a new transfer's rules, the destination unit's side
// written with it, and estornar over both sides. A saved transfer is never changed (it is
// reversed), so a save of an existing one is refused whole.

export const MENSAGEM_TRANSFERENCIA_GRAVADA = 'Uma transferência gravada não é alterada: estorne-a.';

export const GANCHOS_DA_TRANSFERENCIA: GanchosDoModelo = {
  validar: async (ctx, registro, antes) => {
    if (antes !== null) throw new HttpError(422, MENSAGEM_TRANSFERENCIA_GRAVADA);
    const data = texto(registro['data']);
    if (data !== null) await recusarSeFechado(ctx.trx, data, 'data');
    return errosDaTransferencia(ctx.trx, registro);
  },
  depoisDeSalvar: async (ctx, registro, antes) => {
    const id = registro['id'];
    if (antes === null && typeof id === 'number') await gravarLadoDoDestino(ctx.trx, id, ctx.sessao.unidadeId ?? 0);
  },
  acoes: { estornar: estornarTransferencia },
};
