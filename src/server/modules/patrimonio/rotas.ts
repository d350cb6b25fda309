import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../shared/api/contract.ts';
import { reaisDosCentavos } from '../../../shared/financeiro/centavos.ts';
import { ehCompetencia } from '../../../shared/patrimonio/competencia.ts';
import { MENSAGENS_DO_PATRIMONIO as M } from '../../../shared/patrimonio/mensagens.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { interpolar } from '../../../shared/i18n/idiomas.ts';
import { errosDeFormulario } from '../../http/erros.ts';
import type { Servicos } from '../../servicos.ts';
import { depreciarMes } from './depreciar.ts';
import { rotasDaSimulacao } from './simulacao.ts';

// The assets' own calls, beside the engine's /api/patrimonio/bens and configuration tables:
//   POST|GET /api/patrimonio/depreciacao/simulacao   the schedule of a rule (simulacao.ts)
//   POST /api/patrimonio/depreciacao/lancamentos      posts a month's depreciation ({competencia}), once

export const URL_LANCAMENTOS = '/api/patrimonio/depreciacao/lancamentos';
const MENSAGEM_LANCADA = 'Depreciação de {competencia} lançada: {bens} bem(ns), R$ {valor}.';

const CORPO = { type: 'object', required: ['competencia'], properties: { competencia: { type: 'string', maxLength: 7 } }, additionalProperties: false } as const;

export function rotasDoPatrimonio(app: FastifyInstance, { db }: Servicos): void {
  rotasDaSimulacao(app);
  app.post<{ Body: { competencia: string } }>(
    URL_LANCAMENTOS,
    { config: { tags: ['patrimonio.depreciacao.lancar'] }, schema: { body: CORPO } },
    async (request): Promise<SuccessReply<{ bens: number; valor: number }>> => {
      const { competencia } = request.body;
      if (!ehCompetencia(competencia)) throw errosDeFormulario([{ field: 'competencia', message: M.competenciaInvalida }]);
      const r = await db.transaction().execute((trx) => depreciarMes(trx, competencia));
      const valor = reaisDosCentavos(r.centavos);
      return {
        content: { bens: r.bens, valor },
        message: interpolar(MENSAGEM_LANCADA, { competencia, bens: r.bens, valor: formatMoney(valor) }),
      };
    },
  );
}
