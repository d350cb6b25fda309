import type { FastifyInstance } from 'fastify';
import type { PagedContent, SuccessReply } from '../../../shared/api/contract.ts';
import { hasPermission } from '../../../shared/permissions/check.ts';
import { HttpError, semPermissao } from '../../http/erros.ts';
import { esquemaPaginacao, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import { sessaoDe } from '../../http/tipos.ts';
import type { Servicos } from '../../servicos.ts';
import { soFornecedores, TAGS } from './acesso.ts';
import { buscaTexto, condicoesDoFiltro } from './filtro.ts';
import { LIMITE_CONTAGEM_DO_CADASTRO, lerPaginaDePessoas } from './lista.ts';

// GET /api/pessoas: the people of the session's unit by name, code or document, for the
// autocompletes of the screens that refer to a person (a título's supplier or donor). Whoever
// may see the register or such a screen asks it; the answer is each person's id and name only.
// Who sees only suppliers in the register sees only suppliers here too.

/** The screens that choose a person besides the register's own (their descriptors declare the tags). */
const TELAS_QUE_ESCOLHEM = ['financeiro.receita.visualizar', 'financeiro.despesa.visualizar', 'atendimento.atendimento.editar'];

interface Consulta {
  page: number;
  rpp: number;
  q?: string;
  term?: string;
}

const TEXTO = { type: 'string', maxLength: 200, pattern: '^[^\\u0000]*$' } as const;

export function rotaDeAutocompletarPessoas(app: FastifyInstance, { db }: Servicos): void {
  const podem = [TAGS.visualizar.pessoas, TAGS.visualizar.fornecedores, ...TELAS_QUE_ESCOLHEM];
  app.get<{ Querystring: Consulta }>(
    '/api/pessoas',
    {
      onRequest: async (request) => {
        const sessao = sessaoDe(request);
        if (!hasPermission(sessao.tags, podem, { any: true })) throw semPermissao();
        if (sessao.unidadeId === null) throw new HttpError(409, 'Selecione uma unidade para continuar.');
      },
      schema: { querystring: { type: 'object', properties: { ...esquemaPaginacao, q: TEXTO, term: TEXTO } } },
    },
    async (request): Promise<SuccessReply<PagedContent<{ id: number; nome: string }>>> => {
      const sessao = sessaoDe(request);
      const filtro = { q: request.query.q ?? request.query.term };
      const soDoRegistro = !hasPermission(sessao.tags, TELAS_QUE_ESCOLHEM, { any: true }) && soFornecedores(sessao, 'visualizar');
      const p = paginacao(request.query);
      const escopo = { unidadeIds: [sessao.unidadeId ?? 0], soFornecedores: soDoRegistro };
      const { linhas, contagem } = await lerPaginaDePessoas(db, condicoesDoFiltro(filtro, escopo), p, buscaTexto(filtro));
      return { content: respostaPaginada(linhas.map((l) => ({ id: l.id, nome: l.nome })), contagem, p, LIMITE_CONTAGEM_DO_CADASTRO) };
    },
  );
}
