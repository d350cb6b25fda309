import { randomBytes } from 'node:crypto';
import type { FieldError } from '../../../shared/api/contract.ts';
import type { UsuarioDoCadastro } from '../../../shared/api/configuracoes.ts';
import { auditar } from '../../auditoria.ts';
import type { SessaoAtiva } from '../../auth/sessoes.ts';
import { gerarHashSenha } from '../../auth/senha.ts';
import type { Db } from '../../db/database.ts';
import { errosDeFormulario, naoEncontrado } from '../../http/erros.ts';
import { conferirAtribuicoes } from './atribuicoes.ts';
import { telaConfigurada, type CadastroDeUsuarios } from './cadastro.ts';
import { exigirAlvoAlcancavel, garantirAdministradorAtivo, type Editor } from './concessao.ts';
import { exigirCorpo } from './corpo-estrito.ts';
import { lerUsuario } from './leitura.ts';
import { idsDe, usuarioRecebido, type UsuarioEnviadoValidado, type UsuarioRecebido } from './recebido.ts';
import { encerrarSessoes } from './sessoes.ts';
import { conferirUnicidade, errosDaFoto, errosDasRegras, errosDeReferencias, validarCorpoDoUsuario } from './validacao.ts';

// POST /api/usuarios: creates (no id) or changes a user in one transaction with its audit row.
// A new user gets a password nobody knows (the e-mail's link sets theirs). Deactivating a user
// ends their sessions; taking a unit away ends the sessions working in it.

export interface UsuarioGravado {
  usuario: UsuarioDoCadastro;
  criado: boolean;
  /** The sessions the change ended, whose live-channel connections close after the commit. */
  sessoesEncerradas: number[];
}

const exigir = (erros: readonly FieldError[]): void => {
  if (erros.length > 0) throw errosDeFormulario([...erros]);
};

export async function salvarUsuario(db: Db, cadastro: CadastroDeUsuarios, editor: Editor, sessao: SessaoAtiva, corpo: unknown): Promise<UsuarioGravado> {
  const enviado = exigirCorpo<UsuarioEnviadoValidado>(validarCorpoDoUsuario, corpo);
  const id = enviado.id ?? null;
  const tela = await telaConfigurada(cadastro);
  // Hashed before the transaction: scrypt's cost must not hold the row locks.
  const senhaInicial = id === null ? await gerarHashSenha(randomBytes(32).toString('base64url')) : null;
  return db.transaction().execute(async (trx) => {
    const antes = id === null ? null : await lerUsuario(trx, editor, id, true);
    if (id !== null && antes === null) throw naoEncontrado();
    if (antes !== null) await exigirAlvoAlcancavel(trx, editor, antes.id);
    const registro = usuarioRecebido(antes, enviado);
    exigir(errosDasRegras(tela, cadastro.modelo, cadastro.foraDoFormulario, registro));
    const unidades = idsDe(registro.unidades);
    const grupos = idsDe(registro.grupos);
    exigir([
      ...(await errosDeReferencias(trx, unidades, grupos)),
      ...(await errosDaFoto(trx, registro.foto?.id ?? null, antes?.foto?.id ?? null, editor.usuarioId)),
    ]);
    await conferirAtribuicoes(trx, editor, antes, { unidades, grupos, ativo: registro.ativo });
    const login = registro.login ?? '';
    await conferirUnicidade(trx, { login, email: registro.email }, id);

    const colunas = { login, nome: registro.nome ?? '', email: registro.email, ativo: registro.ativo, foto_arquivo_id: registro.foto?.id ?? null };
    const usuarioId = antes?.id ?? (await inserir(trx, colunas, senhaInicial ?? ''));
    if (antes !== null) await trx.updateTable('usuario').set(colunas).where('id', '=', usuarioId).execute();
    await gravarLigacoes(trx, usuarioId, unidades, grupos);
    const sessoesEncerradas = antes === null ? [] : await encerrarAoMudar(trx, antes, registro);
    if (antes !== null && (antes.ativo !== registro.ativo || !mesmosIds(idsDe(antes.grupos), grupos))) await garantirAdministradorAtivo(trx);

    const depois = await lerUsuario(trx, null, usuarioId);
    if (depois === null) throw naoEncontrado();
    await auditar(trx, {
      usuarioId: sessao.usuarioId,
      unidadeId: sessao.unidadeId,
      entidade: 'usuario',
      entidadeId: usuarioId,
      acao: antes === null ? 'criar' : 'alterar',
      alteracoes: { ...diferencas(antes, depois), ...(sessoesEncerradas.length > 0 ? { sessoesEncerradas: sessoesEncerradas.length } : {}) },
    });
    return { usuario: depois, criado: antes === null, sessoesEncerradas };
  });
}

const mesmosIds = (a: readonly number[], b: readonly number[]): boolean => [...a].sort().join() === [...b].sort().join();

async function inserir(db: Db, colunas: { login: string; nome: string; email: string | null; ativo: boolean; foto_arquivo_id: number | null }, senhaHash: string): Promise<number> {
  const { id } = await db.insertInto('usuario').values({ ...colunas, senha_hash: senhaHash }).returning('id').executeTakeFirstOrThrow();
  return id;
}

async function gravarLigacoes(db: Db, usuarioId: number, unidades: readonly number[], grupos: readonly number[]): Promise<void> {
  await db.deleteFrom('usuario_unidade').where('usuario_id', '=', usuarioId).execute();
  await db.deleteFrom('usuario_grupo').where('usuario_id', '=', usuarioId).execute();
  if (unidades.length > 0) await db.insertInto('usuario_unidade').values(unidades.map((unidade_id) => ({ usuario_id: usuarioId, unidade_id }))).execute();
  if (grupos.length > 0) await db.insertInto('usuario_grupo').values(grupos.map((grupo_id) => ({ usuario_id: usuarioId, grupo_id }))).execute();
}

/** A deactivated user loses every session; one taken out of a unit, the sessions working in it. */
async function encerrarAoMudar(db: Db, antes: UsuarioDoCadastro, depois: UsuarioRecebido): Promise<number[]> {
  if (antes.ativo && !depois.ativo) return encerrarSessoes(db, antes.id);
  const mantidas = new Set(idsDe(depois.unidades));
  return encerrarSessoes(db, antes.id, idsDe(antes.unidades).filter((id) => !mantidas.has(id)));
}

/** {campo: {de, para}} of every member that changed; units and groups by their ids. */
function diferencas(antes: UsuarioDoCadastro | null, depois: UsuarioDoCadastro): Record<string, { de: unknown; para: unknown }> {
  const comparavel = (u: UsuarioDoCadastro | null): Record<string, unknown> =>
    u === null ? {} : { login: u.login, nome: u.nome, email: u.email, ativo: u.ativo, foto: u.foto?.id ?? null, unidades: idsDe(u.unidades), grupos: idsDe(u.grupos) };
  const de = comparavel(antes);
  const para = comparavel(depois);
  const saida: Record<string, { de: unknown; para: unknown }> = {};
  for (const [campo, valor] of Object.entries(para)) {
    const anterior = de[campo] ?? null;
    if (JSON.stringify(anterior) !== JSON.stringify(valor)) saida[campo] = { de: anterior, para: valor };
  }
  return saida;
}
