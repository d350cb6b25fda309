import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { PagedContent, PessoaDaLista, SuccessReply } from '../../../shared/api/contract.ts';
import { sessaoDe } from '../../http/tipos.ts';
import { esquemaPaginacao, LIMITE_CONTAGEM, paginacao, respostaPaginada } from '../../http/paginacao.ts';
import type { Servicos } from '../../servicos.ts';

export function rotasDePessoas(app: FastifyInstance, { db }: Servicos): void {
  app.post<{ Querystring: { page: number; rpp: number }; Body: { q?: string } | null }>(
    '/api/pessoas/filter',
    {
      config: { tags: ['gestaopessoas.pessoa.visualizar'], exigeUnidade: true },
      schema: {
        querystring: { type: 'object', properties: esquemaPaginacao },
        body: { type: ['object', 'null'], properties: { q: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request): Promise<SuccessReply<PagedContent<PessoaDaLista>>> => {
      const sessao = sessaoDe(request);
      const p = paginacao(request.query);
      const termo = request.body?.q?.trim() ?? '';
      let base = db
        .selectFrom('pessoa as p')
        .where('p.unidade_id', '=', sessao.unidadeId ?? 0)
        .where('p.ativo', '=', true);
      if (termo) {
        const padrao = `%${termo.replace(/[\\%_]/g, '\\$&')}%`;
        const digitos = termo.replace(/\D/g, '');
        base = base.where((eb) =>
          eb.or([
            eb(sql`f_unaccent(p.nome)`, 'ilike', sql`f_unaccent(${padrao})`),
            ...(digitos.length >= 3 ? [eb(sql`regexp_replace(coalesce(p.cpf, p.cnpj, ''), '\\D', '', 'g')`, 'like', `%${digitos}%`)] : []),
            ...(/^\d{1,9}$/.test(termo) ? [eb('p.codigo', '=', Number(termo))] : []),
          ]),
        );
      }
      const [linhas, contagem] = await Promise.all([
        base
          .leftJoin('cidade as c', 'c.id', 'p.cidade_id')
          .leftJoin('estado as e', 'e.id', 'c.estado_id')
          .select([
            'p.id',
            'p.codigo',
            'p.nome',
            'p.papel_pessoa_fisica',
            'p.papel_pessoa_juridica',
            'p.cpf',
            'p.cnpj',
            'c.nome as cidade_nome',
            'e.uf',
          ])
          .orderBy('p.nome')
          .orderBy('p.id')
          .limit(p.rpp + 1)
          .offset(p.offset)
          .execute(),
        db
          .selectFrom(base.select(sql`1`.as('um')).limit(LIMITE_CONTAGEM + 1).as('amostra'))
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const pessoas = linhas.map<PessoaDaLista>((l) => ({
        id: l.id,
        codigo: l.codigo,
        nome: l.nome,
        papelPessoaFisica: l.papel_pessoa_fisica,
        papelPessoaJuridica: l.papel_pessoa_juridica,
        pessoaFisica: l.papel_pessoa_fisica ? { cpf: l.cpf } : null,
        pessoaJuridica: l.papel_pessoa_juridica ? { cnpj: l.cnpj } : null,
        cidade: l.cidade_nome && l.uf ? { nome: l.cidade_nome, estado: { uf: l.uf } } : null,
      }));
      return { content: respostaPaginada(pessoas, Number(contagem.total), p) };
    },
  );
}
