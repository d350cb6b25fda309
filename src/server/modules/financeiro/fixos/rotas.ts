import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { problemasDaGeracao, type PedidoDaGeracao } from '../../../../shared/financeiro/geracao.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { hasPermission } from '../../../../shared/permissions/check.ts';
import { errosDeFormulario, semPermissao } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { SEM_NUL } from '../../../http/validacao.ts';
import type { Servicos } from '../../../servicos.ts';
import { geracaoDeTitulos, TIPO_DA_GERACAO } from './geracao.ts';

// POST /api/financeiro/geracaotitulos {mesInicial, mesFinal, tipos}: queues the generation of the
// session's unit's títulos a definir for those months; the jobs panel shows its progress and its
// end is a notice (specification, section 4, "title generation").

const TAG_GERAR = 'financeiro.geracaotitulos.gerar';
export const URL_DA_GERACAO = '/api/financeiro/geracaotitulos';
export const MENSAGEM_GERACAO_SOLICITADA = 'Geração de títulos iniciada. Você será avisado quando terminar.';

const MES = { type: 'string', maxLength: 7, pattern: SEM_NUL } as const;
const CORPO = {
  type: 'object',
  required: ['mesInicial', 'mesFinal', 'tipos'],
  properties: { mesInicial: MES, mesFinal: MES, tipos: { type: 'array', maxItems: 2, items: { type: 'string', maxLength: 10 } } },
} as const;

export async function registrarGeracaoDeTitulos({ tarefas }: Servicos): Promise<void> {
  await tarefas.registrarTipoDeTarefa(geracaoDeTitulos());
}

export function rotaDaGeracaoDeTitulos(app: FastifyInstance, { tarefas }: Servicos): void {
  app.post<{ Body: PedidoDaGeracao }>(
    URL_DA_GERACAO,
    {
      config: { exigeUnidade: true },
      // The tag of the screens' catalogue (titulosadefinir declares it), not of the static one.
      onRequest: async (request) => {
        if (!hasPermission(sessaoDe(request).tags, [TAG_GERAR])) throw semPermissao();
      },
      schema: { body: CORPO },
    },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const { mesInicial, mesFinal, tipos } = request.body;
      const problemas = problemasDaGeracao({ mesInicial, mesFinal, tipos });
      if (problemas.length > 0) throw errosDeFormulario(problemas);
      const { usuarioId, unidadeId } = sessaoDe(request);
      const tarefa = await tarefas.criar(TIPO_DA_GERACAO, { usuarioId, unidadeId }, { mesInicial, mesFinal, tipos: [...new Set(tipos)] });
      return { content: tarefa, message: MENSAGEM_GERACAO_SOLICITADA };
    },
  );
}
