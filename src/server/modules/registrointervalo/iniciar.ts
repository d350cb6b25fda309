import type { InicioDoIntervalo, Intervalo } from '../../../shared/api/registrointervalo.ts';
import { auditar } from '../../auditoria.ts';
import type { Db } from '../../db/database.ts';
import { grupoDoHorario, tiposAtivos } from './grupos.ts';
import { intervaloDoUsuario, type Quem } from './intervalos.ts';
import { MENSAGENS_DO_INTERVALO as M, recusa } from './mensagens.ts';
import { janelaAberta, momentoLocal } from './momento.ts';

const violouUnicidade = (e: unknown) => typeof e === 'object' && e !== null && 'code' in e && e.code === '23505';

/**
 * Starts a registered (LIBERADO) break of the user: while its window is open, the user still a
 * member, with one of the group's types and no other break in progress. The schedule's current
 * maximum is the one the break is measured against.
 */
export async function iniciarIntervalo(db: Db, quem: Quem, pedido: InicioDoIntervalo, agora: Date): Promise<Intervalo> {
  try {
    return await db.transaction().execute(async (trx) => {
      const linha = await trx
        .selectFrom('intervalo')
        .selectAll()
        .where('id', '=', pedido.intervaloId)
        .where('usuario_id', '=', quem.usuarioId)
        .where('unidade_id', '=', quem.unidadeId)
        .forUpdate()
        .executeTakeFirst();
      if (linha === undefined) throw recusa(M.intervaloNaoEncontrado, 'intervaloId');
      if (linha.estado !== 'LIBERADO') throw recusa(linha.estado === 'EM_ANDAMENTO' ? M.jaIniciado : M.jaEncerrado, 'intervaloId');
      const achado = await grupoDoHorario(trx, quem.unidadeId, linha.grupo_intervalo_horario_id);
      if (achado === null || achado.grupo.id !== linha.grupo_intervalo_id) throw recusa(M.horarioNaoEncontrado, 'intervaloId');
      if (!achado.grupo.membros.includes(quem.usuarioId)) throw recusa(M.naoMembro);
      const momento = momentoLocal(agora);
      if (linha.data !== momento.data || !janelaAberta(achado.horario, momento)) throw recusa(M.foraDaJanela);
      const permitido = achado.grupo.tipos.includes(pedido.tipoIntervaloId)
        ? await tiposAtivos(trx, quem.unidadeId, [pedido.tipoIntervaloId])
        : [];
      if (permitido.length === 0) throw recusa(M.tipoNaoPermitido, 'tipoIntervaloId');
      const outro = await trx
        .selectFrom('intervalo')
        .select('id')
        .where('usuario_id', '=', quem.usuarioId)
        .where('estado', '=', 'EM_ANDAMENTO')
        .executeTakeFirst();
      if (outro !== undefined) throw recusa(M.outroEmAndamento);
      await trx
        .updateTable('intervalo')
        .set({ estado: 'EM_ANDAMENTO', iniciado_em: agora, tipo_intervalo_id: pedido.tipoIntervaloId, duracao_maxima_min: achado.horario.duracaoMaximaMin })
        .where('id', '=', linha.id)
        .execute();
      await auditar(trx, {
        ...quem,
        entidade: 'intervalo',
        entidadeId: linha.id,
        acao: 'alterar',
        alteracoes: { estado: { de: 'LIBERADO', para: 'EM_ANDAMENTO' }, tipoIntervaloId: { de: null, para: pedido.tipoIntervaloId } },
      });
      const iniciado = await intervaloDoUsuario(trx, linha.id, quem.usuarioId);
      if (iniciado === null) throw new Error('Intervalo iniciado e não encontrado.');
      return iniciado;
    });
  } catch (e) {
    // Two starts at once: the unique index of breaks in progress refuses the second.
    if (violouUnicidade(e)) throw recusa(M.outroEmAndamento);
    throw e;
  }
}
