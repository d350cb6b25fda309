import type { Intervalo } from '../../../shared/api/registrointervalo.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { intervaloDoUsuario } from './intervalos.ts';
import { MENSAGENS_DO_INTERVALO as M, recusa } from './mensagens.ts';

/** Ends the user's break in progress: records its whole seconds and flags it when longer than its maximum. */
export async function encerrarIntervalo(db: Db, quem: { usuarioId: number; unidadeId: number | null }, id: number, agora: Date): Promise<Intervalo> {
  return db.transaction().execute(async (trx) => {
    const linha = await trx
      .selectFrom('intervalo')
      .select(['id', 'estado', 'iniciado_em', 'duracao_maxima_min'])
      .where('id', '=', id)
      .where('usuario_id', '=', quem.usuarioId)
      .forUpdate()
      .executeTakeFirst();
    if (linha === undefined) throw naoEncontrado(M.intervaloNaoEncontrado);
    if (linha.estado !== 'EM_ANDAMENTO' || linha.iniciado_em === null) throw recusa(M.naoEmAndamento);
    const duracaoS = Math.max(0, Math.floor((agora.getTime() - linha.iniciado_em.getTime()) / 1000));
    const excedido = duracaoS > linha.duracao_maxima_min * 60;
    await trx.updateTable('intervalo').set({ estado: 'ENCERRADO', encerrado_em: agora, duracao_s: duracaoS, excedido }).where('id', '=', id).execute();
    await auditar(trx, {
      ...quem,
      entidade: 'intervalo',
      entidadeId: id,
      acao: 'alterar',
      alteracoes: { estado: { de: 'EM_ANDAMENTO', para: 'ENCERRADO' }, duracaoS: { de: null, para: duracaoS }, excedido: { de: false, para: excedido } },
    });
    const encerrado = await intervaloDoUsuario(trx, id, quem.usuarioId);
    if (encerrado === null) throw new Error('Intervalo encerrado e não encontrado.');
    return encerrado;
  });
}
