import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import { MAIOR_PERIODO_DIARIO_EM_DIAS, type ExtratoDaConta, type FluxoDeCaixaDaUnidade } from '../../../../shared/api/movimento.ts';
import type { TarefaResumo } from '../../../../shared/realtime/protocolo.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { contasDaUnidade } from './contas.ts';
import { extratoDaConta } from './extrato.ts';
import { fluxoDasContas } from './fluxo.ts';
import { CONSULTA, LeitorDaConsulta, type Consulta } from './parametros.ts';
import { TIPO_DO_EXTRATO } from './relatorio.ts';

// GET /api/financeiro/extrato?conta&inicio&fim[&categoria][&centroCusto][&page][&rpp] (a page of
// the statement) and
// GET /api/financeiro/fluxocaixa?inicio&fim&agrupamento[&conta]: the session's unit's accounts
// only (another unit's account is not found), each behind its own view tag; and
// POST /api/relatorios/financeiro/extrato {conta, inicio, fim, categoria?, centroCusto?, formato}: the
// statement as a PDF or spreadsheet, a background job.

export const TAG_EXTRATO = 'financeiro.extrato.visualizar';
export const TAG_FLUXO = 'financeiro.fluxocaixa.visualizar';

export function rotasDoMovimento(app: FastifyInstance, { db, tarefas }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    '/api/financeiro/extrato',
    { config: { tags: [TAG_EXTRATO], exigeUnidade: true }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<ExtratoDaConta>> => {
      const leitor = new LeitorDaConsulta(request.query);
      const contaId = leitor.id('conta', true);
      const periodo = leitor.periodo();
      const filtros = { categoria: leitor.id('categoria', false), centroCusto: leitor.id('centroCusto', false) };
      const pagina = leitor.pagina();
      leitor.exigir();
      const [conta] = await contasDaUnidade(db, sessaoDe(request).unidadeId ?? 0, contaId);
      if (conta === undefined) throw naoEncontrado();
      return { content: await extratoDaConta(db, conta, periodo, filtros, pagina) };
    },
  );

  app.get<{ Querystring: Consulta }>(
    '/api/financeiro/fluxocaixa',
    { config: { tags: [TAG_FLUXO], exigeUnidade: true }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<FluxoDeCaixaDaUnidade>> => {
      const leitor = new LeitorDaConsulta(request.query);
      const contaId = leitor.id('conta', false);
      const agrupamento = leitor.agrupamento();
      const periodo = leitor.periodo(agrupamento === 'DIA' ? MAIOR_PERIODO_DIARIO_EM_DIAS : undefined);
      leitor.exigir();
      const contas = await contasDaUnidade(db, sessaoDe(request).unidadeId ?? 0, contaId);
      if (contaId !== null && contas.length === 0) throw naoEncontrado();
      return { content: await fluxoDasContas(db, contas, contaId === null ? null : (contas[0] ?? null), agrupamento, periodo) };
    },
  );

  app.post<{ Body: Consulta }>(
    '/api/relatorios/financeiro/extrato',
    { config: { tags: [TAG_EXTRATO], exigeUnidade: true }, schema: { body: { ...CONSULTA, required: ['formato'], properties: { formato: { enum: ['PDF', 'XLSX'] } } } } },
    async (request): Promise<SuccessReply<TarefaResumo>> => {
      const leitor = new LeitorDaConsulta(request.body);
      const contaId = leitor.id('conta', true);
      const periodo = leitor.periodo();
      const filtros = { categoria: leitor.id('categoria', false), centroCusto: leitor.id('centroCusto', false) };
      leitor.exigir();
      const { usuarioId, unidadeId } = sessaoDe(request);
      const [conta] = await contasDaUnidade(db, unidadeId ?? 0, contaId);
      if (conta === undefined) throw naoEncontrado();
      const formato = request.body['formato'] === 'XLSX' ? 'XLSX' : 'PDF';
      const tarefa = await tarefas.criar(TIPO_DO_EXTRATO, { usuarioId, unidadeId }, { conta: conta.id, ...periodo, ...filtros, formato });
      return { content: tarefa, message: 'Relatório solicitado. Você será avisado quando estiver pronto.' };
    },
  );
}
