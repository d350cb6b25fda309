import type { Kysely } from 'kysely';
import { errosDoAviso, diaDaExpiracao, TEXTOS_DO_AVISO, type PedidoDeAviso } from '../../../shared/api/avisos.ts';
import { auditar } from '../../auditoria.ts';
import type { Database } from '../../db/schema.ts';
import { errosDeFormulario, HttpError } from '../../http/erros.ts';
import { normalizarAssunto, normalizarCorpo } from '../mensagens/normalizacao.ts';
import { destinatariosDoAviso, errosDoAlcance, type Publicador } from './alcance.ts';
import { fimDoDia, hojeEm } from './prazo.ts';

export interface AvisoGravado {
  id: number;
  titulo: string;
  destinatarios: number[];
}

/** Keeps only the ids of the chosen scope, normalised, so a notice to all does not store stray units. */
function normalizar(pedido: PedidoDeAviso): PedidoDeAviso {
  return {
    titulo: normalizarAssunto(pedido.titulo),
    texto: normalizarCorpo(pedido.texto),
    alcance: pedido.alcance,
    unidades: pedido.alcance === 'UNIDADES' ? [...new Set(pedido.unidades ?? [])] : [],
    usuarios: pedido.alcance === 'USUARIOS' ? [...new Set(pedido.usuarios ?? [])] : [],
    expiraEm: pedido.expiraEm ?? null,
  };
}

/**
 * Publishes a notice: checked (the shared rules, then the scope against the database), written
 * with its units and its recipients as they are now, and audited, in one transaction.
 */
export async function publicarAviso(db: Kysely<Database>, p: Publicador & { unidadeId: number | null }, pedido: PedidoDeAviso, agora: Date): Promise<AvisoGravado> {
  const aviso = normalizar(pedido);
  return db.transaction().execute(async (trx) => {
    const erros = errosDoAviso(aviso, hojeEm(agora));
    if (erros.length === 0) erros.push(...(await errosDoAlcance(trx, p, aviso)));
    if (erros.length > 0) throw errosDeFormulario(erros);
    const destinatarios = await destinatariosDoAviso(trx, p, aviso);
    if (destinatarios.length === 0) throw new HttpError(422, TEXTOS_DO_AVISO.semDestinatarios);
    const dia = diaDaExpiracao(aviso.expiraEm);
    const { id } = await trx
      .insertInto('aviso')
      .values({ titulo: aviso.titulo, texto: aviso.texto, alcance: aviso.alcance, publicado_por: p.usuarioId, publicado_em: agora, expira_em: dia === null ? null : fimDoDia(dia) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unidades = aviso.unidades ?? [];
    if (unidades.length > 0) await trx.insertInto('aviso_unidade').values(unidades.map((unidade_id) => ({ aviso_id: id, unidade_id }))).execute();
    await trx.insertInto('aviso_destinatario').values(destinatarios.map((usuario_id) => ({ aviso_id: id, usuario_id }))).execute();
    await auditar(trx, {
      usuarioId: p.usuarioId,
      unidadeId: p.unidadeId,
      entidade: 'aviso',
      entidadeId: id,
      acao: 'criar',
      alteracoes: { titulo: { de: null, para: aviso.titulo }, alcance: { de: null, para: aviso.alcance }, destinatarios: { de: null, para: destinatarios.length } },
    });
    return { id, titulo: aviso.titulo, destinatarios };
  });
}
