import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SuccessReply } from '../../../../../shared/api/contract.ts';
import {
  URL_DA_IMPORTACAO_DO_OFX,
  URL_DA_PREVIA_DO_OFX,
  URL_DAS_IMPORTACOES_DO_OFX,
  URL_DO_OFX_DE_EXEMPLO,
  type ExtratoImportado,
  type ImportacaoDeExtrato,
  type PreviaDoOfx,
  type ResultadoDaImportacaoOfx,
} from '../../../../../shared/api/conciliacaoOfx.ts';
import { interpolar } from '../../../../../shared/i18n/idiomas.ts';
import { escreverOfx } from '../../../../../shared/financeiro/conciliacao/escritaOfx.ts';
import { sessaoDe } from '../../../../http/tipos.ts';
import { disposicaoDeAnexo } from '../../../../resources/conteudo-do-arquivo.ts';
import type { Servicos } from '../../../../servicos.ts';
import { analisarExtrato, conferirEscolhas } from './analise.ts';
import { contasAtivasDaUnidade } from './contas.ts';
import { receberOfx } from './envio.ts';
import { extratoDeExemplo } from './exemplo.ts';
import { conflitosEscolhidos, contasEscolhidas } from './escolhas.ts';
import { importacoesDaUnidade } from './historico.ts';
import { importarExtrato } from './importacao.ts';
import { lerExtratos } from './leitura.ts';
import { extratoDaPrevia } from './previa.ts';

// The OFX import of the bank reconciliation (shared/api/conciliacaoOfx.ts): the preview, which
// saves nothing, and the import, which saves the new lines of each statement in one
// transaction, both into the session's unit's active accounts; and the latest imports.

export const TAG_CONCILIACAO = 'financeiro.conciliacao.visualizar';
export const TAG_IMPORTAR_OFX = 'financeiro.conciliacao.importar';

export const NOME_DO_EXEMPLO = 'extrato-demo.ofx';
export const MENSAGEM_IMPORTADO = 'Extrato importado: {novas} linhas novas.';

const HISTORICO = {
  type: 'object',
  properties: { conta: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export function rotasDoOfx(app: FastifyInstance, { db }: Servicos): void {
  const unidadeDe = (request: FastifyRequest) => sessaoDe(request).unidadeId ?? 0;

  app.post(URL_DA_PREVIA_DO_OFX, { config: { tags: [TAG_CONCILIACAO], exigeUnidade: true, multipart: true } }, async (request): Promise<SuccessReply<PreviaDoOfx>> => {
    const envio = await receberOfx(request);
    const escolhas = contasEscolhidas(envio.campos);
    const extratos = lerExtratos(envio.bytes);
    conferirEscolhas(extratos.length, escolhas);
    const contas = await contasAtivasDaUnidade(db, unidadeDe(request));
    const analisados = await Promise.all(extratos.map((extrato, indice) => analisarExtrato(db, indice, extrato, escolhas, contas)));
    return { content: { arquivo: envio.nome, extratos: analisados.map(extratoDaPrevia) } };
  });

  app.post(URL_DA_IMPORTACAO_DO_OFX, { config: { tags: [TAG_IMPORTAR_OFX], exigeUnidade: true, multipart: true } }, async (request): Promise<SuccessReply<ResultadoDaImportacaoOfx>> => {
    const envio = await receberOfx(request);
    const escolhas = contasEscolhidas(envio.campos);
    const conflitos = conflitosEscolhidos(envio.campos);
    const extratos = lerExtratos(envio.bytes);
    conferirEscolhas(extratos.length, escolhas);
    const quem = { usuarioId: sessaoDe(request).usuarioId, unidadeId: unidadeDe(request) };
    const resultados = await db.transaction().execute(async (trx) => {
      const contas = await contasAtivasDaUnidade(trx, quem.unidadeId);
      const feitos: ExtratoImportado[] = [];
      // One statement after the other: a later one into the same account sees the earlier's lines.
      for (const [indice, extrato] of extratos.entries()) {
        const analisado = await analisarExtrato(trx, indice, extrato, escolhas, contas);
        feitos.push(await importarExtrato(trx, analisado, conflitos, envio.nome, quem));
      }
      return feitos;
    });
    const novas = resultados.reduce((soma, r) => soma + r.novas, 0);
    return { content: { novas, extratos: resultados }, message: interpolar(MENSAGEM_IMPORTADO, { novas }) };
  });

  app.get<{ Querystring: { conta?: number } }>(
    URL_DAS_IMPORTACOES_DO_OFX,
    { config: { tags: [TAG_CONCILIACAO], exigeUnidade: true }, schema: { querystring: HISTORICO } },
    async (request): Promise<SuccessReply<ImportacaoDeExtrato[]>> => ({ content: await importacoesDaUnidade(db, unidadeDe(request), request.query.conta ?? null) }),
  );

  // Opened as a link (an authtoken in the query): a download, never a page.
  app.get(URL_DO_OFX_DE_EXEMPLO, { config: { tags: [TAG_CONCILIACAO], exigeUnidade: true, aceitaAuthtoken: true } }, async (request, reply) => {
    const ofx = escreverOfx(await extratoDeExemplo(db, unidadeDe(request)));
    return reply.header('content-type', 'application/x-ofx').header('content-disposition', disposicaoDeAnexo(NOME_DO_EXEMPLO)).send(Buffer.from(ofx));
  });
}
