import { sql, type Kysely } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { TEXTOS_DO_AVISO, type PedidoDeAviso } from '../../../shared/api/avisos.ts';
import { hasPermission } from '../../../shared/permissions/check.ts';
import { TAG_ADMINISTRADOR } from '../../../shared/permissions/catalogue.ts';
import type { Database } from '../../db/schema.ts';
import { compartilhaUnidade } from '../mensagens/colegas.ts';

// Whom a publisher may address: an administrator, every active unit and user; anyone else with
// the tag, their own units and the users who share one with them. All users means every active user.

export interface Publicador {
  usuarioId: number;
  tags: ReadonlySet<string>;
}

const administrador = (p: Publicador) => hasPermission(p.tags, [TAG_ADMINISTRADOR]);

export function unidadesAlcancaveis(db: Kysely<Database>, p: Publicador) {
  let consulta = db.selectFrom('unidade').where('unidade.ativo', '=', true);
  if (!administrador(p)) {
    consulta = consulta.where('unidade.id', 'in', db.selectFrom('usuario_unidade').select('unidade_id').where('usuario_id', '=', p.usuarioId));
  }
  return consulta;
}

function usuariosAlcancaveis(db: Kysely<Database>, p: Publicador) {
  let consulta = db.selectFrom('usuario').where('usuario.ativo', '=', true).where('usuario.id', '<>', p.usuarioId);
  if (!administrador(p)) consulta = consulta.where((eb) => compartilhaUnidade(eb, p.usuarioId));
  return consulta;
}

/** The ids' errors: units and users the publisher may not address. */
export async function errosDoAlcance(db: Kysely<Database>, p: Publicador, pedido: PedidoDeAviso): Promise<FieldError[]> {
  const erros: FieldError[] = [];
  const unidades = pedido.unidades ?? [];
  const usuarios = pedido.usuarios ?? [];
  if (pedido.alcance === 'UNIDADES' && unidades.length > 0) {
    const achadas = await unidadesAlcancaveis(db, p).where('unidade.id', 'in', unidades).select('unidade.id').execute();
    if (achadas.length !== unidades.length) erros.push({ field: 'unidades', message: TEXTOS_DO_AVISO.unidadeInvalida });
  }
  if (pedido.alcance === 'USUARIOS' && usuarios.length > 0) {
    const achados = await usuariosAlcancaveis(db, p).where('usuario.id', 'in', usuarios).select('usuario.id').execute();
    if (achados.length !== usuarios.length) erros.push({ field: 'usuarios', message: TEXTOS_DO_AVISO.usuarioInvalido });
  }
  return erros;
}

/** Who receives the notice now: the active users it reaches, the publisher excepted. */
export async function destinatariosDoAviso(db: Kysely<Database>, p: Publicador, pedido: PedidoDeAviso): Promise<number[]> {
  let consulta = db.selectFrom('usuario').select('usuario.id').where('usuario.ativo', '=', true).where('usuario.id', '<>', p.usuarioId);
  if (pedido.alcance === 'UNIDADES') {
    consulta = consulta.where((eb) =>
      eb.exists(
        eb
          .selectFrom('usuario_unidade as uu')
          .whereRef('uu.usuario_id', '=', 'usuario.id')
          .where('uu.unidade_id', 'in', pedido.unidades ?? [])
          .select(sql`1`.as('um')),
      ),
    );
  } else if (pedido.alcance === 'USUARIOS') {
    consulta = consulta.where('usuario.id', 'in', pedido.usuarios ?? []);
  }
  return (await consulta.orderBy('usuario.id').execute()).map((u) => u.id);
}
