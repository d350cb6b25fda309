import type { Intervalo } from '../../../shared/api/registrointervalo.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { naoEncontrado } from '../../http/erros.ts';
import { grupoDoHorario } from './grupos.ts';
import { intervaloDoUsuario, type Quem } from './intervalos.ts';
import { MENSAGENS_DO_INTERVALO as M, recusa } from './mensagens.ts';
import { janelaAberta, momentoLocal } from './momento.ts';

async function existente(db: Db, quem: Quem, horarioId: number, data: string): Promise<Intervalo | null> {
  const linha = await db
    .selectFrom('intervalo')
    .select('id')
    .where('usuario_id', '=', quem.usuarioId)
    .where('grupo_intervalo_horario_id', '=', horarioId)
    .where('data', '=', data)
    .executeTakeFirst();
  return linha ? intervaloDoUsuario(db, linha.id, quem.usuarioId) : null;
}

/**
 * The notice registered: today's break of that schedule for the user, created LIBERADO while
 * the window is open, or the one already registered (registering twice, or from two tabs at
 * once, gives the same break).
 */
export async function registrarIntervalo(db: Db, quem: Quem, horarioId: number, agora: Date): Promise<Intervalo> {
  const achado = await grupoDoHorario(db, quem.unidadeId, horarioId);
  if (achado === null) throw naoEncontrado(M.horarioNaoEncontrado);
  if (!achado.grupo.membros.includes(quem.usuarioId)) throw recusa(M.naoMembro);
  const momento = momentoLocal(agora);
  const jaRegistrado = await existente(db, quem, horarioId, momento.data);
  if (jaRegistrado) return jaRegistrado;
  if (!janelaAberta(achado.horario, momento)) throw recusa(M.foraDaJanela);
  const criado = await db.transaction().execute(async (trx) => {
    const novo = await trx
      .insertInto('intervalo')
      .values({
        usuario_id: quem.usuarioId,
        unidade_id: quem.unidadeId,
        grupo_intervalo_id: achado.grupo.id,
        grupo_intervalo_horario_id: horarioId,
        data: momento.data,
        liberado_em: agora,
        duracao_maxima_min: achado.horario.duracaoMaximaMin,
      })
      .onConflict((oc) => oc.columns(['usuario_id', 'grupo_intervalo_horario_id', 'data']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (novo === undefined) return null;
    await auditar(trx, {
      ...quem,
      entidade: 'intervalo',
      entidadeId: novo.id,
      acao: 'criar',
      alteracoes: { estado: { de: null, para: 'LIBERADO' }, grupoIntervaloHorarioId: { de: null, para: horarioId }, data: { de: null, para: momento.data } },
    });
    return intervaloDoUsuario(trx, novo.id, quem.usuarioId);
  });
  // null: a concurrent call registered it first.
  const intervalo = criado ?? (await existente(db, quem, horarioId, momento.data));
  if (intervalo === null) throw new Error('Intervalo registrado e não encontrado.');
  return intervalo;
}
