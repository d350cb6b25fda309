import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ImportacaoTable } from '../../db/schema.ts';
import { naoEncontrado } from '../../http/erros.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';

// An import is seen only from its unit and through its own screen's calls: another screen's id
// reads as one that does not exist.

export const PARAMETRO_DA_IMPORTACAO = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
} as const;

export type Importacao = Selectable<ImportacaoTable>;

export async function importacaoDaUnidade(db: Db, tela: string, id: number, unidadeId: number, travar = false): Promise<Importacao> {
  let consulta = db.selectFrom('importacao').selectAll().where('id', '=', id).where('unidade_id', '=', unidadeId).where('tela', '=', tela);
  if (travar) consulta = consulta.forUpdate();
  const importacao = await consulta.executeTakeFirst();
  if (importacao === undefined) throw naoEncontrado('Importação não encontrada.');
  return importacao;
}

/** The session's unit (the route's guard has required one). */
export function unidadeDaSessao(sessao: SessaoAtiva): number {
  if (sessao.unidadeId === null) throw new Error('Importação sem unidade: a guarda não foi aplicada.');
  return sessao.unidadeId;
}
