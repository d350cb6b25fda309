import { sql } from 'kysely';
import type { FieldError } from '../../../shared/api/contract.ts';
import { regrasDaPropriedade } from '../../../shared/engine/regras-do-campo.ts';
import type { TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { validateRecord, type FieldRules } from '../../../shared/validation/index.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/erros.ts';
import { MENSAGENS } from '../../../shared/messages.ts';
import { regrasDoRegistro } from '../../resources/regras.ts';
import { ID } from '../../http/validacao.ts';
import { compilarCorpo, REFERENCIA, texto } from './corpo-estrito.ts';
import type { UsuarioRecebido } from './recebido.ts';

// What a saved user must pass besides its JSON shape: the form's rules (shared with the
// client, after the field configuration), a login of plain characters, and no other user
// with the same login or e-mail (letter case ignored).

const LISTA = (itens: unknown) => ({ type: 'array', maxItems: 500, items: itens }) as const;

export const validarCorpoDoUsuario = compilarCorpo({
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { anyOf: [ID, { type: 'null' }] },
    login: { ...texto(1000), type: ['string', 'null'] },
    nome: { ...texto(1000), type: ['string', 'null'] },
    email: { ...texto(1000), type: ['string', 'null'] },
    foto: { anyOf: [{ type: 'null' }, { type: 'object', required: ['id'], properties: { id: ID } }] },
    ativo: { type: 'boolean' },
    unidades: LISTA(REFERENCIA),
    grupos: LISTA(REFERENCIA),
  },
});

const LOGIN_VALIDO = /^[A-Za-z0-9._@-]+$/;
export const MENSAGEM_LOGIN_INVALIDO = 'Use só letras sem acento, números, ponto, hífen, sublinhado e @.';
export const MENSAGEM_LOGIN_REPETIDO = 'Já existe um usuário com este login.';
export const MENSAGEM_EMAIL_REPETIDO = 'Já existe um usuário com este e-mail.';

// Serialises saves of one login or e-mail (the first key of pg_advisory_xact_lock(int, int)).
const TRAVA_DE_USUARIO = 724_231;

/** The columns every user needs, whatever the field configuration hides. */
function regrasDoNucleo(modelo: Model): FieldRules {
  return Object.fromEntries(
    (['login', 'nome'] as const).flatMap((campo) => {
      const p = modelo.properties[campo];
      return p === undefined ? [] : [[campo, regrasDaPropriedade(p, true)]];
    }),
  );
}

export function errosDasRegras(tela: TelaResolvida, modelo: Model, foraDoFormulario: FieldRules, registro: UsuarioRecebido): FieldError[] {
  const regras = { ...regrasDoRegistro(tela, modelo, foraDoFormulario, registro), ...regrasDoNucleo(modelo) };
  const erros = validateRecord(registro, regras);
  const login = registro.login ?? '';
  if (login !== '' && !erros.some((e) => e.field === 'login') && !LOGIN_VALIDO.test(login)) {
    erros.push({ field: 'login', message: MENSAGEM_LOGIN_INVALIDO });
  }
  return erros;
}

/** 422 when another user holds the login or the e-mail; concurrent saves of the same value wait for each other. */
export async function conferirUnicidade(db: Db, valores: { login: string; email: string | null }, id: number | null): Promise<void> {
  const pedidos = [
    { campo: 'login', valor: valores.login, mensagem: MENSAGEM_LOGIN_REPETIDO },
    { campo: 'email', valor: valores.email, mensagem: MENSAGEM_EMAIL_REPETIDO },
  ] as const;
  for (const p of pedidos) {
    if (p.valor === null) continue;
    const chave = `${p.campo}:${p.valor.toLowerCase()}`;
    await sql`SELECT pg_advisory_xact_lock(${TRAVA_DE_USUARIO}, hashtext(${chave}))`.execute(db);
    const outro = await db
      .selectFrom('usuario')
      .select('id')
      .where(sql<boolean>`lower(${sql.ref(p.campo)}) = lower(${p.valor})`)
      .where('id', '!=', id ?? 0)
      .executeTakeFirst();
    if (outro !== undefined) throw new HttpError(422, MENSAGENS.errosFormulario, [{ field: p.campo, message: p.mensagem }]);
  }
}

/** Each unit and group must exist. */
export async function errosDeReferencias(db: Db, unidadeIds: readonly number[], grupoIds: readonly number[]): Promise<FieldError[]> {
  const erros: FieldError[] = [];
  if (unidadeIds.length > 0) {
    const achadas = await db.selectFrom('unidade').select('id').where('id', 'in', unidadeIds).execute();
    if (achadas.length < unidadeIds.length) erros.push({ field: 'unidades', message: 'Registro selecionado não encontrado.' });
  }
  if (grupoIds.length > 0) {
    const achados = await db.selectFrom('grupo_permissao').select('id').where('id', 'in', grupoIds).execute();
    if (achados.length < grupoIds.length) erros.push({ field: 'grupos', message: 'Registro selecionado não encontrado.' });
  }
  return erros;
}

/**
 * A photo must be an image stored by the editor, or the one the user already has: an id alone
 * must not put (and so open) someone else's file on a user.
 */
export async function errosDaFoto(db: Db, fotoId: number | null, fotoAtual: number | null, editorId: number): Promise<FieldError[]> {
  if (fotoId === null || fotoId === fotoAtual) return [];
  const arquivo = await db.selectFrom('arquivo').select(['criado_por', 'tipo_mime']).where('id', '=', fotoId).executeTakeFirst();
  const valido = arquivo !== undefined && arquivo.criado_por === editorId && arquivo.tipo_mime.startsWith('image/');
  return valido ? [] : [{ field: 'foto', message: 'Arquivo não encontrado.' }];
}
