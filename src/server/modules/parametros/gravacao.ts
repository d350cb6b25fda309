import type { ChaveDeParametro, PedidoDeParametros } from '../../../shared/api/parametros.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { CHAVE_DO_NOME_ORIGINAL, type Instantaneo } from './leitura.ts';

// Writes of the parameters, each with its audit row in one transaction. The institution's name
// and time zone also live in the `instituicao` row, which the rest of the app reads: both are
// kept equal to the value in force.

export async function guardarValor(trx: Db, chave: string, valor: unknown): Promise<void> {
  const json = JSON.stringify(valor);
  await trx
    .insertInto('parametro')
    .values({ chave, valor: json })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor: json }))
    .execute();
}

async function espelharNaInstituicao(trx: Db, chave: ChaveDeParametro, valor: unknown): Promise<void> {
  if (chave === 'nomeDaInstituicao') await trx.updateTable('instituicao').set({ nome: String(valor) }).execute();
  if (chave === 'fusoHorario') await trx.updateTable('instituicao').set({ fuso_horario: String(valor) }).execute();
}

/** Stores the (already checked) values; only those that differ from the value in force are audited. */
export async function gravarParametros(db: Db, sessao: SessaoAtiva, antes: Instantaneo, pedido: PedidoDeParametros | Readonly<Record<string, unknown>>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (pedido.nomeDaInstituicao !== undefined && !antes.guardados.has('nomeDaInstituicao')) {
      // The name the institution was installed with stays its default.
      await trx
        .insertInto('parametro')
        .values({ chave: CHAVE_DO_NOME_ORIGINAL, valor: JSON.stringify(antes.padroes.nomeDaInstituicao) })
        .onConflict((oc) => oc.column('chave').doNothing())
        .execute();
    }
    for (const [chave, valor] of Object.entries(pedido) as [ChaveDeParametro, unknown][]) {
      await guardarValor(trx, chave, valor);
      await espelharNaInstituicao(trx, chave, valor);
      if (antes.valores[chave] === valor) continue;
      await auditar(trx, {
        usuarioId: sessao.usuarioId,
        unidadeId: sessao.unidadeId,
        entidade: 'parametro',
        entidadeId: chave,
        acao: 'alterar',
        alteracoes: { [chave]: { de: antes.valores[chave], para: valor } },
      });
    }
  });
}

/** Removes the override: the default is in force again. */
export async function restaurarPadrao(db: Db, sessao: SessaoAtiva, antes: Instantaneo, chave: ChaveDeParametro): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('parametro').where('chave', '=', chave).execute();
    await espelharNaInstituicao(trx, chave, antes.padroes[chave]);
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId: sessao.unidadeId,
      entidade: 'parametro',
      entidadeId: chave,
      acao: 'excluir',
      alteracoes: { [chave]: { de: antes.valores[chave], para: antes.padroes[chave] } },
    });
  });
}
