import type { FastifyInstance } from 'fastify';
import { RELATORIOS_DO_PATRIMONIO, TAG_DOS_RELATORIOS_DO_PATRIMONIO, urlDoRelatorioDoPatrimonio } from '../../../../shared/api/relatoriosDoPatrimonio.ts';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { lerPedidoDaAprovacao } from '../../aprovacaofinanceira/relatorios/pedido.ts';
import type { Consulta } from '../../financeiro/movimento/parametros.ts';
import { CORPO_DO_RELATORIO } from '../../financeiro/relatorios/pedido.ts';
import { TIPOS_DOS_RELATORIOS, tiposDosRelatoriosDoPatrimonio } from './tarefas.ts';

// POST /api/patrimonio/relatorios/<id>: a card's Emitir on patrimonio/relatorios. The body is read
// by the report cards' shared reader (the format; the period of depreciacao and baixas, 422 naming
// the field) and the job is queued for the session's unit.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

export async function registrarRelatoriosDoPatrimonio({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  for (const tipo of tiposDosRelatoriosDoPatrimonio(arquivos, agora)) await tarefas.registrarTipoDeTarefa(tipo);
}

export function rotasDosRelatoriosDoPatrimonio(app: FastifyInstance, servicos: Servicos): void {
  for (const id of RELATORIOS_DO_PATRIMONIO) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioDoPatrimonio(id),
      { config: { tags: [TAG_DOS_RELATORIOS_DO_PATRIMONIO], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const pedido = lerPedidoDaAprovacao(request.body, { periodo: id === 'bens' ? 'nenhum' : 'obrigatorio' });
        const { usuarioId, unidadeId } = sessaoDe(request);
        const tarefa = await servicos.tarefas.criar(TIPOS_DOS_RELATORIOS[id], { usuarioId, unidadeId }, { formato: pedido.formato, inicio: pedido.inicio, fim: pedido.fim });
        return { content: tarefa, message: SOLICITADO };
      },
    );
  }
}
