import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { ExecucaoOrcamentaria, GradeDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { dayjs, fusoHorario } from '../../../../shared/format/dayjs.ts';
import type { Tag } from '../../../../shared/permissions/catalogue.ts';
import { errosDeFormulario } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { LeitorDaConsulta, CONSULTA, type Consulta } from '../movimento/parametros.ts';
import { copiar, distribuir } from './copia.ts';
import { LeitorDoOrcamento } from './entrada.ts';
import { execucaoOrcamentaria } from './execucao.ts';
import { gravarLinhas } from './gravar.ts';
import { lerGrade } from './grade.ts';
import { MENSAGENS_DO_PLANO as M } from '../../../../shared/orcamento/mensagens-do-plano.ts';

// Financeiro › Plano orçamentário, the session's unit's budget:
//   GET  /api/financeiro/planoorcamentario?ano=              the year's grid
//   POST /api/financeiro/planoorcamentario {ano, linhas, removidas}   the changed lines, at once
//   POST /api/financeiro/planoorcamentario/copiar {ano, origem: {ano?, categoriaId, centroCustoId}, destino}
//   POST /api/financeiro/planoorcamentario/distribuir {ano, categoriaId, centroCustoId, valorAnual, restoNo?}
//   GET  /api/financeiro/planoorcamentario/execucao?ano=&centroCustoId=   planned vs realised
// Every write answers the year's grid as it now stands. The years and their closing are the
// engine's screen financeiro.planoorcamentario.fechamento (hooks in ganchos.ts).

export const TAGS_DO_ORCAMENTO = {
  visualizar: 'financeiro.planoorcamentario.visualizar',
  editar: 'financeiro.planoorcamentario.editar',
} as const;

const URL = '/api/financeiro/planoorcamentario';
const CORPO = { body: { type: 'object' } } as const;

const anoAtual = (): number => dayjs().tz(fusoHorario()).year();
const config = (tag: Tag) => ({ config: { tags: [tag], exigeUnidade: true } });

/** ?ano= (this year when absent), judged as the bodies' year. */
function anoDaConsulta(consulta: Consulta): number {
  const texto = consulta['ano']?.trim();
  const leitor = new LeitorDoOrcamento();
  const ano = texto === undefined || texto === '' ? anoAtual() : leitor.ano(/^\d{1,4}$/.test(texto) ? Number(texto) : NaN);
  if (leitor.erros.length > 0) throw errosDeFormulario(leitor.erros);
  return ano;
}

export function rotasDoPlanoOrcamentario(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(URL, { ...config(TAGS_DO_ORCAMENTO.visualizar), schema: { querystring: CONSULTA } }, async (request): Promise<SuccessReply<GradeDoOrcamento>> => {
    return { content: await lerGrade(db, sessaoDe(request).unidadeId ?? 0, anoDaConsulta(request.query)) };
  });

  app.post<{ Body: Record<string, unknown> }>(URL, { ...config(TAGS_DO_ORCAMENTO.editar), schema: CORPO }, async (request): Promise<SuccessReply<GradeDoOrcamento>> => {
    const leitor = new LeitorDoOrcamento();
    const ano = leitor.ano(request.body['ano']);
    const linhas = leitor.lista(request.body['linhas'], 'linhas', (item, campo) => leitor.linha(item, campo));
    const removidas = leitor.lista(request.body['removidas'], 'removidas', (item, campo) => leitor.chave(item, campo));
    leitor.semRepetidas(linhas, 'linhas');
    if (leitor.erros.length > 0) throw errosDeFormulario(leitor.erros);
    const { unidadeId, usuarioId } = sessaoDe(request);
    const unidade = unidadeId ?? 0;
    await db.transaction().execute((trx) => gravarLinhas(trx, { unidadeId: unidade, usuarioId, ano, linhas, removidas, prefixo: (i) => `linhas.${i}.` }));
    return { content: await lerGrade(db, unidade, ano), message: M.salvo };
  });

  app.post<{ Body: Record<string, unknown> }>(`${URL}/copiar`, { ...config(TAGS_DO_ORCAMENTO.editar), schema: CORPO }, async (request): Promise<SuccessReply<GradeDoOrcamento>> => {
    const { unidadeId, usuarioId } = sessaoDe(request);
    const ano = await copiar(db, { unidadeId: unidadeId ?? 0, usuarioId }, request.body);
    return { content: await lerGrade(db, unidadeId ?? 0, ano), message: M.salvo };
  });

  app.post<{ Body: Record<string, unknown> }>(`${URL}/distribuir`, { ...config(TAGS_DO_ORCAMENTO.editar), schema: CORPO }, async (request): Promise<SuccessReply<GradeDoOrcamento>> => {
    const { unidadeId, usuarioId } = sessaoDe(request);
    const ano = await distribuir(db, { unidadeId: unidadeId ?? 0, usuarioId }, request.body);
    return { content: await lerGrade(db, unidadeId ?? 0, ano), message: M.salvo };
  });

  app.get<{ Querystring: Consulta }>(`${URL}/execucao`, { ...config(TAGS_DO_ORCAMENTO.visualizar), schema: { querystring: CONSULTA } }, async (request): Promise<SuccessReply<ExecucaoOrcamentaria>> => {
    const ano = anoDaConsulta(request.query);
    const leitor = new LeitorDaConsulta(request.query);
    const centroCustoId = leitor.id('centroCustoId', false);
    leitor.exigir();
    return { content: await execucaoOrcamentaria(db, sessaoDe(request).unidadeId ?? 0, ano, { centroCustoId }) };
  });
}
