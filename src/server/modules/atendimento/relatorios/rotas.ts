import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { RELATORIOS_DE_ATENDIMENTO, tagDoRelatorioDeAtendimento, urlDoRelatorioDeAtendimento, type RelatorioDeAtendimento } from '../../../../shared/api/relatoriosDeAtendimento.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import { ErroDaTarefa, type TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { LeitorDaConsulta, type Consulta } from '../../financeiro/movimento/parametros.ts';
import { CORPO_DO_RELATORIO, MAIOR_PERIODO_DO_RELATORIO, MENSAGEM_FORMATO } from '../../financeiro/relatorios/pedido.ts';
import { tabelaDoRelatorio, TITULOS, type Periodo } from './tabelas.ts';
import { contagemNoRelatorio, MENSAGENS_DAS_LINHAS } from '../../../jobs/relatorios/contagem.ts';

// POST /api/atendimento/relatorios/<id>: a card's Emitir on atendimento/relatorios. Each report
// has its own tag (atendimento.relatorios.<id>) and a period; the body is judged with the finance
// cards' reader, a 422 naming the field before any job is queued; the job writes the PDF or the
// spreadsheet of the session's unit and its end notice links it.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

interface Parametros {
  formato: FormatoDoRelatorio;
  periodo: Periodo;
}

const tipoDaTarefa = (id: RelatorioDeAtendimento): string => `relatorio.atendimento.${id}`;

function tarefa(id: RelatorioDeAtendimento, arquivos: Arquivos, agora: () => Date): TipoDeTarefa<Parametros> {
  return {
    tipo: tipoDaTarefa(id),
    titulo: TITULOS[id],
    aviso: 'RELATORIO',
    async executar(ctx) {
      if (ctx.unidadeId === null) throw new ErroDaTarefa('Escolha uma unidade para emitir o relatório.', { repetir: false });
      await ctx.progresso(20, 'Lendo os atendimentos');
      const tabela = await tabelaDoRelatorio(ctx.db, id, ctx.unidadeId, ctx.parametros.periodo, agora());
      const emitido = { ...tabela, subtitulos: [...tabela.subtitulos, `Emitido em ${formatDateTime(agora())}`] };
      const arquivoId = await salvarTabela(ctx, arquivos, ctx.parametros.formato, emitido, `atendimento-${id}`);
      const n = tabela.linhas.length;
      return { arquivoId, mensagem: contagemNoRelatorio(n, MENSAGENS_DAS_LINHAS) };
    },
  };
}

export async function registrarRelatoriosDoAtendimento({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  for (const id of RELATORIOS_DE_ATENDIMENTO) await tarefas.registrarTipoDeTarefa(tarefa(id, arquivos, agora));
}

function lerPedido(corpo: Consulta): Parametros {
  const leitor = new LeitorDaConsulta(corpo);
  const texto = corpo['formato']?.trim();
  const formato = texto === 'PDF' || texto === 'XLSX' ? texto : null;
  if (formato === null) leitor.erros.push({ field: 'formato', message: MENSAGEM_FORMATO });
  const periodo = leitor.periodo(MAIOR_PERIODO_DO_RELATORIO, ['dataInicial', 'dataFinal']);
  leitor.exigir();
  return { formato: formato ?? 'PDF', periodo };
}

export function rotasDosRelatoriosDoAtendimento(app: FastifyInstance, servicos: Servicos): void {
  for (const id of RELATORIOS_DE_ATENDIMENTO) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioDeAtendimento(id),
      { config: { tags: [tagDoRelatorioDeAtendimento(id)], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const parametros = lerPedido(request.body);
        const { usuarioId, unidadeId } = sessaoDe(request);
        const resumo = await servicos.tarefas.criar(tipoDaTarefa(id), { usuarioId, unidadeId }, parametros);
        return { content: resumo, message: SOLICITADO };
      },
    );
  }
}
