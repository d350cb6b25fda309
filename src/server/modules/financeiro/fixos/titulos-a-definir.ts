import { ehDataISO, proximoDiaUtil } from '../../../../shared/calendario/index.ts';
import { HttpError } from '../../../http/erros.ts';
import type { GanchosDoModelo } from '../../../resources/index.ts';
import { feriadosDaInstituicao } from '../titulos/feriados.ts';
import { dia } from '../titulos/linhas.ts';
import { confirmar, descartar } from './confirmar.ts';

// The títulos a definir: only the generation creates them; the officer moves the due date and
// the value (the real due date follows, past weekends and holidays), then confirms or discards.

export const MENSAGEM_SO_DA_GERACAO = 'Os títulos a definir são criados pela geração de títulos.';

export const GANCHOS_DO_TITULO_A_DEFINIR: GanchosDoModelo = {
  validar: (_ctx, _registro, antes) => {
    if (antes === null) throw new HttpError(422, MENSAGEM_SO_DA_GERACAO);
    return [];
  },
  antesDeSalvar: async (ctx, registro) => {
    const vencimento = dia(registro['vencimento']);
    if (vencimento === null || !ehDataISO(vencimento)) return registro;
    return { ...registro, vencimentoReal: proximoDiaUtil(vencimento, await feriadosDaInstituicao(ctx.trx)) };
  },
  acoes: { confirmar, descartar },
};
