import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { FormatoDoRelatorio } from '../../../../shared/api/registrointervalo.ts';
import { COM_PERIODO_DA_MOBILIZACAO, RELATORIOS_DA_MOBILIZACAO, TAG_DOS_RELATORIOS_DA_MOBILIZACAO, urlDoRelatorioDaMobilizacao, type RelatorioDaMobilizacao } from '../../../../shared/api/relatoriosDaMobilizacao.ts';
import { formatDateTime } from '../../../../shared/format/dates.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import type { Arquivos } from '../../../arquivos.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { salvarTabela } from '../../../jobs/relatorios/guardado.ts';
import type { TipoDeTarefa } from '../../../jobs/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { LeitorDaConsulta, type Consulta } from '../../financeiro/movimento/parametros.ts';
import { CORPO_DO_RELATORIO, MAIOR_PERIODO_DO_RELATORIO, MENSAGEM_FORMATO } from '../../financeiro/relatorios/pedido.ts';
import { TEXTOS_DAS_TAREFAS_DA_MOBILIZACAO as T } from '../textosDasTarefas.ts';
import type { Periodo } from './periodo.ts';
import { tabelaDoRelatorioDaMobilizacao, TITULOS_DA_MOBILIZACAO } from './tabelas.ts';
import { contagemNoRelatorio, MENSAGENS_DAS_LINHAS } from '../../../jobs/relatorios/contagem.ts';

// POST /api/mobilizacao/relatorios/<id>: a card's Emitir on mobilizacao/relatorios (tag mobilizacao.relatorios.emitir).
// The body is judged with the finance cards' reader (the format; the period of the calls), a
// 422 naming the field before any job is queued; the job writes the PDF or spreadsheet
// of the session's unit and its end notice links it.

const SOLICITADO = 'Relatório solicitado. Você será avisado quando estiver pronto.';

interface Parametros {
  formato: FormatoDoRelatorio;
  periodo: Periodo | null;
}

const tipoDaTarefa = (id: RelatorioDaMobilizacao): string => `relatorio.mobilizacao.${id}`;

function tarefa(id: RelatorioDaMobilizacao, arquivos: Arquivos, agora: () => Date): TipoDeTarefa<Parametros> {
  return {
    tipo: tipoDaTarefa(id),
    titulo: TITULOS_DA_MOBILIZACAO[id],
    aviso: 'RELATORIO',
    async executar(ctx) {
      await ctx.progresso(20, T.lendoOsDados);
      const tabela = await tabelaDoRelatorioDaMobilizacao(ctx.db, id, ctx.unidadeId ?? 0, ctx.parametros.periodo);
      const emitido = { ...tabela, subtitulos: [...tabela.subtitulos, `Emitido em ${formatDateTime(agora())}`] };
      const arquivoId = await salvarTabela(ctx, arquivos, ctx.parametros.formato, emitido, `mobilizacao-${id}`);
      const n = tabela.linhas.length;
      return { arquivoId, mensagem: contagemNoRelatorio(n, MENSAGENS_DAS_LINHAS) };
    },
  };
}

export async function registrarRelatoriosDaMobilizacao({ tarefas, arquivos, agora }: Servicos): Promise<void> {
  for (const id of RELATORIOS_DA_MOBILIZACAO) await tarefas.registrarTipoDeTarefa(tarefa(id, arquivos, agora));
}

function lerPedido(id: RelatorioDaMobilizacao, corpo: Consulta): Parametros {
  const leitor = new LeitorDaConsulta(corpo);
  const texto = corpo['formato']?.trim();
  const formato = texto === 'PDF' || texto === 'XLSX' ? texto : null;
  if (formato === null) leitor.erros.push({ field: 'formato', message: MENSAGEM_FORMATO });
  const periodo = COM_PERIODO_DA_MOBILIZACAO.includes(id) ? leitor.periodo(MAIOR_PERIODO_DO_RELATORIO, ['dataInicial', 'dataFinal']) : null;
  leitor.exigir();
  return { formato: formato ?? 'PDF', periodo };
}

export function rotasDosRelatoriosDaMobilizacao(app: FastifyInstance, servicos: Servicos): void {
  for (const id of RELATORIOS_DA_MOBILIZACAO) {
    app.post<{ Body: Consulta }>(
      urlDoRelatorioDaMobilizacao(id),
      { config: { tags: [TAG_DOS_RELATORIOS_DA_MOBILIZACAO], exigeUnidade: true }, schema: { body: CORPO_DO_RELATORIO } },
      async (request): Promise<SuccessReply<TarefaResumo>> => {
        const parametros = lerPedido(id, request.body);
        const { usuarioId, unidadeId } = sessaoDe(request);
        const resumo = await servicos.tarefas.criar(tipoDaTarefa(id), { usuarioId, unidadeId }, parametros);
        return { content: resumo, message: SOLICITADO };
      },
    );
  }
}
