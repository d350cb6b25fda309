import type { FastifyInstance } from 'fastify';
import type { SuccessReply } from '../../../../shared/api/contract.ts';
import {
  CONFIRMACAO_DA_ANONIMIZACAO,
  MENSAGEM_CONFIRMACAO_ANONIMIZACAO,
  MENSAGEM_PESSOA_ANONIMIZADA,
  type FormatoDosDadosPessoais,
} from '../../../../shared/api/lgpd.ts';
import { auditar } from '../../../auditoria.ts';
import { errosDeFormulario, naoEncontrado } from '../../../http/erros.ts';
import { sessaoDe } from '../../../http/tipos.ts';
import type { Servicos } from '../../../servicos.ts';
import { unidadeDa } from '../acesso.ts';
import { anonimizarPessoa } from './anonimizacao.ts';
import { dadosPessoais } from './dados.ts';
import { pdfDosDadosPessoais } from './pdf.ts';

export const TAG_LGPD = 'gestaopessoas.pessoa.lgpd';

const PARAMETRO_ID = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
const ACESSO = { tags: [TAG_LGPD], exigeUnidade: true } as const;

/**
 * The data subject's rights on a person of the session's unit: the export (a download opened with
 * the derived authtoken of its path) and the anonymisation. Both are audited.
 */
export function rotasDaLgpd(app: FastifyInstance, { db, arquivos, agora }: Servicos): void {
  app.get<{ Params: { id: number }; Querystring: { formato: FormatoDosDadosPessoais } }>(
    '/api/pessoas/:id/dadospessoais',
    {
      config: { ...ACESSO, aceitaAuthtoken: true },
      schema: {
        params: PARAMETRO_ID,
        querystring: {
          type: 'object',
          properties: { formato: { type: 'string', enum: ['json', 'pdf'], default: 'json' }, authtoken: { type: 'string', maxLength: 300 } },
        },
      },
    },
    async (request, reply) => {
      const sessao = sessaoDe(request);
      const unidadeId = unidadeDa(sessao);
      const dados = await dadosPessoais(db, request.params.id, { unidadeId, soFornecedores: false }, agora());
      if (dados === null) throw naoEncontrado('Pessoa não encontrada.');
      const { formato } = request.query;
      await auditar(db, { usuarioId: sessao.usuarioId, unidadeId, entidade: 'pessoa', entidadeId: dados.pessoa.id, acao: 'exportar_dados', alteracoes: { formato } });
      const nome = `dados-pessoais-${dados.pessoa.codigo}.${formato}`;
      reply.header('content-disposition', `attachment; filename="${nome}"`).header('cache-control', 'no-store');
      if (formato === 'pdf') return reply.type('application/pdf').send(await pdfDosDadosPessoais(dados));
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(dados, null, 2));
    },
  );

  app.post<{ Params: { id: number }; Body: { confirmacao: string } }>(
    '/api/pessoas/:id/anonimizar',
    {
      config: ACESSO,
      schema: {
        params: PARAMETRO_ID,
        body: { type: 'object', required: ['confirmacao'], additionalProperties: false, properties: { confirmacao: { type: 'string', maxLength: 50 } } },
      },
    },
    async (request): Promise<SuccessReply<null>> => {
      if (request.body.confirmacao.trim().toUpperCase() !== CONFIRMACAO_DA_ANONIMIZACAO) {
        throw errosDeFormulario([{ field: 'confirmacao', message: MENSAGEM_CONFIRMACAO_ANONIMIZACAO }]);
      }
      const sessao = sessaoDe(request);
      await anonimizarPessoa(db, arquivos, sessao, request.params.id, unidadeDa(sessao));
      return { content: null, message: MENSAGEM_PESSOA_ANONIMIZADA };
    },
  );
}
