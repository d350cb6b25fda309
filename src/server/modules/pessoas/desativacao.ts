import { MENSAGEM_SELECIONE_PESSOA, type PessoasDesativadas } from '../../../shared/api/pessoas.ts';
import { auditar } from '../../auditoria.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, naoEncontrado } from '../../http/erros.ts';
import { soFornecedores, unidadeDa } from './acesso.ts';

// POST /api/pessoas/desabilitapessoas: deactivates the selected people of the session's unit,
// all or none. An id the session cannot reach (another unit's person, or a non-supplier for a
// supplier-only session) refuses the whole request; one already inactive is left as it is.

export const ESQUEMA_DA_DESATIVACAO = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
} as const;

export async function desativarPessoas(db: Db, sessao: SessaoAtiva, pedidos: readonly number[]): Promise<PessoasDesativadas> {
  const ids = [...new Set(pedidos)];
  // Kept here, not only in the client: the selection can empty between the button and the confirmation.
  if (ids.length === 0) throw new HttpError(422, MENSAGEM_SELECIONE_PESSOA);
  const unidadeId = unidadeDa(sessao);
  return db.transaction().execute(async (trx) => {
    let consulta = trx.selectFrom('pessoa').select(['id', 'ativo']).where('id', 'in', ids).where('unidade_id', '=', unidadeId);
    if (soFornecedores(sessao, 'desativar')) consulta = consulta.where('fornecedor', '=', true);
    const encontradas = await consulta.orderBy('id').forUpdate().execute();
    if (encontradas.length !== ids.length) throw naoEncontrado();
    const ativas = encontradas.filter((p) => p.ativo).map((p) => p.id);
    if (ativas.length > 0) await trx.updateTable('pessoa').set({ ativo: false, atualizado_em: new Date() }).where('id', 'in', ativas).execute();
    for (const id of ativas) {
      await auditar(trx, { usuarioId: sessao.usuarioId, unidadeId, entidade: 'pessoa', entidadeId: id, acao: 'desativar', alteracoes: { ativo: { de: true, para: false } } });
    }
    return { ids: ativas };
  });
}
