import type { FastifyContextConfig } from 'fastify';
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ImportacaoPessoaTable } from '../../../db/schema.ts';
import { naoEncontrado } from '../../../http/erros.ts';
import '../../../http/tipos.ts';

// Every import call needs the import tag and a chosen unit; an import is seen only from its unit.

export const ACESSO_DA_IMPORTACAO: FastifyContextConfig = { tags: ['gestaopessoas.pessoa.importar'], exigeUnidade: true };

export const PARAMETRO_DA_IMPORTACAO = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } },
} as const;

export type Importacao = Selectable<ImportacaoPessoaTable>;

export async function importacaoDaUnidade(db: Db, id: number, unidadeId: number, travar = false): Promise<Importacao> {
  let consulta = db.selectFrom('importacao_pessoa').selectAll().where('id', '=', id).where('unidade_id', '=', unidadeId);
  if (travar) consulta = consulta.forUpdate();
  const importacao = await consulta.executeTakeFirst();
  if (importacao === undefined) throw naoEncontrado('Importação não encontrada.');
  return importacao;
}
