import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { tagDoRelatorioDaAprovacao, urlDoRelatorioDaAprovacao, type RelatorioDaAprovacao } from '../../../../shared/api/relatoriosDaAprovacao.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import type { Consulta } from '../../financeiro/movimento/parametros.ts';
import { CORPO_DO_RELATORIO } from '../../financeiro/relatorios/pedido.ts';
import { relatorioDasAprovacoes, TIPO_APROVACOES, type ParametrosDasAprovacoes } from './aprovacoes.ts';
import { relatorioDosEmprestimos, TIPO_EMPRESTIMOS } from './emprestimos.ts';
import { relatorioDaExecucaoDoProjeto, TIPO_EXECUCAO_PROJETO, type ParametrosDaExecucaoDoProjeto } from './execucaoProjeto.ts';
import { exigirRegistros, lerPedidoDaAprovacao, type Exigencias, type PedidoDaAprovacao } from './pedido.ts';

// POST /api/aprovacaofinanceira/relatorios/<id>: a card's Emitir on aprovacaofinanceira/relatorios
// (the project page's "Relatório de execução" posts the execucaoprojeto card). Each report has its
// own tag (aprovacaofinanceira.relatorios.<id>); the body is read and judged (422 naming the
// field) and the job is queued for the session's unit; its end notice links the file.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

export async function registrarRelatoriosDaAprovacao({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  await tarefas.registrarTipoDeTarefa(relatorioDasAprovacoes(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDosEmprestimos(arquivos, agora));
  await tarefas.registrarTipoDeTarefa(relatorioDaExecucaoDoProjeto(arquivos, agora));
}

interface Definicao {
  tipo: string;
  exige: Exigencias;
  parametros(p: PedidoDaAprovacao): object;
}

const RELATORIOS: Readonly<Record<RelatorioDaAprovacao, Definicao>> = {
  aprovacoes: {
    tipo: TIPO_APROVACOES,
    exige: { periodo: 'obrigatorio' },
    parametros: (p): ParametrosDasAprovacoes => ({ formato: p.formato, inicio: p.inicio ?? '', fim: p.fim ?? '', aprovador: p.aprovador }),
  },
  emprestimos: { tipo: TIPO_EMPRESTIMOS, exige: { periodo: 'nenhum' }, parametros: (p) => ({ formato: p.formato }) },
  execucaoprojeto: {
    tipo: TIPO_EXECUCAO_PROJETO,
    exige: { periodo: 'opcional', projeto: true },
    parametros: (p): ParametrosDaExecucaoDoProjeto => ({ formato: p.formato, inicio: p.inicio, fim: p.fim, projeto: p.projeto ?? 0 }),
  },
};

export function rotasDosRelatoriosDaAprovacao(app: FastifyInstance, servicos: Servicos): void {
  for (const [id, relatorio] of Object.entries(RELATORIOS) as [RelatorioDaAprovacao, Definicao][]) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioDaAprovacao(id),
      { config: { tags: [tagDoRelatorioDaAprovacao(id)], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const pedido = lerPedidoDaAprovacao(request.body, relatorio.exige);
        await exigirRegistros(servicos.db, pedido);
        const { usuarioId, unidadeId } = sessaoDe(request);
        const tarefa = await servicos.tarefas.criar(relatorio.tipo, { usuarioId, unidadeId }, relatorio.parametros(pedido));
        return { content: tarefa, message: SOLICITADO };
      },
    );
  }
}
