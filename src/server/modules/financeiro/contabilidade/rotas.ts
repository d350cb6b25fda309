import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import type { BalanceteDaUnidade, RazaoDaUnidade } from '../../../../shared/api/contabilidade.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { errosDeFormulario, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import { disposicaoDeAnexo } from '../../../resources/conteudo-do-arquivo.ts';
import type { Servicos } from '../../../servicos.ts';
import { CONSULTA, LeitorDaConsulta, type Consulta } from '../movimento/parametros.ts';
import { encerrarExercicio, MENSAGEM_ENCERRADO, MENSAGEM_ENCERRADO_DEFICIT, type ResultadoDoEncerramento } from './encerramento.ts';
import { csvDoPeriodo, ecdDoPeriodo } from './exportacao.ts';
import { balancete, razao } from './leituras.ts';

// The accounting calls beyond the engine's lists (the chart and the entries are its resources):
// GET  /api/financeiro/contabilidade/balancete?inicio&fim
// GET  /api/financeiro/contabilidade/razao?contaContabilId&inicio&fim
// GET  /api/financeiro/contabilidade/exportacao/csv|ecd?inicio&fim (a file; an authtoken link)
// POST /api/financeiro/contabilidade/encerramento {ano}
// all in the session's unit.

export const TAG_VISUALIZAR = 'financeiro.contabilidade.visualizar';
export const TAG_EXPORTAR = 'financeiro.contabilidade.exportar';
export const TAG_ENCERRAR = 'financeiro.contabilidade.encerrar';

export const MENSAGEM_ANO = 'Informe um ano entre 1900 e 2999.';

const ANO = { type: 'object', required: ['ano'], additionalProperties: false, properties: { ano: {} } } as const;

export function rotasDaContabilidade(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: Consulta }>(
    '/api/financeiro/contabilidade/balancete',
    { config: { tags: [TAG_VISUALIZAR], exigeUnidade: true }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<BalanceteDaUnidade>> => {
      const leitor = new LeitorDaConsulta(request.query);
      const periodo = leitor.periodo();
      leitor.exigir();
      return { content: await balancete(db, sessaoDe(request).unidadeId ?? 0, periodo) };
    },
  );

  app.get<{ Querystring: Consulta }>(
    '/api/financeiro/contabilidade/razao',
    { config: { tags: [TAG_VISUALIZAR], exigeUnidade: true }, schema: { querystring: CONSULTA } },
    async (request): Promise<SuccessReply<RazaoDaUnidade>> => {
      const leitor = new LeitorDaConsulta(request.query);
      const contaId = leitor.id('contaContabilId', true);
      const periodo = leitor.periodo();
      leitor.exigir();
      const lido = await razao(db, sessaoDe(request).unidadeId ?? 0, contaId ?? 0, periodo);
      if (lido === null) throw naoEncontrado();
      return { content: lido };
    },
  );

  for (const formato of ['csv', 'ecd'] as const) {
    app.get<{ Querystring: Consulta }>(
      `/api/financeiro/contabilidade/exportacao/${formato}`,
      { config: { tags: [TAG_EXPORTAR], exigeUnidade: true, aceitaAuthtoken: true }, schema: { querystring: CONSULTA } },
      async (request, reply) => {
        const leitor = new LeitorDaConsulta(request.query);
        const periodo = leitor.periodo();
        leitor.exigir();
        const unidadeId = sessaoDe(request).unidadeId ?? 0;
        const corpo = formato === 'csv' ? await csvDoPeriodo(db, unidadeId, periodo) : await ecdDoPeriodo(db, unidadeId, periodo);
        const nome = `lancamentos-${periodo.inicio}-a-${periodo.fim}.${formato === 'csv' ? 'csv' : 'txt'}`;
        return reply
          .headers({ 'content-type': `${formato === 'csv' ? 'text/csv' : 'text/plain'}; charset=utf-8`, 'content-disposition': disposicaoDeAnexo(nome), 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' })
          .send(corpo);
      },
    );
  }

  app.post<{ Body: { ano: unknown } }>(
    '/api/financeiro/contabilidade/encerramento',
    { config: { tags: [TAG_ENCERRAR], exigeUnidade: true }, schema: { body: ANO } },
    async (request): Promise<SuccessReply<ResultadoDoEncerramento>> => {
      const ano = request.body.ano;
      if (typeof ano !== 'number' || !Number.isInteger(ano) || ano < 1900 || ano > 2999) throw errosDeFormulario([{ field: 'ano', message: MENSAGEM_ANO }]);
      const { usuarioId, unidadeId } = sessaoDe(request);
      const resultado = await db.transaction().execute((trx) => encerrarExercicio(trx, unidadeId ?? 0, usuarioId, ano));
      const valor = formatMoney(Math.abs(resultado.superavitCentavos) / 100);
      const modelo = resultado.superavitCentavos < 0 ? MENSAGEM_ENCERRADO_DEFICIT : MENSAGEM_ENCERRADO;
      return { content: resultado, message: modelo.replace('{ano}', String(ano)).replace('{valor}', valor) };
    },
  );
}
