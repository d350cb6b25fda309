import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { PedidoDeRelatorioDeIntervalo, RelatorioDeIntervalo } from '../../../../shared/api/registrointervalo.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { errosDoPeriodo } from '../periodo.ts';
import { relatorioDeIntervalos, TIPOS_DOS_RELATORIOS } from './tarefas.ts';

const RELATORIOS: readonly RelatorioDeIntervalo[] = ['intervalos', 'excessos'];

const CORPO = {
  type: 'object',
  required: ['dataInicial', 'dataFinal', 'formato'],
  properties: {
    dataInicial: { type: 'string', maxLength: 10 },
    dataFinal: { type: 'string', maxLength: 10 },
    usuarioId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    formato: { enum: ['PDF', 'XLSX'] },
  },
} as const;

export async function registrarRelatoriosDeIntervalo({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  for (const relatorio of RELATORIOS) await tarefas.registrarTipoDeTarefa(relatorioDeIntervalos(relatorio, arquivos, agora));
}

/** POST /api/relatorios/registrointervalo/{intervalos|excessos}: queues the report of the session's unit. */
export function rotasDosRelatoriosDeIntervalo(app: FastifyInstance, { db, tarefas }: Servicos): void {
  for (const relatorio of RELATORIOS) {
    app.post<{ Body: PedidoDeRelatorioDeIntervalo }>(
      `/api/relatorios/registrointervalo/${relatorio}`,
      { config: { tags: ['registrointervalo.relatorio.emitir'], exigeUnidade: true }, schema: { body: CORPO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const { usuarioId, unidadeId } = sessaoDe(request);
        const { dataInicial, dataFinal, formato, usuarioId: doRelatorio } = request.body;
        const erros = errosDoPeriodo({ dataInicial, dataFinal });
        if (doRelatorio !== undefined) {
          const daUnidade = await db
            .selectFrom('usuario_unidade')
            .select('usuario_id')
            .where('usuario_id', '=', doRelatorio)
            .where('unidade_id', '=', unidadeId ?? 0)
            .executeTakeFirst();
          if (daUnidade === undefined) erros.push({ field: 'usuarioId', message: 'Registro selecionado não encontrado.' });
        }
        if (erros.length > 0) throw errosDeFormulario(erros);
        const parametros: PedidoDeRelatorioDeIntervalo = { dataInicial, dataFinal, formato, ...(doRelatorio === undefined ? {} : { usuarioId: doRelatorio }) };
        const tarefa = await tarefas.criar(TIPOS_DOS_RELATORIOS[relatorio], { usuarioId, unidadeId }, parametros);
        return { content: tarefa, message: 'Relatório solicitado. Você será avisado quando estiver pronto.' };
      },
    );
  }
}
