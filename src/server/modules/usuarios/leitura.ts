import type { RegistroNomeado, UsuarioDoCadastro } from '../../../shared/api/configuracoes.ts';
import type { Db } from '../../db/database.ts';
import { alcancaUsuario, type Editor } from './concessao.ts';

// One user as the form edits it: exactly the members POST /api/usuarios accepts back, with
// units and groups named for the form's chips. Never the password hash.

async function unidadesDe(db: Db, usuarioId: number): Promise<RegistroNomeado[]> {
  return db
    .selectFrom('usuario_unidade as uu')
    .innerJoin('unidade as un', 'un.id', 'uu.unidade_id')
    .select(['un.id', 'un.nome'])
    .where('uu.usuario_id', '=', usuarioId)
    .orderBy('un.nome')
    .orderBy('un.id')
    .execute();
}

async function gruposDe(db: Db, usuarioId: number): Promise<RegistroNomeado[]> {
  return db
    .selectFrom('usuario_grupo as ug')
    .innerJoin('grupo_permissao as g', 'g.id', 'ug.grupo_id')
    .select(['g.id', 'g.nome'])
    .where('ug.usuario_id', '=', usuarioId)
    .orderBy('g.nome')
    .orderBy('g.id')
    .execute();
}

/**
 * The user, when the editor reaches them (a user of no unit of theirs reads as one that does
 * not exist); with `editor` null, whoever they are (a write reading back what it wrote).
 * `travar` locks the row for the rest of a write's transaction.
 */
export async function lerUsuario(db: Db, editor: Editor | null, id: number, travar = false): Promise<UsuarioDoCadastro | null> {
  let consulta = db
    .selectFrom('usuario as u')
    .select(['u.id', 'u.login', 'u.nome', 'u.email', 'u.ativo', 'u.foto_arquivo_id'])
    .where('u.id', '=', id);
  if (editor !== null) consulta = consulta.where(alcancaUsuario(editor));
  if (travar) consulta = consulta.forUpdate();
  const u = await consulta.executeTakeFirst();
  if (u === undefined) return null;
  // One after the other: inside a transaction both would queue on its one connection anyway.
  const unidades = await unidadesDe(db, id);
  const grupos = await gruposDe(db, id);
  return {
    id: u.id,
    login: u.login,
    nome: u.nome,
    email: u.email,
    foto: u.foto_arquivo_id === null ? null : { id: u.foto_arquivo_id },
    ativo: u.ativo,
    unidades,
    grupos,
  };
}
