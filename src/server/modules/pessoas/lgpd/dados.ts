import type { DadosPessoais } from '../../../../shared/api/lgpd.ts';
import type { Db } from '../../../db/database.ts';
import { lerPessoa, type EscopoDaPessoa } from '../leitura.ts';

/** Everything the institution holds about one person of the scope: the record, its lists, attachments and history. */
export async function dadosPessoais(db: Db, id: number, escopo: EscopoDaPessoa, agora: Date): Promise<DadosPessoais | null> {
  const pessoa = await lerPessoa(db, id, escopo);
  if (pessoa === null) return null;
  const [linha, instituicao, unidade, historico] = await Promise.all([
    db.selectFrom('pessoa').select(['criado_em', 'atualizado_em']).where('id', '=', id).executeTakeFirstOrThrow(),
    db.selectFrom('instituicao').select('nome').executeTakeFirst(),
    db.selectFrom('unidade').select('nome').where('id', '=', escopo.unidadeId).executeTakeFirstOrThrow(),
    db
      .selectFrom('auditoria as a')
      .leftJoin('usuario as u', 'u.id', 'a.usuario_id')
      .select(['a.quando', 'u.nome', 'a.acao', 'a.alteracoes'])
      .where('a.entidade', '=', 'pessoa')
      .where('a.entidade_id', '=', String(id))
      .orderBy('a.id')
      .execute(),
  ]);
  return {
    geradoEm: agora.toISOString(),
    instituicao: instituicao?.nome ?? '',
    unidade: unidade.nome,
    pessoa,
    criadaEm: linha.criado_em.toISOString(),
    atualizadaEm: linha.atualizado_em.toISOString(),
    historico: historico.map((h) => ({
      em: h.quando.toISOString(),
      usuario: h.nome,
      acao: h.acao,
      alteracoes: (typeof h.alteracoes === 'string' ? JSON.parse(h.alteracoes) : h.alteracoes) as Record<string, unknown>,
    })),
  };
}
