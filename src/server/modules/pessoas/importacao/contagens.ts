import type { ContagensDaImportacao } from '../../../../shared/api/importacao.ts';
import type { Db } from '../../../db/database.ts';

// An import's counts, always read from its rows' situations (never kept apart, so they cannot drift).

export async function contagensDaImportacao(db: Db, importacaoId: number): Promise<ContagensDaImportacao> {
  const grupos = await db
    .selectFrom('importacao_pessoa_linha')
    .select((eb) => ['situacao', eb.fn.countAll<string>().as('n')])
    .where('importacao_id', '=', importacaoId)
    .groupBy('situacao')
    .execute();
  const de = (situacao: string) => Number(grupos.find((g) => g.situacao === situacao)?.n ?? 0);
  const contagens = { incluidas: de('incluida'), ignoradas: de('ignorada'), rejeitadas: de('rejeitada'), pendentes: de('pendente') };
  return { lidas: contagens.incluidas + contagens.ignoradas + contagens.rejeitadas + contagens.pendentes, ...contagens };
}

const plural = (n: number, um: string, varios: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

/** What the job's notice says, e.g. "8 pessoas incluídas, 1 ignorada (já cadastrada), 2 linhas rejeitadas." */
export function mensagemDasContagens(c: ContagensDaImportacao): string {
  return [
    plural(c.incluidas, 'pessoa incluída', 'pessoas incluídas'),
    `${plural(c.ignoradas, 'ignorada', 'ignoradas')} (já ${c.ignoradas === 1 ? 'cadastrada' : 'cadastradas'})`,
    plural(c.rejeitadas, 'linha rejeitada', 'linhas rejeitadas'),
  ].join(', ') + '.';
}
