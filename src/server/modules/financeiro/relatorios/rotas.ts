import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { tagDoRelatorioFinanceiro, urlDoRelatorioFinanceiro, type RelatorioFinanceiro } from '../../../../shared/api/relatoriosFinanceiros.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { toWallClock } from '../../../../shared/format/wall-clock.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { contasDaUnidade } from '../movimento/contas.ts';
import type { Consulta } from '../movimento/parametros.ts';
import { TIPO_DO_EXTRATO, type PedidoDoExtrato } from '../movimento/relatorio.ts';
import { relatorioDeBaixas, TIPO_BAIXAS, type ParametrosDasBaixas } from './baixas.ts';
import { relatorioDeContasAbertas, TIPO_CONTAS_ABERTAS, type ParametrosDasContasAbertas } from './contasAbertas.ts';
import { relatorioDoFluxo, TIPO_FLUXO, type ParametrosDoFluxo } from './fluxo.ts';
import { CORPO_DO_RELATORIO, lerPedido, type PedidoLido } from './pedido.ts';

// POST /api/financeiro/relatorios/<id>: a report card's Emitir. Each report has its own tag
// (financeiro.relatorios.<id>); the body is read and judged (422 naming the field), an account
// must be one of the session's unit (404 otherwise), and the job is queued for the unit; its end
// notice links the file. The statement's card queues the statement's own job.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

export async function registrarRelatoriosFinanceiros({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  await tarefas.registrarTipoDeTarefa(relatorioDeContasAbertas(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDeBaixas(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDoFluxo(arquivos, agora));
}

type Parametros = (pedido: PedidoLido, servicos: Servicos) => object;

const sem = <T extends object, K extends keyof T>(objeto: T, ...chaves: K[]): Omit<T, K> => {
  const copia = { ...objeto };
  for (const chave of chaves) delete copia[chave];
  return copia;
};

const RELATORIOS: Readonly<Record<RelatorioFinanceiro, { tipo: string; contaObrigatoria?: boolean; parametros: Parametros }>> = {
  contasabertas: {
    tipo: TIPO_CONTAS_ABERTAS,
    parametros: (p, { agora }): ParametrosDasContasAbertas => ({ ...sem(p, 'agrupamento'), hoje: toWallClock(agora())?.format('YYYY-MM-DD') ?? p.fim }),
  },
  baixas: { tipo: TIPO_BAIXAS, parametros: (p): ParametrosDasBaixas => sem(p, 'agrupamento', 'situacao') },
  extrato: {
    tipo: TIPO_DO_EXTRATO,
    contaObrigatoria: true,
    parametros: (p): PedidoDoExtrato => ({ conta: p.conta ?? 0, inicio: p.inicio, fim: p.fim, categoria: p.categoria, centroCusto: p.centroCusto, formato: p.formato }),
  },
  fluxocaixa: {
    tipo: TIPO_FLUXO,
    parametros: (p): ParametrosDoFluxo => ({ inicio: p.inicio, fim: p.fim, formato: p.formato, conta: p.conta, agrupamento: p.agrupamento }),
  },
};

export function rotasDosRelatoriosFinanceiros(app: FastifyInstance, servicos: Servicos): void {
  for (const [id, relatorio] of Object.entries(RELATORIOS) as [RelatorioFinanceiro, (typeof RELATORIOS)[RelatorioFinanceiro]][]) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioFinanceiro(id),
      { config: { tags: [tagDoRelatorioFinanceiro(id)], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const pedido = lerPedido(request.body, { contaObrigatoria: relatorio.contaObrigatoria ?? false });
        const { usuarioId, unidadeId } = sessaoDe(request);
        if (pedido.conta !== null && (await contasDaUnidade(servicos.db, unidadeId ?? 0, pedido.conta)).length === 0) throw naoEncontrado();
        const tarefa = await servicos.tarefas.criar(relatorio.tipo, { usuarioId, unidadeId }, relatorio.parametros(pedido, servicos));
        return { content: tarefa, message: SOLICITADO };
      },
    );
  }
}
