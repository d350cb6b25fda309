import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import {
  TAG_FECHAR,
  TAG_REABRIR,
  TAMANHO_DO_MOTIVO,
  URL_DA_REABERTURA,
  URL_DO_FECHAMENTO,
  type PedidoDeFechamento,
  type SituacaoDoFechamento,
} from '../../../../shared/api/fechamento.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { SEM_NUL } from '../../../http/validacao.ts';
import type { Servicos } from '../../../servicos.ts';
import { situacaoDoFechamento } from './historico.ts';
import { mudarFechamento } from './mudanca.ts';

// GET /api/financeiro/contabilidade/fechamento (the lock in force and its history: either tag),
// POST .../fechamento {data, motivo?} (close up to data: financeiro.contabilidade.fechar) and
// POST .../fechamento/reabrir {data|null, motivo} (move the lock back: its own tag,
// financeiro.contabilidade.reabrir). The lock is the institution's: no unit is asked for.

const CORPO = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: {
    data: { type: ['string', 'null'], maxLength: 19, pattern: SEM_NUL },
    motivo: { type: ['string', 'null'], maxLength: TAMANHO_DO_MOTIVO, pattern: SEM_NUL },
  },
} as const;

export function rotasDoFechamento(app: FastifyInstance, { db }: Servicos): void {
  app.get(URL_DO_FECHAMENTO, { config: { tags: [TAG_FECHAR, TAG_REABRIR], qualquerTag: true } }, async (): Promise<SuccessReply<SituacaoDoFechamento>> => ({
    content: await situacaoDoFechamento(db),
  }));

  for (const [url, tag, operacao] of [
    [URL_DO_FECHAMENTO, TAG_FECHAR, 'FECHAMENTO'],
    [URL_DA_REABERTURA, TAG_REABRIR, 'REABERTURA'],
  ] as const) {
    app.post<{ Body: PedidoDeFechamento }>(url, { config: { tags: [tag] }, schema: { body: CORPO } }, async (request): Promise<SuccessReply<SituacaoDoFechamento>> => {
      const { usuarioId, unidadeId } = sessaoDe(request);
      const mensagem = await mudarFechamento(db, operacao, request.body, usuarioId, unidadeId);
      return { content: await situacaoDoFechamento(db), message: mensagem };
    });
  }
}
