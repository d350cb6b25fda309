import type { ContagensDaImportacao } from '../../../shared/api/importacao.ts';
import type { ImportacaoResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Db } from '../../db/database.ts';

// An import's counts, always read from its rows' situations (never kept apart, so they cannot drift).

export async function contagensDaImportacao(db: Db, importacaoId: number): Promise<ContagensDaImportacao> {
  const grupos = await db
    .selectFrom('importacao_linha')
    .select((eb) => ['situacao', eb.fn.countAll<string>().as('n')])
    .where('importacao_id', '=', importacaoId)
    .groupBy('situacao')
    .execute();
  const de = (situacao: string) => Number(grupos.find((g) => g.situacao === situacao)?.n ?? 0);
  const contagens = { incluidas: de('incluida'), ignoradas: de('ignorada'), rejeitadas: de('rejeitada'), pendentes: de('pendente') };
  return { lidas: contagens.incluidas + contagens.ignoradas + contagens.rejeitadas + contagens.pendentes, ...contagens };
}

const plural = (n: number, um: string, varios: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? um : varios}`;

/**
 * What the job's notice says, naming the records as the screen does, e.g. "8 pessoas incluídas,
 * 1 ignorada (já cadastrada), 2 linhas rejeitadas." or "3 setores incluídos, 0 ignorados (já cadastrados), ...".
 */
export function mensagemDasContagens(c: ContagensDaImportacao, { singular, plural: varios, genero }: ImportacaoResolvida['nomes']): string {
  const o = genero === 'feminino' ? 'a' : 'o';
  return [
    plural(c.incluidas, `${singular} incluíd${o}`, `${varios} incluíd${o}s`),
    `${plural(c.ignoradas, `ignorad${o}`, `ignorad${o}s`)} (já ${c.ignoradas === 1 ? `cadastrad${o}` : `cadastrad${o}s`})`,
    plural(c.rejeitadas, 'linha rejeitada', 'linhas rejeitadas'),
  ].join(', ') + '.';
}
