import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { COM_PERIODO, RELATORIOS_DE_SUPRIMENTOS, tagDoRelatorioDeSuprimentos, urlDoRelatorioDeSuprimentos, type RelatorioDeSuprimentos } from '../../../../shared/api/relatoriosDeSuprimentos.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { LeitorDaConsulta, type Consulta } from '../../financeiro/movimento/parametros.ts';
import { CORPO_DO_RELATORIO, MAIOR_PERIODO_DO_RELATORIO, MENSAGEM_FORMATO } from '../../financeiro/relatorios/pedido.ts';
import { tabelaDoRelatorio, TITULOS, type Periodo } from './tabelas.ts';
import { contagemNoRelatorio, MENSAGENS_DAS_LINHAS } from '../../../jobs/relatorios/contagem.ts';

// POST /api/suprimentos/relatorios/<id>: a card's Emitir on suprimentos/relatorios. Each report
// has its own tag (suprimentos.relatorios.<id>); the body is judged with the finance cards'
// reader (the format; the period of the movements and the consumption), a 422 naming the field
// before any job is queued; the job writes the PDF or spreadsheet and its end notice links it.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

interface Parametros {
  formato: FormatoDoRelatorio;
  periodo: Periodo | null;
}

const tipoDaTarefa = (id: RelatorioDeSuprimentos): string => `relatorio.suprimentos.${id}`;

function tarefa(id: RelatorioDeSuprimentos, arquivos: Arquivos, agora: () => Date): TipoDeTarefa<Parametros> {
  return {
    tipo: tipoDaTarefa(id),
    titulo: TITULOS[id],
    aviso: 'RELATORIO',
    async executar(ctx) {
      await ctx.progresso(20, 'Lendo o estoque');
      const tabela = await tabelaDoRelatorio(ctx.db, id, ctx.parametros.periodo);
      const emitido = { ...tabela, subtitulos: [...tabela.subtitulos, `Emitido em ${formatDateTime(agora())}`] };
      const arquivoId = await salvarTabela(ctx, arquivos, ctx.parametros.formato, emitido, `suprimentos-${id}`);
      const n = tabela.linhas.length;
      return { arquivoId, mensagem: contagemNoRelatorio(n, MENSAGENS_DAS_LINHAS) };
    },
  };
}

export async function registrarRelatoriosDeSuprimentos({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  for (const id of RELATORIOS_DE_SUPRIMENTOS) await tarefas.registrarTipoDeTarefa(tarefa(id, arquivos, agora));
}

function lerPedido(id: RelatorioDeSuprimentos, corpo: Consulta): Parametros {
  const leitor = new LeitorDaConsulta(corpo);
  const texto = corpo['formato']?.trim();
  const formato = texto === 'PDF' || texto === 'XLSX' ? texto : null;
  if (formato === null) leitor.erros.push({ field: 'formato', message: MENSAGEM_FORMATO });
  const periodo = COM_PERIODO.includes(id) ? leitor.periodo(MAIOR_PERIODO_DO_RELATORIO, ['dataInicial', 'dataFinal']) : null;
  leitor.exigir();
  return { formato: formato ?? 'PDF', periodo };
}

export function rotasDosRelatoriosDeSuprimentos(app: FastifyInstance, servicos: Servicos): void {
  for (const id of RELATORIOS_DE_SUPRIMENTOS) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioDeSuprimentos(id),
      { config: { tags: [tagDoRelatorioDeSuprimentos(id)], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const parametros = lerPedido(id, request.body);
        const { usuarioId, unidadeId } = sessaoDe(request);
        const resumo = await servicos.tarefas.criar(tipoDaTarefa(id), { usuarioId, unidadeId }, parametros);
        return { content: resumo, message: SOLICITADO };
      },
    );
  }
}
