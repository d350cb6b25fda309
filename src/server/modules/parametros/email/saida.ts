import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../../shared/api/contract.ts';
import { URL_CAIXA_DE_SAIDA, type EmailDaSaida, type EmailDaSaidaCompleto } from '../../../../shared/api/parametrosEmail.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, paginacao, respostaPaginada } from '../../../http/paginacao.ts';
import type { Servicos } from '../../../servicos.ts';

// The outbox: every e-mail the app wrote, newest first. The list shows who, what and whether it
// left; the text (which may hold a password link) needs a tag of its own.

const LISTAR = { tags: ['configuracoes.parametroemail.visualizar'] } as const;
const LER = { tags: ['configuracoes.parametroemail.saida'] } as const;
const ID = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } } as const;

interface Linha {
  id: number;
  para: string;
  assunto: string;
  criado_em: Date;
  enviado_em: Date | null;
  erro: string | null;
}

const doBanco = (l: Linha): EmailDaSaida => ({
  id: l.id,
  para: l.para,
  assunto: l.assunto,
  criadoEm: l.criado_em.toISOString(),
  enviadoEm: l.enviado_em?.toISOString() ?? null,
  erro: l.erro,
});

export function rotasDaCaixaDeSaida(app: FastifyInstance, { db }: Servicos): void {
  app.get<{ Querystring: { page: number; rpp: number } }>(
    URL_CAIXA_DE_SAIDA,
    { config: LISTAR, schema: { querystring: { type: 'object', properties: esquemaPaginacao } } },
    async (request): Promise<SuccessReply<PagedContent<EmailDaSaida>>> => {
      const p = paginacao(request.query);
      const [linhas, contagem] = await Promise.all([
        db
          .selectFrom('email_saida')
          .select(['id', 'para', 'assunto', 'criado_em', 'enviado_em', 'erro'])
          .orderBy('criado_em', 'desc')
          .orderBy('id', 'desc')
          .limit(p.rpp + 1)
          .offset(p.offset)
          .execute(),
        // Counted up to the cap only, so a large outbox costs no full scan.
        db
          .selectFrom((eb) => eb.selectFrom('email_saida').select('id').limit(LIMITE_CONTAGEM + 1).as('e'))
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { content: respostaPaginada(linhas.map(doBanco), Number(contagem.n), p) };
    },
  );

  app.get<{ Params: { id: number } }>(`${URL_CAIXA_DE_SAIDA}/:id`, { config: LER, schema: { params: ID } }, async (request): Promise<SuccessReply<EmailDaSaidaCompleto>> => {
    const linha = await db
      .selectFrom('email_saida')
      .select(['id', 'para', 'assunto', 'corpo', 'criado_em', 'enviado_em', 'erro'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!linha) throw naoEncontrado('E-mail não encontrado.');
    return { content: { ...doBanco(linha), corpo: linha.corpo } };
  });
}
