import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { tagDoRelatorioFinanceiro, urlDoRelatorioFinanceiro, type RelatorioFinanceiro } from '../../../../shared/api/relatoriosFinanceiros.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { toWallClock } from '../../../../shared/format/wall-clock.ts';
import { errosDeFormulario, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { contasDaUnidade } from '../movimento/contas.ts';
import type { Consulta } from '../movimento/parametros.ts';
import { TIPO_DO_EXTRATO, type PedidoDoExtrato } from '../movimento/relatorio.ts';
import { relatorioDeBaixas, TIPO_BAIXAS, type ParametrosDasBaixas } from './baixas.ts';
import { relatorioDeContasAbertas, TIPO_CONTAS_ABERTAS, type ParametrosDasContasAbertas } from './contasAbertas.ts';
import { relatorioDoFluxo, TIPO_FLUXO, type ParametrosDoFluxo } from './fluxo.ts';
import { MENSAGEM_CONTA_ANALITICA } from '../contabilidade/leituras.ts';
import { relatorioDaDsd, relatorioDoBalancete, TIPO_BALANCETE, TIPO_DSD, type ParametrosContabeis } from './contabeis.ts';
import { relatorioDoRazao, TIPO_RAZAO } from './razao.ts';
import { relatorioDaExecucao, TIPO_EXECUCAO, type ParametrosDaExecucao } from './execucao.ts';
import { CORPO_DO_RELATORIO, lerPedido, type Exigencias, type PedidoLido } from './pedido.ts';

// POST /api/financeiro/relatorios/<id>: a report card's Emitir. Each report has its own tag
// (financeiro.relatorios.<id>); the body is read and judged (422 naming the field), an account
// must be one of the session's unit (404 otherwise), and the job is queued for the unit; its end
// notice links the file. The statement's card queues the statement's own job.

const contabeis = (p: PedidoLido): ParametrosContabeis => ({ inicio: p.inicio, fim: p.fim, formato: p.formato, contaContabil: p.contaContabil });

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

export async function registrarRelatoriosFinanceiros({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  await tarefas.registrarTipoDeTarefa(relatorioDeContasAbertas(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDeBaixas(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDoFluxo(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDoBalancete(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDoRazao(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDaDsd(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDaExecucao(arquivos, agora));
}

/** The razão's account: one of the chart (404 otherwise) that takes entries (422, the accounting read's own message). */
async function exigirContaAnalitica(db: Servicos['db'], id: number): Promise<void> {
  const { rows: [conta] } = await sql<{ tipo: string }>`SELECT tipo FROM conta_contabil WHERE id = ${id}`.execute(db);
  if (conta === undefined) throw naoEncontrado();
  if (conta.tipo !== 'ANALITICA') throw errosDeFormulario([{ field: 'contaContabil', message: MENSAGEM_CONTA_ANALITICA }]);
}

type Parametros = (pedido: PedidoLido, servicos: Servicos) => object;

const sem = <T extends object, K extends keyof T>(objeto: T, ...chaves: K[]): Omit<T, K> => {
  const copia = { ...objeto };
  for (const chave of chaves) delete copia[chave];
  return copia;
};

const RELATORIOS: Readonly<Record<RelatorioFinanceiro, { tipo: string; exige?: Exigencias; parametros: Parametros }>> = {
  contasabertas: {
    tipo: TIPO_CONTAS_ABERTAS,
    parametros: (p, { agora }): ParametrosDasContasAbertas => ({ ...sem(p, 'agrupamento', 'ano', 'contaContabil'), hoje: toWallClock(agora())?.format('YYYY-MM-DD') ?? p.fim }),
  },
  baixas: { tipo: TIPO_BAIXAS, parametros: (p): ParametrosDasBaixas => sem(p, 'agrupamento', 'situacao', 'ano', 'contaContabil') },
  extrato: {
    tipo: TIPO_DO_EXTRATO,
    exige: { conta: true },
    parametros: (p): PedidoDoExtrato => ({ conta: p.conta ?? 0, inicio: p.inicio, fim: p.fim, categoria: p.categoria, centroCusto: p.centroCusto, formato: p.formato }),
  },
  fluxocaixa: {
    tipo: TIPO_FLUXO,
    parametros: (p): ParametrosDoFluxo => ({ inicio: p.inicio, fim: p.fim, formato: p.formato, conta: p.conta, agrupamento: p.agrupamento }),
  },
  balancete: { tipo: TIPO_BALANCETE, parametros: contabeis },
  razao: { tipo: TIPO_RAZAO, exige: { contaContabil: true }, parametros: contabeis },
  dsd: { tipo: TIPO_DSD, parametros: contabeis },
  execucaoorcamentaria: { tipo: TIPO_EXECUCAO, exige: { ano: true }, parametros: (p): ParametrosDaExecucao => ({ ano: p.ano, formato: p.formato, centroCusto: p.centroCusto }) },
};

export function rotasDosRelatoriosFinanceiros(app: FastifyInstance, servicos: Servicos): void {
  for (const [id, relatorio] of Object.entries(RELATORIOS) as [RelatorioFinanceiro, (typeof RELATORIOS)[RelatorioFinanceiro]][]) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioFinanceiro(id),
      { config: { tags: [tagDoRelatorioFinanceiro(id)], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const pedido = lerPedido(request.body, relatorio.exige);
        const { usuarioId, unidadeId } = sessaoDe(request);
        if (pedido.conta !== null && (await contasDaUnidade(servicos.db, unidadeId ?? 0, pedido.conta)).length === 0) throw naoEncontrado();
        if (pedido.contaContabil !== null) await exigirContaAnalitica(servicos.db, pedido.contaContabil);
        const tarefa = await servicos.tarefas.criar(relatorio.tipo, { usuarioId, unidadeId }, relatorio.parametros(pedido, servicos));
        return { content: tarefa, message: SOLICITADO };
      },
    );
  }
}
